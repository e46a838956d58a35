package commands_test

import (
	"strings"
	"sync/atomic"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
)

// hostile are display names that Markdown would turn into a link and
// underline, each with how it reads escaped.
var hostile = map[string]string{
	"[x](https://evil.example)": `\[x\](https\://evil.example)`,
	"__ann__":                   `\_\_ann\_\_`,
}

// markdownTexts are the parts of m where Discord renders Markdown: its
// content, each embed's title, description, field names and values, and
// a Components V2 message's text displays.
func markdownTexts(m *discordgo.Message) []string {
	out := []string{m.Content}
	for _, e := range m.Embeds {
		out = append(out, e.Title, e.Description)
		for _, f := range e.Fields {
			out = append(out, f.Name, f.Value)
		}
	}
	discordtest.Walk(m, func(c discordgo.MessageComponent) {
		if t, ok := c.(*discordgo.TextDisplay); ok {
			out = append(out, t.Content)
		}
	})
	return out
}

// labels are the parts of m that render as typed: button labels, select
// placeholders, options and their descriptions.
func labels(m *discordgo.Message) []string {
	var out []string
	for _, b := range discordtest.Buttons(m) {
		out = append(out, b.Label)
	}
	for _, s := range discordtest.Selects(m) {
		out = append(out, s.Placeholder)
		for _, o := range s.Options {
			out = append(out, o.Label, o.Description)
		}
	}
	return out
}

// Some games show names only as mentions, which need no escaping: the
// test checks every game, and that some showed a name, so it saw one.
func TestADisplayNameIsShownAsTypedNeverAsMarkdownInEveryGame(t *testing.T) {
	t.Parallel()
	var showing atomic.Int32
	t.Run("every game", func(t *testing.T) { displayNamesInEveryGame(t, &showing) })
	if len(gamesPlayedWhole()) < len(games.All()) {
		return // the race run plays one game, which may show names only as mentions
	}
	assert.Positive(t, showing.Load(), "a name was shown in a field name or title in some game, so the test saw one")
}

func displayNamesInEveryGame(t *testing.T, showing *atomic.Int32) {
	for _, g := range gamesPlayedWhole() {
		game := g.Info().Slug
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			// Without Attach Files every message goes as its whole text
			// view, which says the most in Markdown: a pictured message
			// leaves the rest to its picture, where nothing renders.
			h := newHarness(t, discordtest.WithoutAttachFiles())
			ann, nitro := h.Srv.User("__ann__"), h.Srv.User("[x](https://evil.example)")
			h.Open(game, ann, nitro)
			var seen []*discordgo.Message
			look := func() {
				seen = append(seen, h.Srv.Messages(h.Channel)...)
				// A short game (Star Collector can end in three turns) may
				// have ended with the last round: its board has no Hand.
				if _, ok := discordtest.FindButton(h.Board(), "Hand"); ok {
					seen = append(seen, h.Hand(ann), h.Hand(nitro))
				}
			}
			look()
			for range 6 {
				if h.PlayRounds(1, ann, nitro) {
					break
				}
				look()
			}
			shown, labelled := false, false
			for _, m := range seen {
				for _, s := range markdownTexts(m) {
					for name, escaped := range hostile {
						assert.NotContains(t, strings.ReplaceAll(s, escaped, ""), name, "a name is escaped where Markdown renders: %q", s)
						shown = shown || strings.Contains(s, escaped)
					}
				}
				for _, s := range labels(m) {
					for name, escaped := range hostile {
						assert.NotContains(t, s, escaped, "a label shows a name as typed, without escapes: %q", s)
						labelled = labelled || strings.Contains(s, name)
					}
					assert.LessOrEqual(t, len([]rune(s)), 150, "within a component's limit")
				}
			}
			if shown {
				showing.Add(1)
			}
			if game == "birdrummy" {
				// Whoever wins the dice roll is offered "<the other> plays first".
				assert.True(t, labelled, "a name was shown in a label, so the test saw one")
			}
		})
	}
}
