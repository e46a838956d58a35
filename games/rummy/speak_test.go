package rummy

import (
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
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

// screen is everything a state shows in one language: the board, each
// hand, every prompt, both seats' scenes and the board's, and the result.
type screen struct {
	texts   []string
	labels  []string
	details []string
	prompts []string
}

func (sc *screen) add(ss ...string) { sc.texts = append(sc.texts, ss...) }

func (sc *screen) view(v games.View) {
	sc.add(v.Title)
	sc.add(v.Lines...)
	for _, f := range v.Fields {
		sc.add(f.Name, f.Value)
	}
}

func (sc *screen) scene(s games.Scene) {
	sc.add(s.Title, s.Caption)
	sc.add(s.Notes...)
	for _, a := range s.Areas {
		sc.add(a.Title, a.Status)
		for _, f := range a.Figures {
			sc.add(f.Label, f.Value)
		}
		for _, z := range a.Zones {
			sc.add(z.Name, z.Note)
		}
	}
	if s.Chart != nil {
		sc.add(s.Chart.Title, s.Chart.Note)
	}
}

func look(st games.State) screen {
	var sc screen
	sc.view(st.Public())
	sc.scene(st.(games.Scener).Scene(-1))
	for seat := range 2 {
		sc.view(st.Private(seat))
		sc.scene(st.(games.Scener).Scene(seat))
	}
	for _, p := range st.Prompts() {
		sc.prompts = append(sc.prompts, p.Text)
		for _, o := range p.Options {
			sc.labels = append(sc.labels, o.Label)
			sc.details = append(sc.details, o.Detail)
		}
	}
	if r := st.Result(); r != nil {
		sc.add(r.Summary)
		sc.add(r.Why...)
	}
	return sc
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

// playInEveryLanguage plays random matches from fixed seeds and reads
// every state in German, Portuguese and the pseudo language, and every
// event the match told.
func playInEveryLanguage(t *testing.T, matches int, read func(l *heard, st games.State), told func(ev games.Event)) map[string]*heard {
	t.Helper()
	langs := map[string]*heard{}
	for _, tag := range []string{lang.German, lang.Portuguese, lang.Pseudo} {
		langs[tag] = hearing(tag)
	}
	for i := range matches {
		for _, wrap := range []string{"on", "off"} {
			g, err := Game{}.New(games.Config{Seats: 2, Seed: uint64(i) + 700, Options: map[string]string{optWrap: wrap, optTarget: "100"}})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(uint64(i), 11))
			for step := 0; ; step++ {
				for _, l := range langs {
					read(l, games.In(g, l))
				}
				if g.Result() != nil {
					break
				}
				_, evs, err := games.PlayRandom(g, -1, false, rng)
				require.NoError(t, err)
				for _, ev := range evs {
					told(ev)
					for _, l := range langs {
						l.Say(ev.Msg)
					}
				}
				require.Less(t, step, 5000, "the match did not end")
			}
		}
	}
	return langs
}

func TestEveryWordOfAGameInGermanAndPortugueseComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	english := lang.Get(lang.English)
	events := 0
	langs := playInEveryLanguage(t, gametest.Scale(12, 3), func(l *heard, st games.State) {
		sc := look(st)
		for _, s := range append(append(append(sc.texts, sc.labels...), sc.details...), sc.prompts...) {
			require.NotContains(t, s, "rummy.", "%s: a message id shows", l.Tag())
		}
		if l.Tag() != lang.Pseudo {
			return
		}
		for _, p := range sc.prompts {
			assert.LessOrEqual(t, utf8.RuneCountInString(p), games.MaxTextLen, "prompt text %q", p)
		}
		for _, s := range sc.labels {
			assert.LessOrEqual(t, utf8.RuneCountInString(s), games.MaxLabelLen, "label %q", s)
		}
		for _, s := range sc.details {
			assert.LessOrEqual(t, utf8.RuneCountInString(s), games.MaxDetailLen, "detail %q", s)
		}
	}, func(ev games.Event) {
		events++
		require.False(t, ev.Msg.IsZero(), "the event %q has no Msg", ev.Text)
		require.Equal(t, ev.Text, english.Say(ev.Msg), "an event's Msg says its Text in English")
	})
	require.Positive(t, events)
	source := catalog(t, "en")
	for _, tag := range []string{lang.German, lang.Portuguese} {
		l := langs[tag]
		require.NotEmpty(t, l.ids, "%s: no message was said through the language: the state is no Speaker", tag)
		for id, text := range l.ids {
			en := english.Say(text)
			if said := l.Lang.Say(text); said == en && sentence(source[id]) {
				t.Errorf("%s: %s reads as in English: %q", tag, id, said)
			}
		}
	}
}
