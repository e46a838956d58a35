package bitch

import "github.com/deckhand/deckhand/games"

// Result ranks seats by finishing order; the last one left is last.
func (s *state) Result() *games.Result {
	if !s.over() {
		return nil
	}
	r := &games.Result{Rank: make([]int, s.Seats)}
	for i, seat := range s.Out {
		r.Rank[seat] = i + 1
	}
	r.Summary = seatRef(s.Out[0]) + " finished first; " + seatRef(s.Out[len(s.Out)-1]) + " is the last one left and loses."
	return r
}
