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
)

func pickTable(t *testing.T, size, multi int) Table {
	t.Helper()
	st, err := picktest.Game{}.New(games.Config{Seats: 1, Seed: 1})
	require.NoError(t, err)
	ps := st.(*picktest.State)
	ps.Size, ps.Multi = size, multi
	return Table{
		Table:  table.Table{ID: "zz9", Phase: table.Playing, Seats: []table.Seat{{UserID: "1", Name: "Ann"}}},
		Game:   picktest.Game{},
		State:  ps,
		Drafts: map[int]map[string][]string{},
	}
}

// options collects every option value offered by a message's selects and
// buttons, with the rows it used.
func offered(m discord.Message) (values []string, rows int) {
	for _, row := range rowsOf(m) {
		rows++
		for _, c := range row.Components {
			switch c := c.(type) {
			case discordgo.SelectMenu:
				for _, o := range c.Options {
					values = append(values, o.Value)
				}
			case discordgo.Button:
				var id discord.AnswerID
				if id.Parse(c.CustomID) == nil {
					values = append(values, id.Option)
				}
			}
		}
	}
	return values, rows
}

func TestAShortSingleChoiceIsButtons(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 0)
	m := Hand(tb, 0, 0, "")
	vals, rows := offered(m)
	assert.Equal(t, []string{"o0", "o1", "o2"}, vals)
	assert.Equal(t, 2, rows, "one row of buttons and the hand's own row")
}

func TestALongSingleChoiceIsSplitOverSelectsNeverDropped(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 60, 0)
	m := Hand(tb, 0, 0, "")
	vals, rows := offered(m)
	assert.Len(t, vals, 60)
	assert.Equal(t, 4, rows, "three selects of at most 25 and the hand's row")
}

func TestPromptsNeedingMoreThanFourRowsArePaged(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 120, 0) // five selects
	first, rows1 := offered(Hand(tb, 0, 0, ""))
	second, rows2 := offered(Hand(tb, 0, 1, ""))
	assert.Equal(t, 5, rows1)
	assert.Equal(t, 2, rows2)
	assert.Len(t, append(first, second...), 120, "every option is on some page")
	nav := rowsOf(Hand(tb, 0, 0, ""))[4].Components
	assert.True(t, nav[0].(discordgo.Button).Disabled, "no previous page on the first")
	assert.False(t, nav[1].(discordgo.Button).Disabled)
}

func TestALongMultiSelectGathersPicksAcrossParts(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 30)
	p := tb.State.Prompts()[1]
	picked := MergePart(p, 0, nil, []string{"m1", "m2"})
	picked = MergePart(p, 1, picked, []string{"m27"})
	picked = MergePart(p, 0, picked, []string{"m3"})
	assert.ElementsMatch(t, []string{"m3", "m27"}, picked, "a part's new picks replace that part's old ones")
	assert.Equal(t, []string{"m3"}, MergePart(p, 0, nil, []string{"m3", "forged", "m29"}), "values from elsewhere are dropped")

	tb.Drafts[0] = map[string][]string{"multi": picked}
	m := Hand(tb, 0, 0, "")
	var confirm discordgo.Button
	for _, row := range rowsOf(m) {
		for _, c := range row.Components {
			if b, ok := c.(discordgo.Button); ok && strings.HasPrefix(b.CustomID, discord.KindConfirm+discord.Sep) {
				confirm = b
			}
		}
	}
	assert.Equal(t, "Confirm (2 picked)", confirm.Label)
	assert.False(t, confirm.Disabled)
}

func TestEveryCustomIDFitsDiscord(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 60, 40)
	tb.Table.ID = "zzzzzzzzzzzz"
	for page := 0; page < 3; page++ {
		for _, row := range rowsOf(Hand(tb, 0, page, "")) {
			for _, c := range row.Components {
				var id string
				switch c := c.(type) {
				case discordgo.Button:
					id = c.CustomID
				case discordgo.SelectMenu:
					id = c.CustomID
				}
				assert.LessOrEqual(t, len(id), 100, id)
			}
		}
	}
}

func TestAPromptFingerprintChangesWithItsOptions(t *testing.T) {
	t.Parallel()
	a := pickTable(t, 3, 0).State.Prompts()[0]
	b := pickTable(t, 4, 0).State.Prompts()[0]
	assert.Equal(t, PromptHash(a), PromptHash(pickTable(t, 3, 0).State.Prompts()[0]))
	assert.NotEqual(t, PromptHash(a), PromptHash(b))
}

func TestAMayWithOneOptionCanBeDeclined(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 1, 0)
	tb.State.(*picktest.State).May = true
	m := Hand(tb, 0, 0, "")
	var none []string
	for _, row := range rowsOf(m) {
		for _, c := range row.Components {
			if b, ok := c.(discordgo.Button); ok && strings.HasPrefix(b.CustomID, discord.KindNone+":") {
				none = append(none, b.Label)
			}
		}
	}
	vals, _ := offered(m)
	assert.Equal(t, []string{"o0"}, vals, "the one option is offered")
	assert.Equal(t, []string{"Skip"}, none, "and so is declining it: Min 0 means the player may pick nothing")
}

func TestASelectThatMayBeLeftEmptyHasANoneButton(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 8, 0)
	tb.State.(*picktest.State).May = true
	m := Hand(tb, 0, 0, "")
	sel := rowsOf(m)[0].Components[0].(discordgo.SelectMenu)
	assert.Equal(t, 1, *sel.MinValues, "Discord sends nothing for an empty menu, so the menu asks for one")
	b := rowsOf(m)[1].Components[0].(discordgo.Button)
	assert.True(t, strings.HasPrefix(b.CustomID, discord.KindNone+":"), "and a button sends the empty answer: %s", b.CustomID)
}

func TestACPUSeatsNameShowsAsTypedNotAsALink(t *testing.T) {
	rec := &table.Table{Seats: []table.Seat{{Name: "[Free Nitro](https://evil.example) (CPU)", CPU: true}}}
	got := SeatMention(rec, 0)
	assert.NotContains(t, got, "[Free Nitro]", "the brackets would make a masked link")
	assert.Contains(t, got, `\[Free Nitro\]`)
}

func TestAPartAMultiSelectDoesNotHaveChangesNothing(t *testing.T) {
	p := games.Prompt{Options: []games.Option{{ID: "a"}, {ID: "b"}}}
	for _, part := range []int{-1, 1, 9} {
		assert.Equal(t, []string{"a"}, MergePart(p, part, []string{"a"}, []string{"b"}), "part %d", part)
	}
}

func TestALabelCutShortNeverEndsOnAJoinerCutFromItsEmoji(t *testing.T) {
	family := "👩\u200d👩\u200d👧" // three emoji joined into one by zero-width joiners
	for n := 2; n <= len([]rune(family)); n++ {
		got := []rune(clip(family+"xyz", n))
		assert.LessOrEqual(t, len(got), n, "cut to %d stays within it", n)
		if len(got) >= 2 {
			assert.NotEqual(t, zeroWidthJoiner, got[len(got)-2], "cut to %d: a joiner would join the ellipsis", n)
		}
	}
	rec := &table.Table{Seats: []table.Seat{{Name: "A name. With a stop!"}, {Name: "[x](https://evil.example)"}}}
	assert.Equal(t, "Give to A name. With a stop!", expandLabel(rec, "Give to {seat0}"), "a label shows a name as typed")
	assert.Equal(t, `Give to \[x\](https\://evil.example)`, ExpandPlain(rec, "Give to {seat1}"), "text where Markdown renders escapes it")
}
