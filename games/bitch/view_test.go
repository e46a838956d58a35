package bitch

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/assets"
)

func TestTheBoardShowsTheTableButNoHiddenCard(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "QC QD").hand(1, "KH").naked(2, "5C 5D", "JK", "9S", "3H").
		blind(1, "AS AD").played("4S", 4).played("8C", 8).played("JK", ten-4).deck("2H 3C")
	s.Burned = cardList{cardsOf("10H")[0]}
	s.Out = []int{}
	text := publicText(s.Public())
	for _, want := range []string{
		"**Turn:** {seat0}",
		"4♠ → 8♣ (see-through) → Joker as 6",
		"**Deck:** 2 · **Burned:** 1",
		"Hand 2 · Blind 4", "Hand 1 · Blind 2",
		"5♣ 5♦ · Joker · 9♠ · 3♥",
		"On top:** 6: play 6 or higher",
	} {
		assert.Contains(t, text, want)
	}
	for _, hidden := range []string{"Q♣", "Q♦", "K♥", "A♠", "A♦", "2♥", "3♣"} {
		assert.NotContains(t, text, hidden, "hands, blind cards and the deck are hidden")
	}
}

func TestTheBoardShowsTheFinishingOrder(t *testing.T) {
	t.Parallel()
	s := table(4).hand(0, "3C")
	s.Out = []int{2, 3}
	text := publicText(s.Public())
	assert.Contains(t, text, "**Finishing order:** 1. {seat2}, 2. {seat3}")
	assert.Contains(t, text, "Out: 1st")
}

func TestTheHandViewShowsOwnCardsSorted(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "JK AS 7H 2C 7C KD").naked(0, "9C", "9D", "JK", "4H")
	text := publicText(s.Private(0))
	assert.Contains(t, text, "**Hand (6):** 2♣ 7♣ 7♥ K♦ A♠ Joker")
	assert.Contains(t, text, "**Naked:** 9♣ · 9♦ · Joker · 4♥")
	assert.Contains(t, text, "**Blind:** 4 face down")
	assert.Contains(t, text, "**Your turn.**")
	assert.NotContains(t, publicText(s.Private(1)), "A♠")
}

func TestATurnedUpBlindCardIsOnTheBoardWhileItIsDeclared(t *testing.T) {
	t.Parallel()
	s := table(2).blind(0, "JK 4C").played("9S", 9)
	play(t, s, 0, "blind1")
	assert.Contains(t, publicText(s.Public()), "**Blind card turned up:** Joker")
}

func TestTheRulesPageDescribesTheGameAsImplemented(t *testing.T) {
	t.Parallel()
	info := Game{}.Info()
	assert.Equal(t, string(assets.Read("bitch/rules.md")), info.Rules)
	assert.Equal(t, "bitch", info.Slug)
	assert.Equal(t, 2, info.MinSeats)
	assert.Equal(t, 8, info.MaxSeats)
	for _, want := range []string{
		"fewest decks", "Dealer", "First player", "naked piles", "filled to 5",
		"draw 2 cards for each 7", "see-through", "skips one player", "9 or lower",
		"burns", "high", "Joker", "Call bluff", "draws 4", "draws 8", "Only the first call",
		"naked card of your choice", "Blind cards", "last player left", "turned up",
	} {
		assert.Contains(t, info.Rules, want)
	}
	keys := []string{}
	for _, o := range info.Options {
		keys = append(keys, o.Key)
	}
	assert.Equal(t, []string{"decks", "first", "dealer"}, keys)
}

func TestEncodeAndDecodeKeepEveryDetail(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "KC 3C 3D 3H 3S").hand(1, "4C 4D 4H 4S 5C").hand(2, "6C").
		turned("3S").played("5S", 5).played("7D", 7).deck("QH 2H 3H 4H 5H 6H 7H 8H 9H")
	s.Stack[2].Spent = true
	play(t, s, 0, "pass")
	call(t, s, 2) // wrong or right, it leaves a trace to keep
	data, err := s.Encode()
	require.NoError(t, err)
	back, err := Game{}.Decode(data)
	require.NoError(t, err)
	again, err := back.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))
	assert.Equal(t, s.Public(), back.Public())
	assert.True(t, strings.HasPrefix(string(data), `{"Seats":3,`))

	for _, bad := range []string{
		`{"Seats":1}`,
		`{"Seats":2,"Hands":["7H"],"Naked":[[],[]],"Blind":["",""]}`,
		`{"Seats":2,"Hands":["XX",""],"Naked":[[],[]],"Blind":["",""]}`,
		`{"Seats":2,"Hands":["",""],"Naked":[[],[]],"Blind":["",""],"Stack":"7H/99"}`,
		`{"Seats":2,"Hands":["",""],"Naked":[[],[]],"Blind":["",""],"Turn":5}`,
	} {
		_, err := Game{}.Decode([]byte(bad))
		assert.Error(t, err, bad)
	}
}
