package keyforge

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// The effects on a player: Æmber gained, lost, stolen and captured,
// cards drawn, discarded and archived, chains, keys, lasting effects on
// a player and the house a player must choose.

func opGain(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	dealerOf(s).gain(whom(e.Who, f.Controller, whoYou), n)
	return n > 0, n
}

func opLose(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoOpp)
	k := min(n, s.table.P[seat].Aember)
	s.table.P[seat].Aember -= k
	if k > 0 {
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.loses", "Seat", games.Seat(seat), "N", k))
		}
	}
	return k > 0, k
}

func opSteal(s *state, f *Frame, _ *Effect, _ []int, n int) (bool, int) {
	opp := 1 - f.Controller
	k := min(n, s.table.P[opp].Aember)
	s.table.P[opp].Aember -= k
	s.table.P[f.Controller].Aember += k
	if k > 0 {
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.steals", "Seat", games.Seat(f.Controller), "N", k))
		}
	}
	return k > 0, k
}

// capture: each target creature takes n aember from its controller's
// opponent and holds it.
func opCapture(s *state, _ *Frame, _ *Effect, ts []int, n int) (bool, int) {
	total := 0
	for _, id := range ts {
		u := s.table.P.unit(id)
		if u == nil {
			continue
		}
		c := s.table.controller(id)
		k := min(n, s.table.P[1-c].Aember)
		s.table.P[1-c].Aember -= k
		u.Aember += k
		total += k
		if k > 0 {
			if s.log.telling() {
				s.log.event(games.Say("keyforge.event.captures", "Card", s.table.faceID(id).msg, "N", k))
			}
		}
	}
	return total > 0, total
}

func opDraw(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	k := s.draw(whom(e.Who, f.Controller, whoYou), n)
	return k > 0, k
}

func opDiscardRandom(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoOpp)
	k := 0
	for ; k < n && len(s.table.P[seat].Hand) > 0; k++ {
		i := s.RNG.IntN(len(s.table.P[seat].Hand))
		id := s.table.P[seat].Hand[i]
		s.table.P[seat].Hand = slices.Delete(s.table.P[seat].Hand, i, i+1)
		s.table.put(id, zoneDiscard)
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.discardRandom", "Seat", games.Seat(seat), "Card", s.table.faceID(id).msg))
		}
	}
	return k > 0, k
}

func opArchiveTop(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoYou)
	k := 0
	for ; k < n; k++ {
		id, ok := dealerOf(s).drawOne(seat)
		if !ok {
			break
		}
		s.table.P[seat].Archives = append(s.table.P[seat].Archives, id)
	}
	if k > 0 {
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.archiveTop", "Seat", games.Seat(seat), "Count", k))
		}
	}
	return k > 0, k
}

func opChains(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoYou)
	s.table.P[seat].Chains += n
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.chains", "Seat", games.Seat(seat), "Count", n))
	}
	return n > 0, n
}

func opShed(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoYou)
	k := min(n, s.table.P[seat].Chains)
	s.table.P[seat].Chains -= k
	if k > 0 {
		if s.log.telling() {
			s.log.event(games.Say("keyforge.event.sheds", "Seat", games.Seat(seat), "Count", k))
		}
	}
	return k > 0, k
}

func opForge(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	ok := s.tryForge(whom(e.Who, f.Controller, whoYou), n)
	return ok, 0
}

// lastingEnds is the last turn of a lasting effect begun on turn: this
// one, or the next ("until the end of your next turn").
func lastingEnds(turn int, until string) int {
	if until == "next" {
		return turn + 1
	}
	return turn
}

func opLastingPlayer(s *state, f *Frame, e *Effect, _ []int, n int) (bool, int) {
	seat := whom(e.Who, f.Controller, whoOpp)
	s.table.Lasting = append(s.table.Lasting, Lasting{Kind: e.Do, Target: -1, Seat: seat, N: n, Type: e.Type, Ends: lastingEnds(s.Turn, e.Until)})
	return true, n
}

func askHouse(s *state, f *Frame, e *Effect, _ []int) *Ask {
	opts := make([]games.Option, len(pool.Houses))
	words := make([]optWords, len(pool.Houses))
	for i, h := range pool.Houses {
		opts[i] = games.Option{ID: "h" + strconv.Itoa(i)}
		words[i] = optWords{label: games.Say("keyforge.house", "House", h)}
	}
	return &Ask{Kind: askExtra, about: question{id: "keyforge.ask.house", card: s.table.def(f.Def).msg}, Options: opts, words: words, Min: 1, Max: 1}
}

func opForceHouse(s *state, f *Frame, e *Effect, _ []int, _ int) (bool, int) {
	i, _ := strconv.Atoi(f.Extra[1:])
	seat := whom(e.Who, f.Controller, whoOpp)
	s.Must[seat] = pool.Houses[i]
	if s.log.telling() {
		s.log.event(games.Say("keyforge.event.must", "Seat", games.Seat(seat), "House", pool.Houses[i]))
	}
	return true, 0
}
