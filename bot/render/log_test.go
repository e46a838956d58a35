package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/table"
)

func logLines(n int) []LogLine {
	lines := make([]LogLine, n)
	for i := range lines {
		lines[i] = LogLine{Move: i + 1, Told: i + 1, Text: fmt.Sprintf("line %d", i+1)}
	}
	return lines
}

// shown is the log lines a page shows, by their text.
func shown(m discord.Message) []string {
	var out []string
	for _, l := range strings.Split(pageText(m), "\n") {
		if i := strings.Index(l, "line "); i >= 0 {
			out = append(out, l[i:])
		}
	}
	return out
}

func TestTheLogOpensOnTheLatestFullPage(t *testing.T) {
	t.Parallel()
	rec := &table.Table{ID: "zz9"}
	lines := logLines(43)
	m := Log(rec, picktest.Game{}.Info(), lines, -1)
	got := shown(m)
	require.Len(t, got, logPerPage, "the log opens on a full page, not on the last 3 lines of one")
	assert.Equal(t, "line 43", got[len(got)-1], "ending on the newest line")
	assert.Equal(t, "line 24", got[0])
	assert.Contains(t, pageText(m), "-# Lines 24-43 of 43", "the footer says which lines these are")
	assert.True(t, m.V2 && m.Ephemeral, "a Log page is a private V2 message")

	earlier := clickTarget(t, m, "◀ Earlier")
	m = Log(rec, picktest.Game{}.Info(), lines, earlier)
	got = shown(m)
	require.Len(t, got, logPerPage, "paging back shows a full page")
	assert.Equal(t, "line 4", got[0])
	earlier = clickTarget(t, m, "◀ Earlier")
	m = Log(rec, picktest.Game{}.Info(), lines, earlier)
	got = shown(m)
	require.Len(t, got, logPerPage, "the first page is full too")
	assert.Equal(t, "line 1", got[0], "paging back reaches the first line")
	assert.True(t, buttonNamed(t, m, "◀ Earlier").Disabled, "nothing comes before the first line")

	later := clickTarget(t, m, "Later ▶")
	m = Log(rec, picktest.Game{}.Info(), lines, later)
	assert.Equal(t, "line 21", shown(m)[0], "Later goes on after the page shown")
}

func TestAShortLogIsOnePage(t *testing.T) {
	t.Parallel()
	m := Log(&table.Table{ID: "zz9"}, picktest.Game{}.Info(), logLines(3), -1)
	assert.Len(t, shown(m), 3)
	assert.True(t, buttonNamed(t, m, "◀ Earlier").Disabled)
	assert.True(t, buttonNamed(t, m, "Later ▶").Disabled)
	m = Log(&table.Table{ID: "zz9"}, picktest.Game{}.Info(), nil, -1)
	assert.Contains(t, pageText(m), "No moves yet.")
}

// clickTarget is the first line the named log button opens.
func clickTarget(t *testing.T, m discord.Message, label string) int {
	t.Helper()
	b := buttonNamed(t, m, label)
	var id discord.LogID
	require.NoError(t, id.Parse(b.CustomID), "a log button's id is a log page's")
	return id.First
}

// buttonNamed is the message's button of that label.
func buttonNamed(t *testing.T, m discord.Message, label string) discordgo.Button {
	t.Helper()
	for _, b := range pageButtons(m) {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q", label)
	return discordgo.Button{}
}

// The footer says "the number is the move": a page numbers its lines by
// the moves the table heard of (Told), not by the answers behind them,
// which skip the ones that said nothing aloud.
func TestTheLogShowsTheMovesNumberNotTheAnswers(t *testing.T) {
	t.Parallel()
	rec := &table.Table{ID: "zz9"}
	lines := []LogLine{{Move: 1, Told: 1, Text: "line a"}, {Move: 5, Told: 2, Text: "line b"}, {Move: 5, Told: 2, Text: "line c"}}
	text := pageText(Log(rec, picktest.Game{}.Info(), lines, -1))
	assert.Contains(t, text, "`  2` line b")
	assert.NotContains(t, text, "`  5`")
}
