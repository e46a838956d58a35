package lang

import (
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

// TestFastSayingSaysWhatGoI18nSays says every message of every language
// both ways, with every argument it names given and the counts that pick
// each plural form (0, 1, 2, 5, 21, 1000), and a nested Text and a list
// where one may go.
func TestFastSayingSaysWhatGoI18nSays(t *testing.T) {
	t.Parallel()
	c := load()
	english := map[string]*i18n.Message{}
	for _, f := range c.files {
		if f.tag == English {
			for _, m := range f.messages {
				english[m.ID] = m
			}
		}
	}
	compiled := 0
	for _, tag := range c.order {
		l := c.langs[tag]
		for id, m := range english {
			if _, ok := l.fast[id]; !ok {
				continue
			}
			compiled++
			for _, n := range []int{0, 1, 2, 5, 21, 1000} {
				args := map[string]any{}
				for name := range fields(m) {
					args[name] = "«" + name + "»"
				}
				args["Count"] = n
				for _, nested := range []any{games.Say("deckhand.list.and"), []games.Text{games.Say("deckhand.list.and"), games.Say("deckhand.list.comma")}} {
					for name := range fields(m) {
						if name != "Count" {
							args[name] = nested
							break
						}
					}
					text := games.Text{ID: id, Args: args}
					fast, _ := l.sayFast(text)
					assert.Equal(t, slow(l, text), fast, "%s in %s, count %d", id, tag, n)
				}
			}
		}
	}
	assert.Greater(t, compiled, 100, "nearly every message says only its arguments")
}

// slow says t through go-i18n alone, as Say does without fast.go.
func slow(l *Lang, t games.Text) string {
	data := map[string]any{}
	for name, v := range t.Args {
		data[name] = l.arg(v)
	}
	s, err := l.loc.Localize(&i18n.LocalizeConfig{MessageID: t.ID, TemplateData: data, PluralCount: t.Args["Count"]})
	if err != nil && s == "" {
		return t.ID
	}
	return s
}

func BenchmarkSay(b *testing.B) {
	de := Get(German)
	text := games.Say("deckhand.list.and")
	for _, id := range IDs() {
		if _, ok := de.fast[id]; ok {
			text = games.Say(id, "Count", 3, "Card", games.Say("deckhand.list.comma"))
			break
		}
	}
	b.Run("fast", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			de.Say(text)
		}
	})
	// A board's words are mostly messages without arguments, or with a
	// name or two (its footer).
	plain, named := games.Say("deckhand.render.cpu.legend"), games.Say("deckhand.render.board.footer", "Game", "Rommé", "Table", "zz9")
	b.Run("fast, no argument", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			de.Say(plain)
		}
	})
	b.Run("fast, two names", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			de.Say(named)
		}
	})
	b.Run("go-i18n", func(b *testing.B) {
		for range b.N {
			slow(de, text)
		}
	})
}
