package birdrummy

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
	"github.com/deckhand/deckhand/games/lang"
)

// englishSentences are the English catalog's messages without arguments
// of three words or more: none may show to a reader of another language.
func englishSentences(t *testing.T) []string {
	t.Helper()
	var out []string
	for id, m := range catalogFile(t, "en") {
		if s, ok := m.(string); ok && !strings.Contains(s, "{{") && len(strings.Fields(s)) >= 3 &&
			!strings.HasPrefix(id, "birdrummy.card.") {
			out = append(out, s)
		}
	}
	require.NotEmpty(t, out)
	return out
}

// catalogFile reads the catalog of one language as written: id → a
// string, or the plural forms.
func catalogFile(t *testing.T, name string) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(assets.Read("birdrummy/lang/"+name+".json"), &m))
	return m
}

// No English sentence of the catalog shows to a reader of German or
// Portuguese, in random games walked by the kit (gametest.EveryScreen).
// (That no id shows, every event and result says its English text, and
// every button fits the longest language, the kit checks for every
// game.)
func TestEveryWordOfAGameInGermanAndPortugueseComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	english := englishSentences(t)
	readers := []games.Lang{lang.Get(lang.German), lang.Get(lang.Portuguese)}
	screens, walk := 0, gametest.Walk{Game: Game{}, Configs: []games.Config{{Seats: seats}}, Games: 10}
	gametest.EveryScreen(t, walk, func(sc gametest.Screen) {
		screens++
		for _, l := range readers {
			for _, text := range sc.In(l) {
				for _, en := range english {
					require.NotContains(t, text, en, "%s, %s: an English sentence of the catalog shows", sc.Where, l.Tag())
				}
			}
		}
	})
	// A game of Bird Rummy runs to a dozen answers at the least; the walk
	// plays fewer games in the short and race runs (gametest.Scale).
	assert.Greater(t, screens, 10*gametest.Scale(walk.Games, 1), "the games were played to their end")
}

// A stored event reads back in any language: its arguments keep their
// types through JSON, and a card's name is said in its reader's words.
func TestAnEventKeptInStorageReadsInGermanWithTheBirdsGermanName(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseMain
	give(t, s, 0, "sparrow", 2)
	ev, err := s.Apply(games.Answer{Seat: 0, PromptID: s.promptID(pPlay), Choices: []string{s.cat.defs[s.cat.Def("sparrow")].playID[2]}})
	require.NoError(t, err)
	require.NotEmpty(t, ev)
	b, err := json.Marshal(ev[0].Msg)
	require.NoError(t, err)
	var back games.Text
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, "{seat0} played 2 Sparrows (2 ability points).", ev[0].Text)
	assert.Equal(t, "{seat0} hat 2 Spatzen ausgespielt (2 Fähigkeitspunkte).", lang.Get(lang.German).Say(back))
	assert.Equal(t, "{seat0} baixou 2 Pardais (2 pontos de habilidade).", lang.Get(lang.Portuguese).Say(back))
}

// A reader of German gets a copy said in German; the state itself, and
// whatever another reader is shown, stays English.
func TestAGermanReaderLeavesTheBoardEnglishForEveryoneElse(t *testing.T) {
	t.Parallel()
	st, err := Game{}.New(games.Config{Seats: seats, Seed: 1})
	require.NoError(t, err)
	s := st.(*state)
	before, err := s.Encode()
	require.NoError(t, err)
	de := s.In(lang.Get(lang.German))
	assert.Equal(t, "Vogel-Rommé", de.Public().Title)
	assert.Contains(t, de.Prompts()[0].Text, "Würfelwurf")
	assert.Equal(t, "Bird Rummy", s.Public().Title)
	assert.Contains(t, s.Prompts()[0].Text, "dice roll")
	after, err := s.Encode()
	require.NoError(t, err)
	assert.Equal(t, before, after, "saying a state changes nothing of it")
	assert.Equal(t, s.Prompts()[0].ID, de.Prompts()[0].ID, "a German button answers the same prompt")
}

// sentence is an English message a translation must say in its own
// words: three words or more outside its arguments.
var argument = regexp.MustCompile(`\{\{[^}]*\}\}`)

func isSentence(msg string) bool {
	words := 0
	for _, w := range strings.Fields(argument.ReplaceAllString(msg, "")) {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			words++
		}
	}
	return words >= 3
}

func TestEachSentenceOfTheCatalogIsTranslatedNotCopied(t *testing.T) {
	t.Parallel()
	en := catalogFile(t, "en")
	for _, tag := range []string{"de", "pt-BR"} {
		tr := catalogFile(t, tag)
		for id, m := range en {
			for form, msg := range forms(m) {
				if isSentence(msg) {
					assert.NotEqual(t, msg, forms(tr[id])[form], "%s: %s (%s) is the English", tag, id, form)
				}
			}
		}
	}
}

// forms are a message's plural forms by name; "other" for a plain one.
func forms(m any) map[string]string {
	out := map[string]string{}
	switch v := m.(type) {
	case string:
		out["other"] = v
	case map[string]any:
		for k, f := range v {
			out[k] = fmt.Sprint(f)
		}
	}
	return out
}

// The English catalog names every card as the deck does: the deck's
// names are what its checks and the older tests read.
func TestTheEnglishCatalogNamesTheCardsAsTheDeckDoes(t *testing.T) {
	t.Parallel()
	cat := mustDefault(t)
	for i, df := range cat.defs {
		assert.Equal(t, df.Name, cat.en.defs[i].name, df.Key)
		assert.Equal(t, df.Plural, cat.en.defs[i].plural, df.Key)
		_, named := df.nameArg.(games.Text)
		assert.True(t, named, "%s has its name in the catalog", df.Key)
	}
}
