package keyforge

import "github.com/deckhand/deckhand/games"

// Hooks are the named Go abilities for what the effect vocabulary cannot
// say. A card's data names its hook and carries the hook's text.
var hooks map[string]func(s *state, f *Frame, e *Effect, n int) (bool, int)

func initHooks() {
	hooks = map[string]func(s *state, f *Frame, e *Effect, n int) (bool, int){
		// Shuffle your hand into your deck, then draw that many cards plus n.
		"reshuffle_hand": func(s *state, f *Frame, _ *Effect, n int) (bool, int) {
			pl := &s.table.P[f.Controller]
			k := len(pl.Hand)
			pl.Deck = append(pl.Deck, pl.Hand...)
			pl.Hand = nil
			s.shuffleDeck(f.Controller)
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.shuffleHand", "Seat", games.Seat(f.Controller), "N", k))
			}
			d := s.draw(f.Controller, k+n)
			return d > 0, d
		},
		// Gain n aember for each key your opponent has forged.
		"per_enemy_key": func(s *state, f *Frame, _ *Effect, n int) (bool, int) {
			k := n * s.table.P[1-f.Controller].Keys
			dealerOf(s).gain(f.Controller, k)
			return k > 0, k
		},
		// Swap the two flank creatures of the enemy battleline.
		"swap_enemy_flanks": func(s *state, f *Frame, _ *Effect, _ int) (bool, int) {
			line := s.table.P[1-f.Controller].Line
			if len(line) < 2 {
				return false, 0
			}
			line[0], line[len(line)-1] = line[len(line)-1], line[0]
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.swap", "Card", s.table.face(&line[0]).msg, "Other", s.table.face(&line[len(line)-1]).msg))
			}
			return true, 0
		},
		// Steal half your opponent's aember, rounded down (Gloom Mirror
		// in the first and second editions).
		"steal_half": func(s *state, f *Frame, _ *Effect, _ int) (bool, int) {
			opp := 1 - f.Controller
			k := s.table.P[opp].Aember / 2
			s.table.P[opp].Aember -= k
			s.table.P[f.Controller].Aember += k
			if k > 0 {
				if s.log.telling() {
					s.log.event(games.Say("keyforge.event.steals", "Seat", games.Seat(f.Controller), "N", k))
				}
			}
			return k > 0, k
		},
		// Your opponent loses half their aember, rounded down (Gloom
		// Mirror from the third edition: steal_half won too often).
		"lose_half": func(s *state, f *Frame, _ *Effect, _ int) (bool, int) {
			opp := 1 - f.Controller
			k := s.table.P[opp].Aember / 2
			s.table.P[opp].Aember -= k
			if k > 0 {
				if s.log.telling() {
					s.log.event(games.Say("keyforge.event.loses", "Seat", games.Seat(opp), "N", k))
				}
			}
			return k > 0, k
		},
		// If your opponent has more aember than you, gain n.
		"catch_up": func(s *state, f *Frame, _ *Effect, n int) (bool, int) {
			if s.table.P[1-f.Controller].Aember <= s.table.P[f.Controller].Aember {
				return false, 0
			}
			dealerOf(s).gain(f.Controller, n)
			return n > 0, n
		},
	}
}
