package birdrummy

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/assets"
)

func TestTheShippedDeckFollowsTheRulings(t *testing.T) {
	t.Parallel()
	cat, err := defaultCatalog()
	require.NoError(t, err)
	assert.GreaterOrEqual(t, cat.birds, 8, "at least 8 species")
	names := map[string]bool{}
	special, resources, effects := 0, 0, 0
	for _, df := range cat.defs {
		names[df.Name] = true
		switch df.Kind {
		case kindBird:
			assert.True(t, df.Copies >= 6 && df.Copies <= 8, "%s: %d copies", df.Key, df.Copies)
			assert.True(t, len(df.Abilities) >= 2 && len(df.Abilities) <= 3, "%s abilities", df.Key)
			for _, a := range df.Abilities {
				assert.True(t, a.Cost >= 1 && a.Cost <= 3, "%s cost %d", df.Key, a.Cost)
			}
			if len(df.When) > 0 || df.Score != nil {
				special++
			}
		case kindResource:
			resources++
		case kindEffect:
			effects++
		}
	}
	assert.True(t, names["Scrub Jay"] && names["Sparrow"], "Scrub Jay and Sparrow")
	assert.GreaterOrEqual(t, special, 3, "species with When/At effects or conditional scoring")
	assert.Positive(t, resources)
	assert.Positive(t, effects)
}

// mutate returns the shipped deck changed by f, as JSON.
func mutate(t *testing.T, f func(d *DeckData)) []byte {
	t.Helper()
	var d DeckData
	require.NoError(t, json.Unmarshal(assets.Read(deckPath), &d))
	f(&d)
	b, err := json.Marshal(d)
	require.NoError(t, err)
	return b
}

func TestABadDeckIsRefused(t *testing.T) {
	t.Parallel()
	cases := map[string]func(d *DeckData){
		"too few species":        func(d *DeckData) { d.Birds = d.Birds[:7] },
		"5 copies":               func(d *DeckData) { d.Birds[0].Copies = 5 },
		"9 copies":               func(d *DeckData) { d.Birds[0].Copies = 9 },
		"one ability":            func(d *DeckData) { d.Birds[1].Abilities = d.Birds[1].Abilities[:1] },
		"four abilities":         func(d *DeckData) { d.Birds[0].Abilities = append(d.Birds[0].Abilities, d.Birds[0].Abilities[0]) },
		"cost 4":                 func(d *DeckData) { d.Birds[0].Abilities[0].Cost = 4 },
		"cost 0":                 func(d *DeckData) { d.Birds[0].Abilities[0].Cost = 0 },
		"unknown primitive":      func(d *DeckData) { d.Birds[0].Abilities[0].Do[0].Do = "fly" },
		"draw 0":                 func(d *DeckData) { d.Birds[1].Abilities[0].Do[0].N = 0 },
		"discard to the river":   func(d *DeckData) { d.Effects[0].Do[0].To = "river" },
		"points bought w/points": func(d *DeckData) { d.Birds[0].Abilities[0].Do = []Op{{Do: OpPoints, N: 2}} },
		"no Scrub Jay":           func(d *DeckData) { d.Birds[0].Name = "Blue Jay" },
		"no Sparrow":             func(d *DeckData) { d.Birds[1].Name = "Finch" },
		"duplicate key":          func(d *DeckData) { d.Birds[1].Key = d.Birds[0].Key },
		"no resources":           func(d *DeckData) { d.Resources = nil },
		"no effects":             func(d *DeckData) { d.Effects = nil },
		"unknown trigger":        func(d *DeckData) { d.Resources[0].When[0].On = "dusk" },
		"a chaining lose effect": func(d *DeckData) { d.Resources[2].When[0].Do = []Op{{Do: OpBanish}} },
		"an effect with no text": func(d *DeckData) { d.Effects[0].Do = nil },
		"a resource that acts":   func(d *DeckData) { d.Resources[0].Do = []Op{{Do: OpDraw, N: 1}} },
		"a score that is plain":  func(d *DeckData) { d.Birds[1].Score = &Score{Min: 2, Each: 1} },
		"a key with spaces":      func(d *DeckData) { d.Birds[0].Key = "scrub jay" },
		"no special bird": func(d *DeckData) {
			for i := range d.Birds {
				d.Birds[i].When, d.Birds[i].Score = nil, nil
			}
		},
	}
	for name, f := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := ParseDeck(mutate(t, f))
			assert.Error(t, err)
		})
	}
	_, err := ParseDeck([]byte(`{"birds": [], "colour": "blue"}`))
	assert.ErrorContains(t, err, "unknown field")
	_, err = ParseDeck([]byte(`{not json`))
	assert.Error(t, err)
}

