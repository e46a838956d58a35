package starcollector

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// endOfTurn applies the end rules after a turn; the end, with its
// reason, is in Over (and a discarded hand in Last).
//
// Both options: a player whose hand is empty while the deck still has
// cards loses; both at once is a draw. With the deck empty, the default
// (the original rule) goes on until a hand runs out, then the other
// player discards the hand and the stars decide; "deck-empty" (the
// original rules' own doubt, as an option) lets the stars decide at the
// end of the turn the deck ran out.
func (s *state) endOfTurn() {
	empty0, empty1 := len(s.Hands[0]) == 0, len(s.Hands[1]) == 0
	if len(s.Deck) > 0 {
		if !empty0 && !empty1 {
			return
		}
		// The summary is read in every finished hand and in /history: it
		// says why in few words; the picture shows the deck left.
		switch {
		case empty0 && empty1:
			s.finish([seats]int{1, 1}, "Both players ran out of cards before the deck did: the game is drawn.")
		case empty0:
			s.finish([seats]int{2, 1}, seatRef[0]+" ran out of cards before the deck did: "+seatRef[1]+" wins.")
		default:
			s.finish([seats]int{1, 2}, seatRef[1]+" ran out of cards before the deck did: "+seatRef[0]+" wins.")
		}
		return
	}
	if s.End == endDeckEmpty {
		s.finishByStars("The deck has run out.")
		return
	}
	switch {
	case empty0 && empty1:
		s.finishByStars("Both hands and the deck are empty.")
	case empty0, empty1:
		out, other := 0, 1
		if empty1 {
			out, other = 1, 0
		}
		s.Last.Discarded, s.Last.DiscardSeat = len(s.Hands[other]), other
		s.Discard = append(s.Discard, s.Hands[other]...)
		s.Hands[other] = nil
		s.finishByStars(seatRef[out] + " ran out of cards and the deck is empty.")
	}
}

// finishByStars ends the game: the most stars wins, equal stars draw.
func (s *state) finishByStars(why string) {
	a, b := s.Stars(0), s.Stars(1)
	if a == b {
		s.finish([seats]int{1, 1}, why+" A draw at "+strconv.Itoa(a)+"★ each.")
		return
	}
	rank, w := [seats]int{1, 2}, 0
	if b > a {
		rank, w = [seats]int{2, 1}, 1
	}
	s.finish(rank, why+" "+seatRef[w]+" wins with "+strconv.Itoa(max(a, b))+"★ to "+strconv.Itoa(min(a, b))+"★.")
}

func (s *state) finish(rank [seats]int, summary string) {
	s.Over = &Outcome{Rank: rank, Summary: summary}
}

// Result is nil while the game runs; the score of each seat is its stars.
// A game lost by running out of cards while the deck still had some was
// not ranked by its stars: the ranking says so beside the seat that ran
// out (Why), or it would read as a bare list the scores contradict.
func (s *state) Result() *games.Result {
	if s.Over == nil {
		return nil
	}
	// One allocation: a search asks for the result of every playout.
	r := &struct {
		games.Result
		rank, score [seats]int
		why         [seats]string
	}{rank: s.Over.Rank, score: [seats]int{s.Stars(0), s.Stars(1)}}
	r.Rank, r.Score, r.Summary = r.rank[:], r.score[:], s.Over.Summary
	if len(s.Deck) > 0 {
		for seat := range seats {
			if len(s.Hands[seat]) == 0 {
				r.why[seat] = ranOut
			}
		}
		r.Why = r.why[:]
	}
	return &r.Result
}

// ranOut is said beside a seat that lost by running out of cards.
const ranOut = "ran out of cards before the deck did"
