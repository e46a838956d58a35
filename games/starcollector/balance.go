package starcollector

import (
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// What the balance report counts (games.Balanced): the turns, which both
// seats take together; no groups, as the deck has none; and the special
// cards, a special counting as played only on the side its rule works on
// (a Black Hole played to draw is an ordinary draw card).

var (
	_ games.Balanced = (*state)(nil)
	_ games.Plans    = (*state)(nil)
)

// The one-track plans: the Easy player's judgement, kept to one side.
const (
	planFight = "always-fight"
	planDraw  = "always-draw"
)

// FirstSeat is seat 0: both seats take every turn, and on equal draw numbers
// the first seat draws first.
func (s *state) FirstSeat() int { return 0 }

// Turns is the turns played so far, the one being chosen included.
func (s *state) Turns(int) int {
	if s.Over != nil {
		return s.Turn - 1 // the last turn ended the game before a new one began
	}
	return s.Turn
}

// Groups: a Star Collector deck has none.
func (s *state) Groups(_ int, buf []string) []string { return buf }

// Tracked lists the special designs in seat's hand.
func (s *state) Tracked(seat int, buf []string) []string {
	if seat < 0 || seat >= seats {
		return buf
	}
	for c := range distinct(s.Hands[seat]) {
		if k := c.kind(); k.effect != "" {
			buf = append(buf, k.ID)
		}
	}
	return buf
}

// Plays names the special a plays on the side its rule works on.
func (s *state) Plays(a games.Answer, buf []string) []string {
	opt, err := s.accept(a)
	if err != nil {
		return buf
	}
	if k := opt.card.kind(); k.effect != "" && effects[k.effect].side == opt.side {
		buf = append(buf, k.ID)
	}
	return buf
}

// PlanNames lists always-fight and always-draw.
func (s *state) PlanNames() []string { return []string{planFight, planDraw} }

// Plan plays the Easy player's best play of the plan's one side.
func (s *state) Plan(plan string, seat int, rng *rand.Rand) (games.Answer, bool) {
	if !slices.Contains(s.PlanNames(), plan) {
		return games.Answer{}, false
	}
	side := Fight
	if plan == planDraw {
		side = Draw
	}
	return s.best(seat, rng, side)
}
