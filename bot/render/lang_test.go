package render

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// spoken is the pick game as a game whose words are in catalogs says
// it: In(l) returns the state with its question and option labels said
// in l (here, tagged with l's locale), its ids the same.
type spoken struct {
	*picktest.State
	in games.Lang
}

func (s spoken) In(l games.Lang) games.State { return spoken{s.State, l} }

func (s spoken) Prompts() []games.Prompt {
	ps := s.State.Prompts()
	if s.in == nil {
		return ps
	}
	out := make([]games.Prompt, len(ps))
	for i, p := range ps {
		p.Text = "[" + s.in.Tag() + "] " + p.Text
		p.Options = append([]games.Option(nil), p.Options...)
		for k := range p.Options {
			p.Options[k].Label = "[" + s.in.Tag() + "] " + p.Options[k].Label
		}
		out[i] = p
	}
	return out
}

func spokenTable(t *testing.T, l *lang.Lang) Table {
	t.Helper()
	tb := pickTable(t, 3, 0)
	tb.State = spoken{State: tb.State.(*picktest.State)}
	tb.Lang = l
	return tb
}

// answers are the answer ids of a message's buttons, by option.
func answers(m discord.Message) map[string]discord.AnswerID {
	out := map[string]discord.AnswerID{}
	for _, row := range rowsOf(m) {
		for _, c := range row.Components {
			if b, ok := c.(discordgo.Button); ok {
				var id discord.AnswerID
				if id.Parse(b.CustomID) == nil {
					out[id.Option] = id
				}
			}
		}
	}
	return out
}

func TestAGermanReaderSeesTheHandInGerman(t *testing.T) {
	t.Parallel()
	m := Hand(spokenTable(t, lang.Get(lang.German)), 0, 0, "")
	whole := allText(m)
	assert.Contains(t, whole, "Du bist am Zug", "render's own status line")
	assert.Contains(t, whole, "[de] Pick one", "the game's question, as the game says it in German")
	assert.NotContains(t, whole, "Your move")
	assert.Contains(t, labels(m), "Aktualisieren")
	assert.Contains(t, labels(m), "[de] Option 0")
	assert.NotContains(t, labels(m), "Refresh")

	english := allText(Hand(spokenTable(t, nil), 0, 0, ""))
	assert.Contains(t, english, "Your move", "no language reads English, as before")
}

func TestAPromptHashIsTheSameInEveryLanguage(t *testing.T) {
	t.Parallel()
	english := answers(Hand(spokenTable(t, nil), 0, 0, ""))
	require.Len(t, english, 3)
	stored := spokenTable(t, nil).State.Prompts()[0]
	for _, tag := range lang.Tags() {
		tb := spokenTable(t, lang.Get(tag))
		said := games.In(tb.State, tb.Lang).Prompts()[0]
		if tag != lang.English {
			require.NotEqual(t, stored.Text, said.Text, "%s says the question in its words", tag)
		}
		got := answers(Hand(tb, 0, 0, ""))
		assert.Equal(t, english, got, "%s: the same buttons answer the same prompt", tag)
		for _, id := range got {
			// What the bot checks a click against: the stored state's prompt.
			assert.Equal(t, PromptHash(stored), id.Hash, "%s: a click on the reader's button answers the prompt", tag)
		}
	}
}

func TestAGermanBoardSaysItsWordsInGerman(t *testing.T) {
	t.Parallel()
	tb := spokenTable(t, lang.Get(lang.German))
	m := Board(tb)
	assert.Contains(t, allText(m), "Wir warten auf")
	assert.Contains(t, labels(m), "Regeln")
	assert.NotContains(t, labels(m), "Rules")
	tb.Table.Phase, tb.State = table.Lobby, nil
	lobby := Lobby(tb)
	assert.Contains(t, labels(lobby), "Mitspielen")
	assert.Contains(t, allText(lobby), "Tisch offen")
}

// allText is every text a message shows, its Plain view's too.
func allText(m discord.Message) string {
	var b strings.Builder
	b.WriteString(m.Content)
	var walk func(cs []discordgo.MessageComponent)
	walk = func(cs []discordgo.MessageComponent) {
		for _, c := range cs {
			switch c := c.(type) {
			case discordgo.Container:
				walk(c.Components)
			case discordgo.TextDisplay:
				b.WriteString("\n" + c.Content)
			case discordgo.Section:
				walk(c.Components)
			}
		}
	}
	walk(m.Components)
	if m.Plain != nil {
		walk(m.Plain.Components)
	}
	return b.String()
}

// labels are the labels of a message's buttons and select options.
func labels(m discord.Message) []string {
	var out []string
	for _, row := range rowsOf(m) {
		for _, c := range row.Components {
			switch c := c.(type) {
			case discordgo.Button:
				out = append(out, c.Label)
			case discordgo.SelectMenu:
				for _, o := range c.Options {
					out = append(out, o.Label)
				}
			}
		}
	}
	return out
}
