package keyforge

import "github.com/deckhand/deckhand/games"

// chainPenalty is how many fewer cards a player with chains draws.
func chainPenalty(chains int) int {
	if chains <= 0 {
		return 0
	}
	return min((chains+5)/6, 4)
}

// canForge reports whether seat can pay for a key at extra over the cost.
func (tb *table) canForge(seat, extra int) bool {
	return tb.P[seat].Aember+tb.banked(seat) >= tb.keyCost(seat)+extra
}

// tryForge forges a key if seat can pay: the pool first, then aember on
// cards that may be spent. The third key wins at once.
func (s *state) tryForge(seat, extra int) bool {
	if !s.table.canForge(seat, extra) {
		return false
	}
	cost := s.table.keyCost(seat) + extra
	pl := &s.table.P[seat]
	k := min(cost, pl.Aember)
	pl.Aember -= k
	cost -= k
	if cost > 0 {
		s.table.eachConstant("bank", func(e *Effect, src, ctl int) {
			if ctl == seat && cost > 0 {
				if u := s.table.P.unit(src); u != nil {
					t := min(cost, u.Aember)
					u.Aember -= t
					cost -= t
				}
			}
		})
	}
	pl.Keys++
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.forges", "Seat", games.Seat(seat), "N", pl.Keys))
	}
	if pl.Keys >= 3 {
		s.Winner = seat
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.wins", "Seat", games.Seat(seat)))
		}
		return true
	}
	s.Stack.pushTriggers(s.Active, s.table.reactions("forge", -1, seat))
	return true
}

// forgeStep is step 1, then step 2 opens.
func (s *state) forgeStep() {
	a := s.Active
	s.table.P[a].Check = false
	s.tryForge(a, 0)
	if s.Winner < 0 {
		s.Phase = phaseHouse
	}
}

func (s *state) chooseHouse(h string) {
	a := s.Active
	s.House = h
	s.Must[a] = ""
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.chooses", "Seat", games.Seat(a), "House", h))
	}
	if len(s.table.P[a].Archives) > 0 {
		s.Phase = phaseArchives
	} else {
		s.Phase = phaseMain
	}
}

func (s *state) takeArchives(take bool) {
	a := s.Active
	if take {
		n := len(s.table.P[a].Archives)
		s.table.P[a].Hand = append(s.table.P[a].Hand, s.table.P[a].Archives...)
		s.table.P[a].Archives = nil
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.takeArchives", "Seat", games.Seat(a), "Count", n))
		}
	}
	s.Phase = phaseMain
}

// endTurn runs steps 4 and 5, then end-of-turn abilities, then the turn
// passes (the endturn frame).
func (s *state) endTurn() {
	a := s.Active
	s.UI = nil
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.endTurn", "Seat", games.Seat(a)))
	}
	for i := range s.table.P[a].Line {
		s.table.P[a].Line[i].Exhausted = false
	}
	for i := range s.table.P[a].Arts {
		s.table.P[a].Arts[i].Exhausted = false
	}
	dealerOf(s).drawUp(a)
	s.Phase = phaseEnd
	s.Stack.push(Frame{Kind: frameEndTurn})
	s.Stack.pushTriggers(s.Active, s.table.reactions("turn_end", -1, a))
	s.run()
}

// passTurn announces Check!, ends lasting effects and passes the turn.
func (s *state) passTurn() {
	a := s.Active
	keep := s.table.Lasting[:0]
	for _, l := range s.table.Lasting {
		if l.Ends > s.Turn {
			keep = append(keep, l)
		}
	}
	s.table.Lasting = keep
	if len(s.table.Lasting) == 0 {
		s.table.Lasting = nil
	}
	if s.table.canForge(a, 0) {
		s.table.P[a].Check = true
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.check", "Seat", games.Seat(a), "Why", checkMsg))
		}
	}
	for p := 0; p < 2; p++ {
		for i := range s.table.P[p].Line {
			s.table.P[p].Line[i].ArmorUsed = 0
			s.table.P[p].Line[i].Attacked = false
		}
	}
	s.House, s.Played, s.Acted, s.Omega = "", 0, false, false
	clear(s.Uses) // an empty map encodes as none, and is kept for the next turn
	s.Active = 1 - a
	s.Turn++
	s.beginTurn()
}

// beginTurn: start-of-turn abilities, then step 1.
func (s *state) beginTurn() {
	s.Phase = phaseStart
	s.Stack.push(Frame{Kind: frameForge})
	s.Stack.pushTriggers(s.Active, s.table.reactions("turn_start", -1, s.Active))
}

// mulligan: keep, or shuffle the hand into the deck and draw one fewer.
// When both have decided, the first turn begins.
func (s *state) mulligan(seat int, redraw bool) {
	pl := &s.table.P[seat]
	if redraw {
		// Said first, so the log reads in order: the mulligan, then
		// the draw it brings.
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.mulligan", "Seat", games.Seat(seat)))
		}
		n := len(pl.Hand)
		pl.Deck = append(pl.Deck, pl.Hand...)
		pl.Hand = nil
		s.shuffleDeck(seat)
		s.draw(seat, n-1)
		s.Mull[seat] = 2
	} else {
		s.Mull[seat] = 1
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.keep", "Seat", games.Seat(seat)))
		}
	}
	if s.Mull[0] != 0 && s.Mull[1] != 0 {
		s.Turn = 1
		s.Active = s.First
		s.beginTurn()
		s.run()
	}
}
