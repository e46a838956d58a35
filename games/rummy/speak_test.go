package rummy

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
	"github.com/deckhand/deckhand/games/lang"
)

// heard is a language that remembers every message it said, nested ones
// included, so a test can compare one message across languages.
type heard struct {
	games.Lang
	ids map[string]games.Text
}

func hearing(tag string) *heard { return &heard{Lang: lang.Get(tag), ids: map[string]games.Text{}} }

func (h *heard) Say(t games.Text) string {
	h.note(t)
	return h.Lang.Say(t)
}

func (h *heard) note(t games.Text) {
	if t.ID == "" {
		return
	}
	h.ids[t.ID] = t
	for _, a := range t.Args {
		switch v := a.(type) {
		case games.Text:
			h.note(v)
		case []games.Text:
			for _, x := range v {
				h.note(x)
			}
		}
	}
}

// sentence reports whether an English message says words of its own
// beyond its arguments: two words or more once its {{actions}} are gone.
// A name, a number or a card code may read the same in every language.
var action = regexp.MustCompile(`\{\{[^}]*\}\}`)

func sentence(english string) bool {
	words := 0
	for _, w := range strings.Fields(action.ReplaceAllString(english, "")) {
		if strings.IndexFunc(w, func(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }) >= 0 {
			words++
		}
	}
	return words >= 2
}

// catalog reads assets/rummy/lang/<name>.json as id → message (a
// plural's "other" form).
func catalog(t *testing.T, name string) map[string]string {
	t.Helper()
	var tree map[string]any
	require.NoError(t, json.Unmarshal(assets.Read("rummy/lang/"+name+".json"), &tree))
	out := map[string]string{}
	var walk func(prefix string, node map[string]any)
	walk = func(prefix string, node map[string]any) {
		for k, v := range node {
			switch x := v.(type) {
			case string:
				out[prefix+k] = x
			case map[string]any:
				if other, ok := x["other"].(string); ok {
					out[prefix+k] = other
					continue
				}
				walk(prefix+k+".", x)
			}
		}
	}
	walk("", tree)
	return out
}

// Random matches, walked by the kit (gametest.EveryScreen), are said in
// German and Portuguese: each message said whose English is a sentence
// reads otherwise. (That no id shows and every button fits the longest
// language, the kit checks for every game.)
func TestEveryWordOfAGameInGermanAndPortugueseComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	english := lang.Get(lang.English)
	langs := []*heard{hearing(lang.German), hearing(lang.Portuguese)}
	var cfgs []games.Config
	for _, wrap := range []string{"on", "off"} {
		cfgs = append(cfgs, games.Config{Seats: 2, Options: map[string]string{optWrap: wrap, optTarget: "100"}})
	}
	gametest.EveryScreen(t, gametest.Walk{Game: Game{}, Configs: cfgs, Games: 15}, func(sc gametest.Screen) {
		for _, l := range langs {
			sc.In(l)
		}
	})
	source := catalog(t, "en")
	for _, l := range langs {
		require.NotEmpty(t, l.ids, "%s: no message was said through the language: the state is no Speaker", l.Tag())
		for id, text := range l.ids {
			en := english.Say(text)
			if said := l.Lang.Say(text); said == en && sentence(source[id]) {
				t.Errorf("%s: %s reads as in English: %q", l.Tag(), id, said)
			}
		}
	}
}
