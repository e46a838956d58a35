package starcollector

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// endOfTurn applies the end rules after a turn and returns what it says
// to the board (nothing while the game goes on).
//
// Both options: a player whose hand is empty while the deck still has
// cards loses; both at once is a draw. With the deck empty, the default
// (the seed's rule) goes on until a hand runs out, then the other player
// discards the hand and the stars decide; "deck-empty" (the seed's XXX
// note) lets the stars decide at the end of the turn the deck ran out.
func (s *state) endOfTurn() []string {
	empty0, empty1 := len(s.Hands[0]) == 0, len(s.Hands[1]) == 0
	if len(s.Deck) > 0 {
		left := " while the deck still holds " + cardsWord(len(s.Deck))
		switch {
		case empty0 && empty1:
			return s.finish([seats]int{1, 1}, "Both players ran out of cards"+left+": the game is drawn.")
		case empty0:
			return s.finish([seats]int{2, 1}, seatRef[0]+" ran out of cards"+left+": "+seatRef[1]+" wins.")
		case empty1:
			return s.finish([seats]int{1, 2}, seatRef[1]+" ran out of cards"+left+": "+seatRef[0]+" wins.")
		}
		return nil
	}
	if s.End == endDeckEmpty {
		return s.finishByStars("The deck has run out.")
	}
	var lines []string
	why := ""
	switch {
	case empty0 && empty1:
		why = "Both hands and the deck are empty."
	case empty0, empty1:
		out, other := 0, 1
		if empty1 {
			out, other = 1, 0
		}
		why = seatRef[out] + " ran out of cards and the deck is empty."
		n := len(s.Hands[other])
		s.Discard = append(s.Discard, s.Hands[other]...)
		s.Hands[other] = nil
		lines = append(lines, seatRef[other]+" discards the "+cardsWord(n)+" left in hand.")
	default:
		return nil
	}
	return append(lines, s.finishByStars(why)...)
}

// finishByStars ends the game: the most stars wins, equal stars draw.
func (s *state) finishByStars(why string) []string {
	a, b := s.Stars(0), s.Stars(1)
	if a == b {
		return s.finish([seats]int{1, 1}, why+" A draw at "+strconv.Itoa(a)+"★ each.")
	}
	rank, w := [seats]int{1, 2}, 0
	if b > a {
		rank, w = [seats]int{2, 1}, 1
	}
	return s.finish(rank, why+" "+seatRef[w]+" wins with "+strconv.Itoa(max(a, b))+"★ to "+strconv.Itoa(min(a, b))+"★.")
}

func (s *state) finish(rank [seats]int, summary string) []string {
	s.Over = &Outcome{Rank: rank, Summary: summary}
	return []string{summary}
}

// Result is nil while the game runs; the score of each seat is its stars.
func (s *state) Result() *games.Result {
	if s.Over == nil {
		return nil
	}
	return &games.Result{
		Rank:    []int{s.Over.Rank[0], s.Over.Rank[1]},
		Score:   []int{s.Stars(0), s.Stars(1)},
		Summary: s.Over.Summary,
	}
}
