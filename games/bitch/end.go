package bitch

import (
	"math"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Result ranks seats by finishing order; the last one left is last.
func (s *state) Result() *games.Result {
	if !s.Phase.over() {
		return nil
	}
	r := &games.Result{Rank: make([]int, s.Seats)}
	for i, seat := range s.Out {
		r.Rank[seat] = i + 1
	}
	first, last := s.Out[0], s.Out[len(s.Out)-1]
	r.SummaryMsg = games.Say("bitch.result.summary", "First", seatArg(first), "Last", seatArg(last))
	// Said from the message's frame: a search reads the result of every
	// playout it plays to the end.
	r.Summary = wordsFor(s).say("bitch.result.summary", "First", seatArg(first), "Last", seatArg(last))
	return r
}

// shedScale is how many cards left to shed make one player about three
// times as likely as another to finish before them (e^1): a guess that
// keeps a few cards' lead from counting as certain.
const shedScale = 3.0

// Eval estimates seat's reward before the end, for a search that cuts a
// long playout short: a seat that is out has its place; among those
// still in, each pair is judged by the cards each has left to shed (hand,
// naked and blind), the fewer the likelier to finish first.
func (s *state) Eval(seat int) float64 {
	if i := slices.Index(s.Out, seat); i >= 0 {
		return 1 - float64(i)/float64(s.Seats-1)
	}
	// The expected place: every seat out is ahead; every other seat still
	// in is ahead with the chance its fewer cards give it.
	place := float64(len(s.Out))
	mine := s.holding(seat).toShed()
	for other := 0; other < s.Seats; other++ {
		if other == seat || s.Out.has(other) {
			continue
		}
		place += 1 / (1 + math.Exp(float64(s.holding(other).toShed()-mine)/shedScale))
	}
	return 1 - place/float64(s.Seats-1)
}

// toShed is how many cards the seat has left: hand, naked and blind.
func (h holding) toShed() int {
	return len(h.hand) + h.nakedCount() + len(h.blind)
}
