package bitch

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

func newGame(t *testing.T, seats int, opts map[string]string) *state {
	t.Helper()
	s, err := newState(games.Config{Seats: seats, Seed: 42, Options: opts})
	require.NoError(t, err)
	return s
}

func TestEachPlayerGetsFourBlindCardsAndNineMoreAndOneCardIsTurnedUp(t *testing.T) {
	t.Parallel()
	s := newGame(t, 3, map[string]string{optDecks: "1"})
	for seat := range 3 {
		assert.Len(t, s.Blind[seat], 4)
		assert.Len(t, s.Hands[seat], 9)
	}
	require.Len(t, s.Stack, 1)
	assert.True(t, s.Stack[0].Turned, "the middle card is face up, turned from the deck")
	assert.Len(t, s.Deck, 54-3*13-1)
	assert.Equal(t, phaseSetup, s.Phase)
}

func TestAutoTakesTheFewestDecksThatLeaveADrawPileOfTwentyAfterTheDeal(t *testing.T) {
	t.Parallel()
	for seats, want := range map[int]int{2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 7: 3, 8: 3} {
		s := newGame(t, seats, nil)
		assert.Equal(t, want, s.Decks, "%d players", seats)
		assert.GreaterOrEqual(t, len(s.Deck), 20, "%d players: a draw pile of 20 or more after the deal", seats)
		if want > 1 {
			assert.Less(t, (want-1)*54-seats*13-1, 20, "%d players: one deck fewer would leave under 20", seats)
		}
		assert.Len(t, s.Inventory(), want*54)
		assert.Equal(t, want*2, strings.Count(strings.Join(s.Inventory(), " "), "JK"), "two jokers per deck")
	}
	assert.Equal(t, 3, newGame(t, 2, map[string]string{optDecks: "3"}).Decks)
}

func TestTooFewDecksForThePlayersAreRefused(t *testing.T) {
	t.Parallel()
	_, err := newState(games.Config{Seats: 5, Options: map[string]string{optDecks: "1"}})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "choose 2 or more")
	_, err = newState(games.Config{Seats: 1})
	assert.Error(t, err)
	_, err = newState(games.Config{Seats: 9})
	assert.Error(t, err)
}

func TestTheHostDealsWhenAsked(t *testing.T) {
	t.Parallel()
	for seed := range uint64(10) {
		s, err := newState(games.Config{Seats: 5, Seed: seed, Options: map[string]string{optDealer: dealerHost}})
		require.NoError(t, err)
		assert.Equal(t, 0, s.Dealer)
	}
	dealers := map[int]bool{}
	for seed := range uint64(40) {
		s, err := newState(games.Config{Seats: 5, Seed: seed})
		require.NoError(t, err)
		dealers[s.Dealer] = true
	}
	assert.Len(t, dealers, 5, "a random dealer can be anyone")
}

func TestEveryPlayerLaysNakedPilesAtTheSameTime(t *testing.T) {
	t.Parallel()
	s := newGame(t, 3, nil)
	ps := s.Prompts()
	require.Len(t, ps, 3)
	for seat, p := range ps {
		assert.Equal(t, seat, p.Seat)
		assert.Equal(t, "pile1", p.ID)
	}
}

func TestANakedPileHoldsOneValueAndJokersMayJoin(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, nil)
	s.Hands[0] = cards.ParseAll("7H 7S JK 3C 4C 5C 6C 9C KD")
	s.derived.changed()
	assert.Equal(t, []string{"3", "4", "5", "6", "7", "9", "K", "W"}, optionIDs(t, s, 0), "one option per value, W the joker alone")
	answer(t, s, 0, "7")
	ids := optionIDs(t, s, 0)
	assert.Contains(t, ids, "7x2j1", "two 7s and the joker")
	for _, id := range ids {
		assert.NotContains(t, id, "x0j0")
	}
	answer(t, s, 0, "7x2j1")
	assert.Equal(t, "7♥ 7♠ Joker", cards.Join(s.Naked[0][0]))
	assert.Equal(t, "3C 4C 5C 6C 9C KD", handCodes(s, 0))
	assert.Contains(t, publicText(s.Public()), "7♥ 7♠ Joker", "naked cards are public")
}

func TestAPileValueWithOneWayToLayItLaysAtOnceAndAnyOtherAsksHowMany(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, nil)
	s.Hands[0] = cards.ParseAll("7H 7S JK 3C 4C 5C 6C 9C KD")
	s.derived.changed()
	answer(t, s, 0, "W")
	assert.Equal(t, "Joker", cards.Join(s.Naked[0][0]), "the one joker alone: laid at once")
	answer(t, s, 0, "3")
	assert.Equal(t, "3♣", cards.Join(s.Naked[0][1]), "a lone 3, no joker left to join: laid at once")
	answer(t, s, 0, "7")
	assert.Equal(t, "Naked pile 3 of 4: how many cards?", turnPrompt(t, s, 0).Text)
	assert.Equal(t, []string{"7x1j0", "7x2j0", "back"}, optionIDs(t, s, 0))
	answer(t, s, 0, "back")
	assert.Contains(t, optionIDs(t, s, 0), "K", "back at the values")
	assert.Len(t, s.Naked[0], 2, "nothing laid by choosing and going back")
	assert.Nil(t, s.Piling, "nobody choosing is recorded as it was before: equal states, equal bytes")
}

