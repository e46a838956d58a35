package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games/cards"
)

func TestTheBoardShowsTheTableButNoHiddenCard(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "QC QD").hand(1, "KH").naked(2, "5C 5D", "JK", "9S", "3H").
		blind(1, "AS AD").played("4S", 4).played("8C", 8).played("JK", 6).deck("2H 3C")
	s.Burned = cardList{cards.MustParse("10H")}
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

func TestTheBoardShowsWhoIsStillLayingNakedPiles(t *testing.T) {
	t.Parallel()
	s := newGame(t, 3, nil)
	for len(s.Naked[1]) < blindCards { // a value, and how many where asked
		answer(t, s, 1, turnPrompt(t, s, 1).Options[0].ID)
	}
	assert.Contains(t, publicText(s.Public()), "**Still laying:** {seat0}, {seat2}")
}
