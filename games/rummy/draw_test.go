package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

func TestATurnStartsWithADrawAndNothingElse(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 7H 2S", "KD"}, pile: "9C"})
	ps := games.PromptsFor(s.Prompts(), 0)
	require.Len(t, ps, 1)
	assert.Equal(t, "draw-0", ps[0].ID)
	_, err := try(s, kindMeld, "7C", "7D", "7H")
	assert.ErrorIs(t, err, games.ErrStale, "no meld before the draw")
	assert.Empty(t, games.PromptsFor(s.Prompts(), 1), "the other seat waits")
}

func TestDrawingFromTheStockTakesItsTopCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S", "KD"}, pile: "9C", stock: "5H JD"})
	ev := answer(t, s, kindDraw, optStock)
	assert.Equal(t, "JD 2S", codes(s.Hands[0]), "hands are kept by suit, then rank")
	assert.Equal(t, "5H", codes(s.Stock[len(s.Stock)-1:]))
	assert.Equal(t, phasePlay, s.Phase)
	assert.Empty(t, s.Taken)
	assert.Nil(t, s.Owed)
	require.Len(t, ev, 2)
	assert.NotContains(t, ev[0].Text, "J♦", "the public event hides the card")
	assert.True(t, ev[1].Private)
	assert.Contains(t, ev[1].Text, "J♦")
}

func TestTakingTheTopDiscardCarriesNoObligation(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S 8H", "KD"}, pile: "4C 9C"})
	answer(t, s, kindDraw, "9C")
	assert.Equal(t, "9C 8H 2S", codes(s.Hands[0]))
	assert.Equal(t, "4C", codes(s.Pile))
	assert.Nil(t, s.Owed)
	assert.NotNil(t, prompt(s, kindDiscard), "the turn may end at once")
}

func TestTakingDeepTakesEveryCardAboveTheChosenOne(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C 7H QD 3S"})
	answer(t, s, kindDraw, "7H")
	assert.Equal(t, "4C", codes(s.Pile))
	assert.ElementsMatch(t, cards.ParseAll("7C 7D 2S 7H QD 3S"), s.Hands[0])
	assert.Equal(t, "7H QD 3S", codes(s.Taken))
	require.NotNil(t, s.Owed)
	assert.Equal(t, "7H", s.Owed.Code(), "the deepest card taken must be played")
}

func TestTheWholePileMayBeTaken(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "7H QD 3S"})
	answer(t, s, kindDraw, "7H")
	assert.Empty(t, s.Pile)
	assert.Len(t, s.Hands[0], 6)
}

func TestPickupWhoseDeepestCardCannotBeUsedIsRefused(t *testing.T) {
	t.Parallel()
	// 9D melds with nothing in hand or among the cards above it.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "9D 7H QD 3S"})
	assert.Equal(t, []string{optStock, "3S", "7H"}, optionIDs(s, kindDraw), "the pickups down to QD and 9D are not offered")
	assert.Contains(t, prompt(s, kindDraw).Text, "Some discards are not offered: you may take a card from deeper in the pile only if you can meld or lay it off this turn.", "the reason is given up front, in plain words")
	before := mustEncode(t, s)
	_, err := try(s, kindDraw, "9D")
	require.Error(t, err)
	assert.ErrorIs(t, err, games.ErrBadChoice)
	assert.Contains(t, err.Error(), "could not meld or lay off 9♦")
	assert.Equal(t, before, mustEncode(t, s))
}

func TestPickupCountsTheCardsTakenAboveTheDeepest(t *testing.T) {
	t.Parallel()
	// 5H makes a run only with 6H and 7H, both above it in the pile.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S KC", "KD"}, pile: "5H 6H 7H"})
	assert.Contains(t, optionIDs(s, kindDraw), "5H")
	// Taking down to 6H leaves 6H with only 7H: no meld.
	assert.NotContains(t, optionIDs(s, kindDraw), "6H")
}

func TestPickupIsOfferedWhenTheDeepestCardLaysOff(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S KC", "KD"}, pile: "7H 2D", melds: []string{"@1 4H 5H 6H"}})
	p := prompt(s, kindDraw)
	require.NotNil(t, p)
	o, ok := p.Option("7H")
	require.True(t, ok)
	assert.Equal(t, "Take down to 7♥ (2 cards): lay it off on meld 1", o.Label, "the button says how the card will be used: a button shows no detail")
	assert.Equal(t, "You must play 7♥ this turn: lay it off on meld 1", o.Detail, "the detail says why the pickup is allowed")
	assert.NotContains(t, p.Text, "refused", "every depth is offered")
}