func TestAChosenPileValueSurvivesARestartAndStaysSecret(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, nil)
	public := publicText(s.Public())
	answer(t, s, 0, manyWays(t, s, 0))
	assert.Equal(t, public, publicText(s.Public()), "the board does not show a value chosen")
	data, err := s.Encode()
	require.NoError(t, err)
	back, err := Game{}.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, s.Prompts(), back.Prompts(), "the count question stands after a restart")
	bad := s.clone()
	bad.Piling[0] = pileValue(missingRank(s.Hands[0]))
	data, err = bad.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	assert.Error(t, err, "a pile value the hand cannot lay")
}

func TestEveryPileChoiceLeavesACardForEachPileStillToLay(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, nil)
	s.Hands[0] = cards.ParseAll("7H 7S 7C 7D JK JK 3C 4C 5C")
	s.derived.changed()
	// Pile 1 of 4: three piles remain, so at most 6 of the 9 cards.
	answer(t, s, 0, "7")
	for _, id := range optionIDs(t, s, 0) {
		if id != "back" {
			assert.LessOrEqual(t, pileSize(t, id), 6, id)
		}
	}
	assert.Contains(t, optionIDs(t, s, 0), "7x4j2")
	answer(t, s, 0, "7x4j2")
	// Pile 2: 3 cards left for 3 piles: one card each, laid at once.
	for _, id := range optionIDs(t, s, 0) {
		c := s.clone()
		answer(t, c, 0, id)
		require.Len(t, c.Naked[0], 2, id)
		assert.Len(t, c.Naked[0][1], 1, id)
	}
}

// manyWays is the first pile value seat may lay in more than one way.
func manyWays(t *testing.T, s *state, seat int) string {
	t.Helper()
	for _, o := range turnPrompt(t, s, seat).Options {
		if strings.HasSuffix(o.Label, "…") {
			return o.ID
		}
	}
	t.Fatalf("no pile value with a choice of how many in %s", handCodes(s, seat))
	return ""
}

// missingRank is a rank of which hand holds no card.
func missingRank(hand []cards.Card) cards.Rank {
	t := tally(hand)
	r := cards.Ace
	for t.rank[r] > 0 {
		r++
	}
	return r
}

// pileSize reads the card count of a pile option id "7x2j1".
func pileSize(t *testing.T, id string) int {
	t.Helper()
	var n, j int
	_, counts, _ := strings.Cut(id, "x")
	_, err := fmt.Sscanf(counts, "%dj%d", &n, &j)
	require.NoError(t, err, id)
	return n + j
}

func TestHandsAreFilledToFiveOnceThePilesAreLaid(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, nil)
	s.Hands[0] = cards.ParseAll("7H 7S 7C 3C 4C 5C 6C 9C KD")
	s.derived.changed()
	deck := len(s.Deck)
	for _, id := range []string{"7", "7x3j0", "3", "4", "5"} {
		answer(t, s, 0, id)
	}
	assert.Len(t, s.Hands[0], 5, "3 left, 2 drawn")
	assert.Len(t, s.Deck, deck-2)
	assert.Empty(t, games.PromptsFor(s.Prompts(), 0), "seat 0 waits for seat 1")
}

// layAll lays every seat's piles with the first option each time.
func layAll(t *testing.T, s *state) []games.Event {
	t.Helper()
	var ev []games.Event
	for s.Phase == phaseSetup {
		p := s.Prompts()[0]
		e, err := s.Apply(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{p.Options[0].ID}})
		require.NoError(t, err)
		ev = append(ev, e...)
	}
	return ev
}

func TestTheFirstPlayerIsDrawnAtRandomByDefault(t *testing.T) {
	t.Parallel()
	firsts := map[int]bool{}
	for seed := range uint64(30) {
		st, err := newState(games.Config{Seats: 3, Seed: seed})
		require.NoError(t, err)
		ev := layAll(t, st)
		assert.Equal(t, phasePlay, st.Phase)
		assert.Contains(t, eventText(ev), "is drawn to play first")
		firsts[st.Turn] = true
	}
	assert.Len(t, firsts, 3)
}

func TestTheDealerMayChooseTheFirstPlayer(t *testing.T) {
	t.Parallel()
	s := newGame(t, 4, map[string]string{optFirst: firstDealer, optDealer: dealerHost})
	layAll(t, s)
	require.Equal(t, phaseFirst, s.Phase)
	ps := s.Prompts()
	require.Len(t, ps, 1)
	assert.Equal(t, 0, ps[0].Seat, "the dealer (the host) chooses")
	assert.Len(t, ps[0].Options, 4)
	_, err := s.Apply(games.Answer{Seat: 0, PromptID: "first", Choices: []string{"seat2"}})
	require.NoError(t, err)
	assert.Equal(t, phasePlay, s.Phase)
	assert.Equal(t, 2, s.Turn)
}

func TestSetupKeepsEveryCard(t *testing.T) {
	t.Parallel()
	s := newGame(t, 8, map[string]string{optDecks: "4"})
	before := slices.Sorted(slices.Values(s.Inventory()))
	layAll(t, s)
	assert.Equal(t, before, slices.Sorted(slices.Values(s.Inventory())))
}
