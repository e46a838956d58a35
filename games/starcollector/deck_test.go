package starcollector

import (
	"strings"
	"testing"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheDeckFollowsTheRulings(t *testing.T) {
	t.Parallel()
	d, err := standard()
	require.NoError(t, err)
	assert.GreaterOrEqual(t, d.Size(), 40)
	assert.LessOrEqual(t, d.Size(), 48)
	specials := 0
	for _, k := range d.Kinds {
		assert.True(t, k.Stars >= 1 && k.Stars <= 3, k.ID)
		assert.True(t, k.Fight >= 1 && k.Fight <= 6, k.ID)
		assert.True(t, k.Draw >= 1 && k.Draw <= 6, k.ID)
		if max(k.Fight, k.Draw) >= 5 {
			assert.Equal(t, 1, k.Stars, "%s: a strong fight or draw has few stars", k.ID)
		}
		if k.Special != nil {
			specials += k.Copies
		}
	}
	assert.GreaterOrEqual(t, specials, 6)
}

func TestTheDeckHasTheTwoSpecialCardsOfTheOriginalRules(t *testing.T) {
	t.Parallel()
	d, err := standard()
	require.NoError(t, err)
	var fightThreeAndDraw, fightOneBeatsSix bool
	for _, k := range d.Kinds {
		fightThreeAndDraw = fightThreeAndDraw || k.textFight == "Fight 3 and draw a card."
		fightOneBeatsSix = fightOneBeatsSix || (k.effect == effBeats && k.Fight == 1 && k.Special.N == 6)
	}
	assert.True(t, fightThreeAndDraw, `no "fight 3 and draw a card"`)
	assert.True(t, fightOneBeatsSix, `no "fight 1 but beats fight 6"`)
}

func TestEverySpecialKindIsInTheDeck(t *testing.T) {
	t.Parallel()
	d, err := standard()
	require.NoError(t, err)
	used := map[string]bool{}
	for _, k := range d.Kinds {
		used[k.effect] = true
	}
	for kind := range effects {
		assert.True(t, used[kind], "special %q is in no card", kind)
	}
}

func TestABadDeckIsRefused(t *testing.T) {
	t.Parallel()
	good := string(assets.Read(deckPath))
	_, err := ParseDeck([]byte(good))
	require.NoError(t, err)
	// Each case replaces old by new in the good deck (every occurrence
	// when all is set) and expects an error containing want.
	cases := []struct {
		name, old, new, want string
		all                  bool
	}{
		{"stars above 3", `"id": "comet", "name": "Comet", "stars": 1`, `"id": "comet", "name": "Comet", "stars": 4`, "stars must be 1 to 3", false},
		{"no stars", `"id": "comet", "name": "Comet", "stars": 1`, `"id": "comet", "name": "Comet", "stars": 0`, "stars must be 1 to 3", false},
		{"fight 7", `"fight": 6, "draw": 1`, `"fight": 7, "draw": 1`, "fight and draw must be 1 to 6", false},
		{"draw 0", `"fight": 6, "draw": 1`, `"fight": 6, "draw": 0`, "fight and draw must be 1 to 6", false},
		{"a strong card with many stars", `"id": "comet", "name": "Comet", "stars": 1`, `"id": "comet", "name": "Comet", "stars": 2`, "strong cards have few stars", false},
		{"too strong in all", `"stars": 2, "fight": 3, "draw": 3`, `"stars": 2, "fight": 4, "draw": 3`, "fight + draw + stars is 9", false},
		{"an id twice", `"id": "meteor"`, `"id": "comet"`, `card id "comet" used twice`, false},
		{"a bad id", `"id": "meteor"`, `"id": "Meteor!"`, "id must be", false},
		{"no name", `"name": "Meteor"`, `"name": ""`, "name must be", false},
		{"too few cards", `"copies": 3}`, `"copies": 1}`, "30 cards; a deck has 40 to 48", true},
		{"too many cards", `"copies": 2}`, `"copies": 12}`, "a deck has 40 to 48", false},
		{"no copies", `"fight": 6, "draw": 1, "copies": 3`, `"fight": 6, "draw": 1, "copies": 0`, "copies must be at least 1", false},
		{"an unknown special", `"kind": "keep"`, `"kind": "steal"`, `unknown special "steal"`, false},
		{"a special number where none is taken", `"kind": "keep"`, `"kind": "keep", "n": 2`, "takes no number", false},
		{"fight-draw of 0", `"kind": "fight-draw", "n": 1`, `"kind": "fight-draw"`, "fight-draw draws 1 to 3", false},
		{"beats its own number", `"kind": "beats", "n": 6`, `"kind": "beats", "n": 1`, "beats must name a fight number above", false},
		{"an unknown field", `"copies": 2}`, `"copies": 2, "colour": "red"}`, `unknown field "colour"`, false},
		{"not json", `{`, `[`, "deck:", false},
		{"a name too long for a button", `"name": "Meteor"`, `"name": "Meteor Meteor Meteor Meteor"`, "name must be 1 to 24", false},
		{"no name for the deck", `"name": "Star Collector standard deck"`, `"name": ""`, "the deck needs a name", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			require.Contains(t, good, c.old)
			n := 1
			if c.all {
				n = -1
			}
			bad := strings.Replace(good, c.old, c.new, n)
			_, err := ParseDeck([]byte(bad))
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestTooFewSpecialCardsIsRefused(t *testing.T) {
	t.Parallel()
	bad := `{"name": "plain", "cards": [
		{"id": "a", "name": "A", "stars": 1, "fight": 6, "draw": 1, "copies": 20},
		{"id": "b", "name": "B", "stars": 2, "fight": 2, "draw": 4, "copies": 15},
		{"id": "c", "name": "C", "stars": 1, "fight": 3, "draw": 2, "copies": 5, "special": {"kind": "wins-ties"}}]}`
	_, err := ParseDeck([]byte(bad))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "5 special cards; a deck has at least 6")
}

func TestAStateWithCardsNotOfTheDeckIsRefused(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula"}}})
	data, err := s.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	require.Error(t, err, "a state without the whole deck was accepted")
	assert.Contains(t, err.Error(), "copies of")

	full, err := newState(games.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	data, err = full.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	require.NoError(t, err)
	_, err = Game{}.Decode([]byte(strings.Replace(string(data), `"comet"`, `"moon"`, 1)))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown card "moon"`)
}