func TestCardTextIsGeneratedFromTheData(t *testing.T) {
	t.Parallel()
	cat, err := defaultCatalog()
	require.NoError(t, err)
	text := func(key string) string { return cat.defs[cat.Def(key)].text }
	assert.Equal(t, "① Draw a card. ② Take the top card of the Forest. Draw a card. Counts double while your flock has 5 or more.", text("sparrow"))
	assert.Equal(t, "① Look at your opponent's hand. ② Your opponent discards a card to Heaven. ③ Steal a bird from your opponent's nest into yours.", text("scrubjay"))
	assert.Equal(t, "① Your opponent discards a random card to the Forest. ③ Move a bird from your opponent's nest to Heaven. When you play Crows: look at your opponent's hand.", text("crow"))
	assert.Equal(t, "Resource, stays in play. At the start of your turn: draw a card.", text("feeder"))
	assert.Equal(t, "Effect, main phase: Your opponent discards 2 cards to the Forest.", text("storm"))
	assert.Equal(t, "Resource, stays in play. When you play birds: gain an ability point for any birds you play this turn.", text("birdbath"))
	assert.Equal(t, "② Return a bird from your opponent's nest to their hand. ③ Shuffle the Forest and put it under the deck. Draw 2 cards. When you play Cuckoos: your opponent draws a card.", text("cuckoo"))
	assert.True(t, strings.HasSuffix(text("hummer"), " At the start of your turn, with Hummingbirds in your nest: draw a card."), text("hummer"))
	assert.True(t, strings.HasSuffix(text("dove"), " When a Dove leaves your nest: draw a card."), text("dove"))
	assert.True(t, strings.HasSuffix(text("owl"), " Your flock scores 2 more while it has 3 or more."), text("owl"))
}

func TestANewCardFromExistingPrimitivesIsOnlyData(t *testing.T) {
	t.Parallel()
	data := mutate(t, func(d *DeckData) {
		d.Birds = append(d.Birds, BirdData{Key: "wren", Name: "Wren", Plural: "Wrens", Copies: 6,
			Abilities: []Ability{{Cost: 1, Do: []Op{{Do: OpShuffle}}}, {Cost: 2, Do: []Op{{Do: OpSteal}, {Do: OpDraw, N: 1}}}},
			Score:     &Score{Min: 2, Bonus: 1}})
	})
	cat, err := ParseDeck(data)
	require.NoError(t, err)
	wren := cat.defs[cat.Def("wren")]
	assert.Equal(t, "① Shuffle the Forest and put it under the deck. ② Steal a bird from your opponent's nest into yours. Draw a card. Your flock scores 1 more while it has 2 or more.", wren.text)
	assert.Equal(t, len(cat.cards), 6+len(mustDefault(t).cards))
}

func mustDefault(t *testing.T) *Catalog {
	t.Helper()
	cat, err := defaultCatalog()
	require.NoError(t, err)
	return cat
}

func TestEveryAbilityTextFitsAnOptionDetail(t *testing.T) {
	t.Parallel()
	for _, df := range mustDefault(t).defs {
		for _, a := range df.abilityText {
			assert.LessOrEqual(t, len([]rune(a)), 100, a)
		}
		assert.LessOrEqual(t, len([]rune(df.detail)), 100)
		assert.False(t, strings.Contains(df.text, "%!"), df.text)
	}
}
