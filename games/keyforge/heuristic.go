package keyforge

import (
	"math"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// The Easy player: a rule of thumb, no search. It keeps a hand with a
// house to play, chooses the house with the most playable value, takes
// its archives, and in step 3 makes the move that leaves the board best
// by a simple count (keys, aember, creatures and their power, cards),
// following each move's own questions (which flank, which defender,
// which target) to their end. So it plays its cards, reaps with its
// creatures unless a fight that wins something is on, and ends the turn
// when no move gains. Keys forge by themselves in step 1.

// Suggest answers for seat by the rule of thumb. It looks ahead on a
// determinization, so it does not see the order of a deck or the
// opponent's hand, and it leaves the state as it is.
func (s *state) Suggest(seat int, rng *rand.Rand) (games.Answer, bool) {
	moves := s.Legal(seat, nil)
	if len(moves) == 0 {
		return games.Answer{}, false
	}
	pick := func(i int) (games.Answer, bool) { return moves[i].Answer.Clone(), true }
	kind, _ := promptKindOf(moves[0].PromptID)
	switch {
	case kind == promptMulligan:
		return pick(indexOf(moves, s.table.keepHand(seat)))
	case kind == promptHouse:
		return pick(houseStepOf(s).best(moves, rng))
	case kind == promptArchives:
		return pick(indexOf(moves, "take"))
	case kind == promptConfirm:
		return pick(indexOf(moves, "end"))
	}
	d := s.Determinize(seat, rng).(*state)
	return pick(d.bestMove(seat, moves, rng))
}

// indexOf is the move choosing option id (0 when there is none).
func indexOf(moves []games.Move, id string) int {
	for i, m := range moves {
		if len(m.Choices) == 1 && m.Choices[0] == id {
			return i
		}
	}
	return 0
}

// keepHand keeps an opening hand with at least two cards of one house.
func (tb *table) keepHand(seat int) string {
	count := map[string]int{}
	for _, id := range tb.P[seat].Hand {
		count[tb.cdef(id).House]++
		if count[tb.cdef(id).House] >= 2 {
			return "keep"
		}
	}
	return "mull"
}

// best is the house with the most playable value: its cards in
// hand (more for their aember bonus), its ready creatures to use and its
// artifacts.
func (c houseStep) best(moves []games.Move, rng *rand.Rand) int {
	a := c.active
	value := func(h string) float64 {
		v := 0.0
		for _, id := range c.tb.P[a].Hand {
			if d := c.tb.cdef(id); d.House == h {
				v += 1 + float64(d.Aember)
			}
		}
		for i := range c.tb.P[a].Line {
			if u := &c.tb.P[a].Line[i]; c.tb.face(u).House == h && !u.Stunned {
				v += 1
			}
		}
		for i := range c.tb.P[a].Arts {
			if c.tb.face(&c.tb.P[a].Arts[i]).House == h {
				v += 0.5
			}
		}
		return v
	}
	houses := c.choices(nil)
	best, bestV := 0, -1.0
	for i, m := range moves {
		for _, h := range houses {
			if houseID(h) == m.Choices[0] {
				if v := value(h) + rng.Float64()*0.01; v > bestV {
					best, bestV = i, v
				}
			}
		}
	}
	return best
}

// lookahead bounds how many of its own follow-up questions a move is
// followed through, and followUps how many answers of each are weighed
// (the first ones Legal lists: single targets before pairs).
const (
	lookahead = 3
	followUps = 24
)

// bestMove is the move whose outcome scores best for seat. Ending the
// turn is chosen only when nothing else gains.
func (s *state) bestMove(seat int, moves []games.Move, rng *rand.Rand) int {
	best, bestV, end := 0, math.Inf(-1), -1
	for i, m := range moves {
		if kind, _ := promptKindOf(m.PromptID); kind == promptEnd {
			end = i
			continue
		}
		if v := s.outcome(seat, m.Answer, lookahead) + rng.Float64()*1e-3; v > bestV {
			best, bestV = i, v
		}
	}
	if end >= 0 && bestV <= s.score(seat)+0.05 {
		return end
	}
	return best
}

// outcome scores the state after answer a, following seat's own
// follow-up questions with their best answers, depth deep.
func (s *state) outcome(seat int, a games.Answer, depth int) float64 {
	c := s.clone()
	if err := c.Play(a); err != nil {
		return -1e9
	}
	if depth == 0 || c.Result() != nil {
		return c.score(seat)
	}
	if ps := c.lean(); len(ps) == 1 && ps[0].Seat == seat {
		if kind, _ := promptKindOf(ps[0].ID); kind != promptEnd && kind != promptAct {
			best := -1e9
			moves := c.Legal(seat, nil)
			for _, m := range moves[:min(len(moves), followUps)] {
				best = max(best, c.outcome(seat, m.Answer.Clone(), depth-1))
			}
			return best
		}
	}
	return c.score(seat)
}

// score counts how well the game stands for seat: its side's worth less
// the other's.
func (s *state) score(seat int) float64 {
	if s.Winner >= 0 {
		if s.Winner == seat {
			return 1e6
		}
		return -1e6
	}
	return s.table.worth(seat) - s.table.worth(1-seat)
}

// worth of one side: keys first, then aember, then what makes aember
// (creatures by their remaining strength, artifacts, cards).
func (tb *table) worth(p int) float64 {
	pl := &tb.P[p]
	v := 8*float64(pl.Keys) + float64(pl.Aember) + 0.3*float64(len(pl.Hand)+len(pl.Archives)) - 0.3*float64(pl.Chains)
	for i := range pl.Line {
		u := &pl.Line[i]
		v += 1.5 + 0.25*float64(tb.power(u.ID)-u.Damage)
		if u.Stunned {
			v -= 0.5
		}
	}
	for i := range pl.Arts {
		v += 1 + float64(pl.Arts[i].Aember)
	}
	return v
}
