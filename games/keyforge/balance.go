package keyforge

import (
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// What the balance report counts (games.Balanced): each seat's turns;
// as groups, the three houses of its deck; as tracked cards, every
// design, since each card of the pool is designed (a card counts as
// played when its Play move is chosen, before a creature's flank).

var (
	_ games.Balanced = (*state)(nil)
	_ games.Plans    = (*state)(nil)
)

// The one-track plans: the Easy player, its creatures never fighting
// (reap only) or never reaping (fight only).
const (
	planReap  = "reap-only"
	planFight = "fight-only"
)

// FirstSeat is the seat that took the first turn.
func (s *state) FirstSeat() int { return s.First }

// Turns counts seat's turns so far: the first player has the odd turns.
func (s *state) Turns(seat int) int {
	if seat == s.First {
		return (s.Turn + 1) / 2
	}
	return s.Turn / 2
}

// Groups lists the houses of seat's deck.
func (s *state) Groups(seat int, buf []string) []string {
	if seat < 0 || seat >= len(s.table.P) {
		return buf
	}
	return append(buf, s.table.P[seat].Houses...)
}

// Tracked lists the designs in seat's hand, each once.
func (s *state) Tracked(seat int, buf []string) []string {
	if seat < 0 || seat >= len(s.table.P) {
		return buf
	}
	start := len(buf)
	for _, id := range s.table.P[seat].Hand {
		if d := s.table.cdef(id).ID; !slices.Contains(buf[start:], d) {
			buf = append(buf, d)
		}
	}
	return buf
}

// Plays names the design a plays from the hand.
func (s *state) Plays(a games.Answer, buf []string) []string {
	if s.Winner >= 0 {
		return buf
	}
	p, err := games.Find(s.lean(), a)
	if err != nil || len(a.Choices) == 0 || a.Choices[0] == "" {
		return buf
	}
	if kind, _ := promptKindOf(p.ID); kind != promptAct || a.Choices[0][0] != 'p' {
		return buf
	}
	return append(buf, s.table.cdef(cardID(a.Choices[0])).ID)
}

// PlanNames lists reap-only and fight-only.
func (s *state) PlanNames() []string { return []string{planReap, planFight} }

// Plan answers as the Easy player does, from the moves the plan allows.
func (s *state) Plan(plan string, seat int, rng *rand.Rand) (games.Answer, bool) {
	var banned byte
	switch plan {
	case planReap:
		banned = 'f'
	case planFight:
		banned = 'r'
	default:
		return games.Answer{}, false
	}
	moves := s.Legal(seat, nil)
	acting := false
	kept := moves[:0:0]
	for _, m := range moves {
		kind, _ := promptKindOf(m.PromptID)
		acting = acting || kind == promptAct
		if kind == promptAct && len(m.Choices) == 1 && m.Choices[0] != "" && m.Choices[0][0] == banned {
			continue
		}
		kept = append(kept, m)
	}
	if !acting || len(kept) == 0 {
		return s.Suggest(seat, rng)
	}
	d := s.Determinize(seat, rng).(*state)
	return kept[d.bestMove(seat, kept, rng)].Answer.Clone(), true
}
