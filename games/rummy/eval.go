package rummy

import (
	"math"

	"github.com/deckhand/deckhand/games"
)

// How a standing becomes a chance to win the match. Measured over 400
// first rounds of the Easy player against itself: the difference of the
// two round scores has a standard deviation of 59 points, and a player
// scores 60 a round on average. So a match has about one round left per
// roundGain points the leader still misses, the lead moves by 59 points
// times the square root of the rounds left, and a logistic of scale
// swing (59 / 1.7, the usual match of a logistic to a normal) turns the
// lead into a chance.
const (
	swing     = 35
	roundGain = 60
)

// Eval estimates seat's chance of winning the match: the totals so far
// plus, during a round, what each hand would make of itself (the
// points it has melded, what plan says it can still lay, less what
// would stay in it), turned into a probability by the lead over the
// other seat against the rounds likely left.
func (s *state) Eval(seat int) float64 {
	if s.Phase == phaseOver {
		return games.Reward(s.Result(), seat)
	}
	t := s.totals(len(s.Tally))
	if s.inRound() {
		melded := s.meldPoints()
		var buf [maxMelds]shape
		table := shapesInto(buf[:0:maxMelds], s.Melds)
		for i := range t {
			t[i] += melded[i] + score(handOf(s.Hands[i]), table, s.Wrap)
		}
	}
	lead := float64(t[seat] - t[1-seat])
	left := float64(max(s.Target-max(t[0], t[1]), 0))
	spread := swing * math.Sqrt(1+left/roundGain)
	return 1 / (1 + math.Exp(-lead/spread))
}
