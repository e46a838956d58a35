package birdrummy

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// optionLabel is the label of option id of seat 0's prompt name.
func optionLabel(t *testing.T, s *state, name, id string) string {
	t.Helper()
	p, ok := prompt(s, 0, name)
	require.True(t, ok, "no %s prompt", name)
	for _, o := range p.Options {
		if o.ID == id {
			return o.Label
		}
	}
	t.Fatalf("no option %s in %s", id, name)
	return ""
}

// onlyDeck leaves the deck the given cards, the rest in Heaven.
func onlyDeck(t *testing.T, s *state, keys ...string) {
	t.Helper()
	onDeck(t, s, keys...)
	s.Heaven = append(s.Heaven, s.Deck[:len(s.Deck)-len(keys)]...)
	s.Deck = s.Deck[len(s.Deck)-len(keys):]
}

// The Cuckoos' ③ shuffles the Forest into the deck and draws 2: with the
// deck and the Forest down to a card each it empties both, which ends
// the game, here against the player who spends it. Its button says so.
func TestAnAbilityThatEndsTheGameAgainstItsPlayerSaysSo(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "cuckoo", 3)
	nest(t, s, 1, "sparrow", 8)
	forest(t, s, "owl")
	onlyDeck(t, s, "crow", "dove") // the Cuckoos give one to seat 1
	act(t, s, 0, pPlay, "b.cuckoo.3")
	use := s.cat.defs[s.cat.Def("cuckoo")].useID[1]
	label := optionLabel(t, s, pUse, use)
	assert.True(t, strings.HasSuffix(label, "· ends the game: you lose"), "a nest of 3 against 8 sparrows: %q", label)
	assert.NotContains(t, optionLabel(t, s, pUse, s.cat.defs[s.cat.Def("cuckoo")].useID[0]), "ends the game", "the ② draws nothing and ends nothing")

	// The warning is true.
	act(t, s, 0, pUse, use)
	r := s.Result()
	require.NotNil(t, r, "the deck and the Forest are empty")
	assert.Equal(t, 2, r.Rank[0])
}

func TestADrawThatEndsTheGameWhileAheadSaysNothingOfLosing(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDraw
	nest(t, s, 0, "sparrow", 8)
	give(t, s, 0, "owl", 1)
	forest(t, s, "crow")
	onlyDeck(t, s, "dove")
	assert.NotContains(t, optionLabel(t, s, pDraw, optDeck), "lose", "8 sparrows against nothing win")
	s.Nests[0], s.Nests[1] = s.Nests[1], s.Nests[0]
	assert.Contains(t, optionLabel(t, s, pDraw, optDeck), "ends the game: you lose", "nothing against 8 sparrows loses")
}
