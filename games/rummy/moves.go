package rummy

import "github.com/deckhand/deckhand/games/cards"

// The walks over what the seat to act may do: the labelled prompts,
// Legal and the heuristic all list moves through them, so the three
// never disagree. Each calls yield with each move the rules accept now
// (one that would strand an owed card is not) and stops when yield
// returns false.

// sight is what the walks read of the turn, made once per listing: the
// hand of the seat to act and its masks, the melds and their shapes, the discard
// pile, the cards taken from it this turn and the card owed. It lives on
// the stack: a valid table holds at most maxMelds melds (Decode checks it).
type sight struct {
	hand  cardList
	h     hand
	n     int // melds
	buf   [maxMelds + 1]shape
	pile  cardList
	taken cardList
	owed  *cards.Card
	wrap  bool
	melds meldList
}

func (s *state) look(v *sight) *sight {
	v.hand = s.Hands[s.Turn]
	v.h = handOf(v.hand)
	v.n = len(shapesInto(v.buf[:0:maxMelds], s.Melds))
	v.pile, v.taken, v.owed, v.wrap, v.melds = s.Pile, s.Taken, s.Owed, s.Wrap, s.Melds
	return v
}

// shapes are the melds' shapes, with room for one more.
func (v *sight) shapes() []shape { return v.buf[: v.n : maxMelds+1] }

// forDepths walks the discard pile down from the card under the top
// one and calls yield with each pile index, whether a pickup down to it
// is allowed (its card can be played this turn with the hand and the
// cards above it) and how. It stops when yield returns false.
func (v *sight) forDepths(yield func(i int, u use, ok bool) bool) {
	h := v.h
	h.add(v.pile[len(v.pile)-1])
	// The cards above each come along, so h grows on the way down.
	for i := len(v.pile) - 2; i >= 0; i-- {
		d := v.pile[i]
		u, ok := playable(d, h, v.shapes(), v.wrap)
		if !yield(i, u, ok) {
			return
		}
		h.add(d)
	}
}

// The walks after the draw report whether they went to the end.

// forQuick yields the one-click melds: every set and longest run.
func (v *sight) forQuick(yield func(pick) bool) bool {
	return v.forPicks(false, yield)
}

// forMelds yields every distinct meld of the hand.
func (v *sight) forMelds(yield func(pick) bool) bool {
	return v.forPicks(true, yield)
}

func (v *sight) forPicks(all bool, yield func(pick) bool) bool {
	return picks(&v.h, v.wrap, all, func(p pick) bool {
		if v.owed != nil {
			var cs [13]cards.Card
			if !v.owedStillPlayable(p.appendCards(cs[:0]), append(v.shapes(), p.shape())) {
				return true
			}
		}
		return yield(p)
	})
}

// forLayOffs yields each hand card with each meld it fits.
func (v *sight) forLayOffs(yield func(c cards.Card, meld int) bool) bool {
	var after [maxMelds]shape
	for _, c := range v.hand {
		for i, sh := range v.shapes() {
			front, ok := sh.fits(c, v.wrap)
			if !ok {
				continue
			}
			if v.owed != nil && *v.owed != c {
				grown := append(after[:0], v.shapes()...)
				grown[i] = sh.grown(front)
				if !v.owedStillPlayable([]cards.Card{c}, grown) {
					continue
				}
			}
			if !yield(c, i) {
				return false
			}
		}
	}
	return true
}

// stop is a yield that ends a walk at its first move: a walk that stops
// has a move.
func stop[T any](T) bool        { return false }
func stop2[T, U any](T, U) bool { return false }

func (v *sight) hasQuick() bool { return !v.forQuick(stop[pick]) }

func (v *sight) hasMeld() bool { return !v.forMelds(stop[pick]) }

func (v *sight) hasLayOff() bool { return !v.forLayOffs(stop2[cards.Card, int]) }

// forDiscards yields the hand's cards but those taken from the pile
// this turn. Should only such cards be left, any of them may go: the
// rules allow a taken card that is the last card, and a hand of taken
// cards alone would otherwise leave a turn that cannot end.
func (v *sight) forDiscards(yield func(cards.Card) bool) {
	for _, c := range v.hand {
		if v.mayDiscard(c) && !yield(c) {
			return
		}
	}
}

// mayDiscard reports whether c is one of legalDiscards.
func (v *sight) mayDiscard(c cards.Card) bool {
	hand := v.hand
	if !contains(hand, c) {
		return false
	}
	if !contains(v.taken, c) {
		return true
	}
	for _, x := range hand {
		if !contains(v.taken, x) {
			return false
		}
	}
	return true
}
