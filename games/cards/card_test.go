package cards

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestEveryCardRoundTripsThroughItsCode(t *testing.T) {
	t.Parallel()
	for _, c := range append(Deck(), Joker) {
		got, err := Parse(c.Code())
		require.NoError(t, err)
		assert.Equal(t, c, got)
	}
	assert.Equal(t, MustParse("10H"), MustParse(" 10h "), "either case, spaces trimmed")
}

func TestADeckHolds52DistinctCards(t *testing.T) {
	t.Parallel()
	seen := map[Card]bool{}
	for _, c := range Deck() {
		assert.True(t, c.Valid())
		assert.False(t, seen[c], c.String())
		seen[c] = true
	}
	assert.Len(t, seen, 52)
}

func TestDecksAddJokersPerDeck(t *testing.T) {
	t.Parallel()
	d := Decks(3, 2)
	assert.Len(t, d, 3*54)
	assert.Equal(t, 6, Count(d, Joker))
	assert.Equal(t, 3, Count(d, MustParse("7H")))
}

func TestCardsEncodeAsReadableCodes(t *testing.T) {
	t.Parallel()
	b, err := json.Marshal(ParseAll("10H AS JK"))
	require.NoError(t, err)
	assert.JSONEq(t, `["10H","AS","JK"]`, string(b))
	var back []Card
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, ParseAll("10H AS JK"), back)
}

func TestBadCodesAreRefused(t *testing.T) {
	t.Parallel()
	for _, code := range []string{"", "1H", "11H", "AX", "Z", "0S", "5XH", "7AS", "05H", "+5H", "10 H", "JKS"} {
		_, err := Parse(code)
		assert.Error(t, err, code)
	}
	_, err := json.Marshal(Card(0))
	assert.Error(t, err)
}

func TestShuffleIsDeterministicPerSeed(t *testing.T) {
	t.Parallel()
	a, b := Deck(), Deck()
	r1, r2 := games.NewRNG(7), games.NewRNG(7)
	Shuffle(a, &r1)
	Shuffle(b, &r2)
	assert.Equal(t, a, b)
	assert.NotEqual(t, Deck(), a)
}

func TestRemoveTakesOneCopy(t *testing.T) {
	t.Parallel()
	cs := ParseAll("AS 2S AS")
	cs, ok := Remove(cs, MustParse("AS"))
	assert.True(t, ok)
	assert.Equal(t, ParseAll("2S AS"), cs)
	_, ok = Remove(cs, MustParse("KD"))
	assert.False(t, ok)
}
