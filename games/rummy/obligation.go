package rummy

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// A card taken from deep in the discard pile must be melded or laid off
// the same turn. playable decides whether that is still possible, so a
// pickup can be refused up front and no move can strand the card.
//
// The card c can be played this turn exactly when one of these holds
// (h is the rest of the hand):
//   - it lays off on a meld on the table;
//   - h holds two more of its rank (a new set);
//   - h holds cards of its suit making, with it, 3 in sequence (a new run);
//   - h holds cards of its suit that extend a run on the table up to it
//     (lay them off first, then c).
//
// Any other way reduces to one of these: a meld made first and then
// extended by c could have been made with c in it.

// useKind says how the card can be played.
type useKind int

const (
	useLayOff useKind = iota + 1
	useSet
	useRun
	useChain
)

type use struct {
	kind useKind
	meld int // the meld laid off on (useLayOff, useChain)
	lo   int // the run made (useRun)
	n    int
}

func playable(c cards.Card, h hand, melds []shape, wrap bool) (use, bool) {
	for i, sh := range melds {
		if _, ok := sh.fits(c, wrap); ok {
			return use{kind: useLayOff, meld: i}, true
		}
	}
	r := rix(c)
	if h.rank[r] >= 2 {
		return use{kind: useSet}, true
	}
	mask := h.suit[c.Suit()] | 1<<r
	starts := []int{r}
	if r == 0 && !wrap {
		starts = append(starts, 13) // the ace may end a run high
	}
	for _, p := range starts {
		if lo, n := grow(mask, p, 1, wrap); n >= 3 {
			return use{kind: useRun, lo: lo, n: n}, true
		}
	}
	for i, sh := range melds {
		if !sh.run || sh.suit != c.Suit() {
			continue
		}
		if lo, n := grow(mask, sh.lo, sh.n, wrap); covers(lo, n, r, wrap) {
			return use{kind: useChain, meld: i}, true
		}
	}
	return use{}, false
}

// why says in a few words how c can be played, for a pickup's detail.
func (u use) why(c cards.Card, h []cards.Card) games.Text {
	switch u.kind {
	case useLayOff:
		return games.Say("rummy.why.layoff", "N", u.meld+1)
	case useSet:
		var mates []cards.Card
		for _, x := range h {
			if x.Rank() == c.Rank() {
				mates = append(mates, x)
			}
		}
		return games.Say("rummy.why.set", "Cards", join(mates))
	case useRun:
		run := runCards(c.Suit(), u.lo, u.n)
		return games.Say("rummy.meld.run", "First", run[0].String(), "Last", run[len(run)-1].String())
	case useChain:
		return games.Say("rummy.why.chain", "N", u.meld+1)
	}
	return games.Text{}
}

// owedStillPlayable reports whether the card owed this turn can still be
// played once the cards used leave the hand and the melds become
// shapes. A move that plays the owed card itself is always fine.
func (v *sight) owedStillPlayable(used []cards.Card, shapes []shape) bool {
	if v.owed == nil || contains(used, *v.owed) {
		return true
	}
	owed := *v.owed
	h := handOf(v.hand)
	h.remove(owed)
	for _, c := range used {
		h.remove(c)
	}
	_, ok := playable(owed, h, shapes, v.wrap)
	return ok
}