func TestPickupIsOfferedWhenHandCardsExtendAMeldUpToTheDeepestCard(t *testing.T) {
	t.Parallel()
	// 8H can be laid off once 7H from the hand extends 4H-6H.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7H KC", "KD"}, pile: "8H 2D", melds: []string{"4H 5H 6H"}})
	o, ok := prompt(s, kindDraw).Option("8H")
	require.True(t, ok)
	assert.Contains(t, o.Detail, "extend meld 1")
	answer(t, s, kindDraw, "8H")
	assert.Nil(t, prompt(s, kindDiscard))
	assert.Equal(t, []string{"7H~1"}, optionIDs(s, kindLayOff), "only the lay-off that keeps 8H playable")
	answer(t, s, kindLayOff, "7H~1")
	answer(t, s, kindLayOff, "8H~1")
	assert.Nil(t, s.Owed)
	assert.NotNil(t, prompt(s, kindDiscard))
}

func TestPickupDetailNamesTheSetOrRunTheDeepestCardMakes(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 5S 6S", "KD"}, pile: "7H 4S 2D"})
	p := prompt(s, kindDraw)
	o, _ := p.Option("7H")
	assert.Equal(t, "You must play 7♥ this turn: set with 7♣ 7♦", o.Detail)
	o, _ = p.Option("4S")
	assert.Equal(t, "You must play 4♠ this turn: run 4♠–6♠", o.Detail)
}

func TestTheTurnCannotEndWhileTheDeepestCardIsUnplayed(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C 7H QD"})
	answer(t, s, kindDraw, "7H")
	assert.Nil(t, prompt(s, kindDiscard), "no discard is offered")
	assert.Contains(t, prompt(s, kindQuick).Text, "You must meld or lay off 7♥ before you can discard")
	before := mustEncode(t, s)
	_, err := try(s, kindDiscard, "2S")
	require.Error(t, err)
	assert.Equal(t, "You must meld or lay off 7♥ this turn before you discard", err.Error())
	assert.Equal(t, before, mustEncode(t, s))
}

func TestTheDeepestCardObligationIsFulfilledByMeldingIt(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C 7H QD"})
	answer(t, s, kindDraw, "7H")
	answer(t, s, kindMeld, "7C", "7D", "7H")
	assert.Nil(t, s.Owed)
	assert.Equal(t, []string{"2S"}, optionIDs(s, kindDiscard), "QD was taken this turn and cannot go back")
	answer(t, s, kindDiscard, "2S")
	assert.Equal(t, 1, s.Turn)
}

func TestTheDeepestCardObligationIsFulfilledByLayingItOff(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S KC", "KD"}, pile: "7H 2D", melds: []string{"@1 4H 5H 6H"}})
	answer(t, s, kindDraw, "7H")
	answer(t, s, kindLayOff, "7H~1")
	assert.Nil(t, s.Owed)
	assert.NotNil(t, prompt(s, kindDiscard))
}

func TestAMoveThatWouldStrandTheDeepestCardIsRefused(t *testing.T) {
	t.Parallel()
	// 7H owes a set with 7C 7D; melding 5C 6C 7C would leave it no way.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 5C 6C 2S", "KD"}, pile: "4H 7H QD"})
	answer(t, s, kindDraw, "7H")
	before := mustEncode(t, s)
	_, err := try(s, kindMeld, "5C", "6C", "7C")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no way to play 7♥")
	assert.Equal(t, before, mustEncode(t, s))
	assert.Equal(t, []string{"set-7"}, optionIDs(s, kindQuick), "the run that strands 7H is not offered")
}

func TestAStrandingLayOffIsNotOffered(t *testing.T) {
	t.Parallel()
	// 7H owes a set with 7C 7D; 7C could also go on the run of clubs.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4H 7H QD",
		melds: []string{"@1 4C 5C 6C"}})
	answer(t, s, kindDraw, "7H")
	assert.NotContains(t, optionIDs(s, kindLayOff), "7C~1")
}
