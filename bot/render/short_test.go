package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

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
}

func TestEachRowOfButtonsSaysWhichQuestionItAnswers(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 3)
	tb.State.(*picktest.State).Multi = 3
	m := Hand(tb, 0, 0, "")
	first := m.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.Button)
	assert.True(t, first.Disabled, "a label, not an answer")
	assert.Equal(t, "Pick one", first.Label, "the row of buttons is labelled by its question")
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
	end := m.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.Button)
	assert.Equal(t, discordgo.DangerButton, end.Style)
	assert.True(t, strings.HasPrefix(end.CustomID, "w:"), "the red button asks first: %s", end.CustomID)

	p := tb.State.Prompts()[0]
	ask := Confirm(tb.Rec, p, p.Options[0], false)
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
	tb.Rec.Recent = []string{"{seat0} picked o1", "{seat0} wins."}
	text := Board(tb).Embeds[0]
	var all []string
	for _, f := range text.Fields {
		all = append(all, f.Value)
	}
	joined := strings.Join(all, "\n")
	assert.Equal(t, 1, strings.Count(joined, "wins."), "the status says it; Recent moves does not again:\n%s", joined)
	assert.Contains(t, joined, "picked o1")
}

func TestAQuickCallDoesNotAskFirst(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	st := tb.State.(*picktest.State)
	st.First, st.Optional = "Call bluff", true
	call := Hand(tb, 0, 0, "").Components[0].(discordgo.ActionsRow).Components[0].(discordgo.Button)
	assert.Equal(t, discordgo.DangerButton, call.Style)
	assert.True(t, strings.HasPrefix(call.CustomID, "a:"), "a window that closes soon is answered at once: %s", call.CustomID)
}
