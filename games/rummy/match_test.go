package rummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

func TestADealFromOneDeckGivesSevenCardsEachAndTurnsUpOneCard(t *testing.T) {
	t.Parallel()
	st, err := Game{}.New(testConfig(nil))
	require.NoError(t, err)
	s := st.(*state)
	assert.Len(t, s.Hands[0], 7)
	assert.Len(t, s.Hands[1], 7)
	assert.Len(t, s.Pile, 1)
	assert.Len(t, s.Stock, 52-15)
	assert.ElementsMatch(t, cards.Codes(cards.Deck()), s.Inventory(), "one 52-card deck, no jokers")
	assert.Equal(t, 1-s.Dealer, s.Turn, "the non-dealer leads")
	assert.Equal(t, phaseDraw, s.Phase)
}

func TestTheFirstDealerIsDrawnAndTheDealAlternates(t *testing.T) {
	t.Parallel()
	dealers := map[int]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		st, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
		require.NoError(t, err)
		dealers[st.(*state).Dealer] = true
	}
	assert.Len(t, dealers, 2, "either seat may deal first")

	s := build(t, table{hands: [2]string{"9D", "KD"}})
	s.Dealer = 1
	answer(t, s, kindDiscard, "9D")
	answer(t, s, kindNext, optNext)
	answer(t, s, kindNext, optNext)
	assert.Equal(t, 2, s.Round)
	assert.Equal(t, 0, s.Dealer, "the deal passes")
	assert.Equal(t, 1, s.Turn, "and the new non-dealer leads")
	assert.Len(t, s.Hands[0], 7)
	assert.Empty(t, s.Melds)
}

func TestTheNextRoundStartsOnlyWhenBothPlayersChooseIt(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"9D", "KD"}})
	answer(t, s, kindDiscard, "9D")
	ps := s.Prompts()
	require.Len(t, ps, 2, "both players are asked")
	for _, p := range ps {
		assert.True(t, p.Public, "Next round / End match are buttons on the board")
		assert.Equal(t, "next-1", p.ID)
	}
	answer(t, s, kindNext, optNext)
	assert.Equal(t, phaseTally, s.Phase)
	assert.Equal(t, []int{1}, games.Waiting(s.Prompts()))
	assert.Contains(t, s.Public().Lines, "Both choose: **Next round** (both must) or **End match** (either may). {seat0} is ready.")
	answer(t, s, kindNext, optNext)
	assert.Equal(t, phaseDraw, s.Phase)
	assert.Equal(t, 2, s.Round)
}

func TestEitherPlayerMayEndTheMatch(t *testing.T) {
	t.Parallel()
	for seat := 0; seat < 2; seat++ {
		s := build(t, table{hands: [2]string{"9D", "KD"}})
		answer(t, s, kindDiscard, "9D")
		_, err := s.Apply(games.Answer{Seat: seat, PromptID: "next-1", Choices: []string{optEnd}})
		require.NoError(t, err)
		require.NotNil(t, s.Result())
		assert.Empty(t, s.Prompts())
		assert.True(t, s.Ended)
		assert.Contains(t, s.Public().Lines, "**Match over** (the players ended it). {seat0} wins the match 0 to −10.")
		_, err = s.Apply(games.Answer{Seat: 1 - seat, PromptID: "next-1", Choices: []string{optNext}})
		assert.ErrorIs(t, err, games.ErrOver)
	}
}

func TestTheMatchEndsWhenAPlayerReachesTheTarget(t *testing.T) {
	t.Parallel()
	s := build(t, table{target: 100, hands: [2]string{"AS AC AD 9D", "KD"},
		tally: []RoundScore{{Out: 1, Melded: [2]int{55, 10}}}})
	answer(t, s, kindMeld, "AS", "AC", "AD")
	answer(t, s, kindDiscard, "9D")
	r := s.Result()
	require.NotNil(t, r, "55 + 45 reaches 100: reaching is enough, no need to pass it")
	assert.Equal(t, []int{1, 2}, r.Rank)
	assert.Equal(t, []int{100, 0}, r.Score)
	assert.Equal(t, "{seat0} wins the match 100 to 0.", r.Summary)
	assert.Contains(t, s.Public().Lines, "**Match over** (a total reached 100). {seat0} wins the match 100 to 0.")
}

func TestTheHigherTotalWinsAndEqualTotalsTie(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseOver, hands: [2]string{"9D", "KD"},
		tally: []RoundScore{{Out: 0, Melded: [2]int{30, 10}}, {Out: 1, Melded: [2]int{0, 40}, InHand: [2]int{10, 0}}}})
	r := s.Result()
	assert.Equal(t, []int{2, 1}, r.Rank)
	assert.Equal(t, []int{20, 50}, r.Score)

	s = build(t, table{phase: phaseOver, hands: [2]string{"9D", "KD"},
		tally: []RoundScore{{Out: 0, Melded: [2]int{30, 10}}, {Out: 1, Melded: [2]int{0, 20}}}})
	r = s.Result()
	assert.Equal(t, []int{1, 1}, r.Rank)
	assert.Equal(t, "The match is tied at 30.", r.Summary)
}

func TestTheTallyShowsEveryRoundTheRunningTotalsAndTheDelta(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"9D", "KD"},
		tally: []RoundScore{{Out: 0, Melded: [2]int{30, 10}, InHand: [2]int{0, 25}}}})
	answer(t, s, kindDiscard, "9D")
	var tally string
	for _, f := range s.Public().Fields {
		if f.Name == "Match tally" {
			tally = f.Value
		}
	}
	assert.Equal(t, "Each round's scores, then the totals so far ({seat0} first, {seat1} second):\n"+
		"Round 1: +30, −15 · totals 30, −15\n"+
		"Round 2: 0, −10 · totals 30, −25\n"+
		"{seat0} leads by 55.", tally, "the tally is said in words: no arrows, slashes or Δ")
}

func TestALongTallyKeepsTheLatestRoundsAndSumsTheRest(t *testing.T) {
	t.Parallel()
	var tally []RoundScore
	for i := 0; i < 40; i++ {
		tally = append(tally, RoundScore{Out: i % 2, Melded: [2]int{5, 10}})
	}
	s := build(t, table{phase: phaseTally, target: 1000, hands: [2]string{"9D", "KD"}, tally: tally})
	v := s.Public()
	text := v.Fields[len(v.Fields)-1].Value
	assert.Contains(t, text, "Rounds 1–25: totals 125, 250")
	assert.Contains(t, text, "Round 40: +5, +10 · totals 200, 400")
	assert.NotContains(t, text, "Round 25:")
}

func TestOptionsAreCheckedAndDefaultTo500WithWrap(t *testing.T) {
	t.Parallel()
	st, err := Game{}.New(testConfig(nil))
	require.NoError(t, err)
	assert.Equal(t, 500, st.(*state).Target)
	assert.True(t, st.(*state).Wrap)
	st, err = Game{}.New(testConfig(map[string]string{optTarget: "250"}))
	require.NoError(t, err)
	assert.Equal(t, 250, st.(*state).Target)
	_, err = Game{}.New(testConfig(map[string]string{optTarget: "lots"}))
	assert.Error(t, err)
	_, err = Game{}.New(testConfig(map[string]string{optWrap: "maybe"}))
	assert.Error(t, err)
	_, err = Game{}.New(games.Config{Seats: 3})
	assert.Error(t, err)
}
