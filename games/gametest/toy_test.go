package gametest

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

func TestASoundGamePassesTheSuite(t *testing.T) {
	Run(t, Suite{Game: Toy{}, Games: 200, Scenes: true})
}

func TestTheSuiteCatchesFlawedGames(t *testing.T) {
	t.Parallel()
	for flaw, want := range map[string]string{
		"leak":                  "public view depends on cards hidden",
		"peek":                  "seat 0's view depends on cards hidden",
		"no-determinize":        "no Determinize",
		"loses-cards":           "cards not conserved",
		"lax":                   "invalid answer accepted",
		"any-seat":              "invalid answer accepted",
		"dups":                  "invalid answer accepted",
		"dirty-refusal":         "changed the state",
		"lossy-decode":          "Encode(Decode(Encode())) differs",
		"outside-seed":          "does not rebuild the snapshot",
		"endless":               "no end after",
		"colon-ids":             "option id",
		"long-result":           "characters of lines",
		"refuses-low":           "but refuses it",
		"shared-clone":          "Clone shares memory",
		"waiting-differs":       "but the prompts wait on",
		"legal-misses":          "Legal(0) misses option",
		"legal-refused":         "but Apply refuses it",
		"legal-few-pairs":       "did not list",
		"play-differs":          "Play and Apply of",
		"bad-suggest":           "which Apply refuses",
		"eval-range":            "outside [0, 1]",
		"bad-playouts":          "want a share of heuristic moves",
		"forgets-known":         "a known card moved",
		"scene-leak":            "the public scene changes",
		"speak-mutates":         "changed the state",
		"speak-reorders":        "changes the prompts' ids",
		"speak-english-differs": "said in English differs",
		"speak-id-leak":         "says a message id",
		"speak-overflow":        "said in en-XA",
		"speak-event-msg":       "an event's Msg says",
		"speak-scene-id-leak":   "says a message id",
		"speak-summary-msg":     "the result's SummaryMsg says",
	} {
		// As in Run, a few seeded games, up to the first that fails:
		// the checks sample one prompt per step.
		var err error
		for seed := uint64(1); err == nil && seed <= 20; seed++ {
			err = Play(Toy{Flaw: flaw}, games.Config{Seats: 2, Seed: seed}, true, 100)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("flaw %s: got %v, want an error containing %q", flaw, err, want)
		}
	}
}

func TestTheSuiteRefusesARulesPageDiscordCannotShow(t *testing.T) {
	t.Parallel()
	if err := checkRules(Toy{}.Info().Rules); err != nil {
		t.Errorf("a plain page: %v", err)
	}
	for flaw, want := range map[string]string{
		"table-rules":        "Markdown table",
		"comment-rules":      "HTML comment",
		"wrapped-rules":      "continues the line above",
		"untitled-rules":     "title",
		"long-rules":         "a section of",
		"bare-heading-rules": "nothing under it",
		"this-page-rules":    "this page",
	} {
		err := checkRules(Toy{Flaw: flaw}.Info().Rules)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("flaw %s: got %v, want an error naming %q", flaw, err, want)
		}
	}
}

func TestTheSuiteRefusesACountThatDisagreesWithItsNoun(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"1 cards in the deck", "The deck has 1 cards; anyone may call", "Ann gets 1 +1 power counter.", "in hand −0.", "1 Jokers"} {
		if err := checkWords([]games.Prompt{{ID: "p", Text: bad}}, nil, nil); err == nil {
			t.Errorf("%q passed", bad)
		}
	}
	for _, good := range []string{"1 card in the deck", "11 cards", "Draw 2 cards", "in hand −10.", "in hand 0.", "a +1 power counter"} {
		if err := checkWords(nil, []games.View{{Lines: []string{good}}}, []games.Event{{Text: good}}); err != nil {
			t.Errorf("%q: %v", good, err)
		}
	}
}

// saidToy is the toy with an Info said in each language by info.
type saidToy struct {
	Toy
	info func(l games.Lang) games.Info
}

func (g saidToy) InfoIn(l games.Lang) games.Info { return g.info(l) }

func TestTheSuiteRefusesAnInfoThatChangesMoreThanWordsInALanguage(t *testing.T) {
	t.Parallel()
	sound := saidToy{info: func(l games.Lang) games.Info {
		info := Toy{}.Info()
		info.Name = l.Tag() + " toy"
		return info
	}}
	assert.Empty(t, checkInfoSaid(sound), "a language may change the words")
	for what, change := range map[string]func(*games.Info){
		"slug, seats or options differ": func(i *games.Info) { i.Slug = "spielzeug" },
		"rules page in":                 func(i *games.Info) { i.Rules = "Spiel hoch.\n" },
	} {
		flawed := saidToy{info: func(l games.Lang) games.Info {
			info := Toy{}.Info()
			if l.Tag() != "en-US" {
				change(&info)
			}
			return info
		}}
		errs := checkInfoSaid(flawed)
		require.NotEmpty(t, errs, what)
		assert.Contains(t, errs[0].Error(), what)
	}
}

// A screen reads in the language asked for, every text in the same place
// as in English, so a game's test can hold one language to another.
func TestAScreenReadsInTheReadersLanguageTextForText(t *testing.T) {
	t.Parallel()
	st, err := Toy{}.New(games.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	sc := Screen{State: st, Seats: 2}
	en, de := sc.In(lang.Get(lang.English)), sc.In(lang.Get(lang.German))
	require.Len(t, de, len(en))
	assert.Contains(t, en, "Play a card")
	assert.Contains(t, de, "Spiel eine Karte")
	assert.Equal(t, slices.Index(en, "Play a card"), slices.Index(de, "Spiel eine Karte"))
}
