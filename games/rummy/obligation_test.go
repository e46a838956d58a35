package rummy

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// canPlaySearch decides by exhaustive search whether c can be melded or
// laid off this turn: every sequence of melds and lay-offs of the hand
// and c is tried. It is the definition that playable must agree with.
func canPlaySearch(c cards.Card, hand []cards.Card, melds []Meld, wrap bool) bool {
	all := append([]cards.Card{c}, hand...)
	var search func(left uint, melds []Meld) bool
	search = func(left uint, melds []Meld) bool {
		for i := 0; i < len(all); i++ {
			if left&(1<<i) == 0 {
				continue
			}
			for j, m := range melds {
				front, ok := m.shape().fits(all[i], wrap)
				if !ok {
					continue
				}
				laid := Meld{Run: m.Run, Cards: append([]Placed(nil), m.Cards...)}
				laid.add(all[i], 0, front)
				if i == 0 {
					return true
				}
				next := append([]Meld(nil), melds...)
				next[j] = laid
				if search(left&^(1<<i), next) {
					return true
				}
			}
		}
		for sub := left; sub > 0; sub = (sub - 1) & left {
			if bits.OnesCount(sub) < 3 {
				continue
			}
			var cs []cards.Card
			for i := range all {
				if sub&(1<<i) != 0 {
					cs = append(cs, all[i])
				}
			}
			m, err := newMeld(cs, wrap, 0)
			if err != nil {
				continue
			}
			if sub&1 != 0 {
				return true
			}
			if search(left&^sub, append(append([]Meld(nil), melds...), m)) {
				return true
			}
		}
		return false
	}
	return search(1<<len(all)-1, melds)
}

func TestTheDeepestCardCheckAgreesWithAnExhaustiveSearch(t *testing.T) {
	t.Parallel()
	n := 3000
	if testing.Short() {
		n = 500
	}
	rng := games.NewRNG(77)
	agree, playableCount := 0, 0
	for i := 0; i < n; i++ {
		wrap := i%2 == 0
		deck := cards.Deck()
		cards.Shuffle(deck, &rng)
		used := map[cards.Card]bool{}
		var melds []Meld
		// A few melds on the table: runs of 3-5 and sets of 3, with
		// cards near each other in rank so hands often connect.
		for k := rng.IntN(4); k > 0; k-- {
			var cs []cards.Card
			if rng.IntN(2) == 0 {
				suit, lo, ln := cards.Suits[rng.IntN(4)], rng.IntN(13), 3+rng.IntN(3)
				if !wrap && lo+ln > 13 {
					lo = 13 - ln
				}
				cs = runCards(suit, lo, ln)
			} else {
				r := cards.Rank(1 + rng.IntN(13))
				for _, s := range cards.Suits[:3] {
					cs = append(cs, cards.New(r, s))
				}
			}
			clash := false
			for _, c := range cs {
				clash = clash || used[c]
			}
			if clash {
				continue
			}
			m, err := newMeld(cs, wrap, 0)
			if err != nil {
				t.Fatalf("bad generated meld %v: %v", cs, err)
			}
			for _, c := range cs {
				used[c] = true
			}
			melds = append(melds, m)
		}
		var rest []cards.Card
		for _, c := range deck {
			if !used[c] {
				rest = append(rest, c)
			}
		}
		// Hands from a narrow band of ranks, so melds and chains happen.
		base := rng.IntN(13)
		var hand []cards.Card
		var c cards.Card
		for _, x := range rest {
			if mod13(rix(x)-base) > 4 {
				continue
			}
			if c == 0 {
				c = x
			} else if len(hand) < 5 {
				hand = append(hand, x)
			}
		}
		want := canPlaySearch(c, hand, melds, wrap)
		_, got := playable(c, handOf(hand), shapesOf(melds), wrap)
		if assert.Equal(t, want, got, "card %s, hand %s, melds %v, wrap %v", c, cards.Join(hand), melds, wrap) {
			agree++
		}
		if want {
			playableCount++
		}
	}
	t.Logf("%d cases, %d playable", agree, playableCount)
	assert.Greater(t, playableCount, n/5, "the cases cover both answers")
	assert.Less(t, playableCount, n*4/5)
}
