package rummy

import (
	"math/bits"

	"github.com/deckhand/deckhand/games/cards"
)

// plan reads a hand greedily against the table: it lays the meld worth
// most, again while the hand holds one, then lays off every card that
// fits. points is what that puts on the table; left is the hand after.
// The heuristic weighs a draw by it and Eval counts a hand by it.
func plan(h hand, table []shape, wrap bool) (points int, left hand) {
	var buf [maxMelds + 1]shape
	shapes := append(buf[:0:maxMelds], table...)
	for {
		best, worth := pick{}, 0
		// The most a meld of the hand is worth is a whole set or a
		// longest run: the one-click list holds it.
		picks(&h, wrap, false, func(p pick) bool {
			if v := p.value(); v > worth {
				best, worth = p, v
			}
			return true
		})
		if worth == 0 {
			break
		}
		var cs [13]cards.Card
		for _, c := range best.appendCards(cs[:0]) {
			h.remove(c)
		}
		points += worth
		if len(shapes) < cap(shapes) {
			shapes = append(shapes, best.shape())
		}
	}
	for laid := true; laid; {
		laid = false
		var cs [52]cards.Card
		for _, c := range h.appendCards(cs[:0]) {
			for i, sh := range shapes {
				if front, ok := sh.fits(c, wrap); ok {
					shapes[i] = sh.grown(front)
					h.remove(c)
					points += value(c)
					laid = true
					break
				}
			}
		}
	}
	return points, h
}

// score is what plan makes of a hand: the points it lays less the
// points left in it.
func score(h hand, table []shape, wrap bool) int {
	points, left := plan(h, table, wrap)
	return points - left.value()
}

// value is what the pick's cards score.
func (p pick) value() int {
	var cs [13]cards.Card
	return sumValues(p.appendCards(cs[:0]))
}

// appendCards appends the hand's cards, suit by suit, low rank first.
func (h *hand) appendCards(buf []cards.Card) []cards.Card {
	for _, suit := range cards.Suits {
		for m := h.suit[suit]; m != 0; m &= m - 1 {
			buf = append(buf, cards.New(cards.Rank(bits.TrailingZeros16(m)+1), suit))
		}
	}
	return buf
}

// value is what the hand's cards score.
func (h *hand) value() int {
	var cs [52]cards.Card
	return sumValues(h.appendCards(cs[:0]))
}

func (h *hand) has(c cards.Card) bool { return h.suit[c.Suit()]&(1<<rix(c)) != 0 }
