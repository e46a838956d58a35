package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
)

func TestAPlaceholderIsTheQuestionInShort(t *testing.T) {
	t.Parallel()
	long := "Tangle Snare: Exhaust up to 2 enemy creatures. Choose the targets, or none."
	got := placeholder(long, 0, 1)
	assert.LessOrEqual(t, utf8.RuneCountInString(got), placeholderLen, "Discord shows only the start of a placeholder")
	assert.True(t, strings.HasPrefix(got, "Tangle Snare: Exhaust up to 2"), got)
	assert.NotContains(t, got, "Choose the targets", "the details stay in the message")
	assert.Equal(t, "Pick one", placeholder("Pick one.", 0, 1), "a short question stays whole")
}

func TestButtonColoursCarryMeaning(t *testing.T) {
	t.Parallel()
	assert.Equal(t, discordgo.PrimaryButton, Style("Play 7♥"), "playing is blue")
	assert.Equal(t, discordgo.SecondaryButton, Style("Pass"), "passing is grey")
	assert.Equal(t, discordgo.SecondaryButton, Style("Keep your hand"))
	assert.Equal(t, discordgo.DangerButton, Style("End match"), "what cannot be undone is red")
	assert.Equal(t, discordgo.DangerButton, Style("Call bluff"))
	for _, end := range []string{"End main phase", "End turn", "End your turn"} {
		assert.Equal(t, discordgo.SecondaryButton, Style(end), "%q ends a phase: grey, never the blue of Play beside it", end)
	}
}

func TestEachRowOfButtonsHasItsQuestionAsTextRightAboveIt(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 3)
	tb.State.(*picktest.State).Multi = 3
	for _, m := range []discord.Message{Hand(tb, 0, 0, ""), *Hand(tb, 0, 0, "").Plain} {
		cs := inner(m)
		asked := 0
		for i, c := range cs {
			r, ok := c.(discordgo.ActionsRow)
			if !ok {
				continue
			}
			for _, b := range r.Components {
				if b, ok := b.(discordgo.Button); ok {
					assert.False(t, b.Disabled, "no disabled button stands for a question: %q", b.Label)
				}
			}
			if k := discord.KindOf(customID(r.Components[0])); k != discord.KindAnswer && k != discord.KindSelect {
				continue
			}
			above, ok := cs[i-1].(discordgo.TextDisplay)
			if ok && strings.HasPrefix(above.Content, "▸ Pick") {
				asked++
			}
		}
		assert.Equal(t, 2, asked, "each question's line stands right above its own row")
	}
}

// customID is a button's or a select's custom id.
func customID(c discordgo.MessageComponent) string {
	switch c := c.(type) {
	case discordgo.Button:
		return c.CustomID
	case discordgo.SelectMenu:
		return c.CustomID
	}
	return ""
}

func TestAParenthesisIsLeftToTheMessage(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "Discard a card to end your turn", placeholder("Discard a card to end your turn (not one you took from the pile this turn).", 0, 1))
}

func TestWhatCannotBeUndoneAsksFirst(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.State.(*picktest.State).First = "End match"
	m := Hand(tb, 0, 0, "")
	end := rowsOf(m)[0].Components[0].(discordgo.Button)
	assert.Equal(t, discordgo.DangerButton, end.Style)
	assert.True(t, strings.HasPrefix(end.CustomID, "w:"), "the red button asks first: %s", end.CustomID)

	p := tb.State.Prompts()[0]
	ask := Confirm(&tb.Table, p, p.Options[0], false)
	assert.Contains(t, ask.Content, "cannot be undone")
	yes := ask.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.Button)
	assert.Equal(t, "Yes, End match", yes.Label)
	assert.Equal(t, "a:zz9:"+p.ID+":"+PromptHash(p)+":o0", yes.CustomID, "and its Yes answers")
}

// finished is a pick game over with a summary.
type finished struct{ *picktest.State }

func (f finished) Result() *games.Result {
	return &games.Result{Rank: []int{1}, Summary: "{seat0} wins."}
}

func TestTheBoardSaysTheResultOnce(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.State = finished{tb.State.(*picktest.State)}
	tb.Kept.Recent = []string{"{seat0} picked o1", "{seat0} wins."}
	m := Board(tb)
	for _, view := range []struct {
		name string
		text string
	}{{"pictured", textOf(m)}, {"plain", textOf(*m.Plain)}} {
		assert.Equal(t, 1, strings.Count(view.text, "wins."), "the %s board says the result once, not again in its moves:\n%s", view.name, view.text)
	}
	assert.Contains(t, textOf(*m.Plain), "picked o1", "the whole view keeps the moves")
}

func TestAQuickCallDoesNotAskFirst(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	st := tb.State.(*picktest.State)
	st.First, st.Optional = "Call bluff", true
	call := rowsOf(Hand(tb, 0, 0, ""))[0].Components[0].(discordgo.Button)
	assert.Equal(t, discordgo.DangerButton, call.Style)
	assert.True(t, strings.HasPrefix(call.CustomID, "a:"), "a window that closes soon is answered at once: %s", call.CustomID)
}
