package commands_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestAnyoneReadsTheWholeGamesLog(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, eve := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve")
	h.Open("starcollector", ann, bob)
	final := h.PlayToEnd(200, ann, bob)

	ix := h.Click(eve, final, "Log")
	require.True(t, ix.Response().Ephemeral, "the log is shown privately to whoever asks")
	page := ix.Message()
	assert.Contains(t, discordtest.Text(page), "the game so far", "someone not seated may read it")
	assert.Contains(t, discordtest.Text(page), "wins", "it opens at the end of the game")
	var all []string
	for range 100 {
		all = append([]string{discordtest.Text(page)}, all...)
		id, ok := discordtest.FindButton(page, "◀ Earlier")
		if !ok || disabled(page, id) {
			break
		}
		page = h.Srv.Click(eve, page, id).Message()
	}
	text := strings.Join(all, "\n")
	assert.Contains(t, discordtest.Text(page), "Lines 1-", "paging back reaches the first line")
	assert.Contains(t, text, "`  1` <@"+ann.ID+"> has chosen.", "from the first move, numbered")
	assert.Contains(t, text, "Turn 1:", "with every public line")
	assert.NotContains(t, text, "You drew", "private lines stay private")
	assert.NotContains(t, text, "You chose")
}

func disabled(m *discordgo.Message, id string) bool {
	for _, b := range discordtest.Buttons(m) {
		if b.CustomID == id {
			return b.Disabled
		}
	}
	return true
}

// The Log's footer says "the number is the move": reading a whole Bird
// Rummy game, whose draws and ends of phase say nothing aloud, its
// numbers still run 1, 2, 3 without a gap.
func TestTheLogsMoveNumbersRunWithoutAGap(t *testing.T) {
	readsALongGame(t)
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("birdrummy", ann, bob)
	final := h.PlayToEnd(400, ann, bob)
	page := h.Click(ann, final, "Log").Message()
	var pages []string
	for range 200 {
		pages = append([]string{discordtest.Text(page)}, pages...)
		id, ok := discordtest.FindButton(page, "◀ Earlier")
		if !ok || disabled(page, id) {
			break
		}
		page = h.Srv.Click(ann, page, id).Message()
	}
	require.Contains(t, pages[0], "the number is the move")
	// Pages are windows that may overlap: each line is placed by the
	// page's "Lines a-b of n".
	numbers := map[int]int{}
	for _, p := range pages {
		f := pageLines.FindStringSubmatch(p)
		require.NotNil(t, f, "a page says which lines it shows: %s", p)
		at, _ := strconv.Atoi(f[1])
		for _, l := range strings.Split(p, "\n") {
			if m := moveNumber.FindStringSubmatch(l); m != nil {
				numbers[at], _ = strconv.Atoi(m[1])
				at++
			}
		}
	}
	require.Greater(t, len(numbers), 20, "a whole game's lines were read")
	for i := 2; i <= len(numbers); i++ {
		if d := numbers[i] - numbers[i-1]; d != 0 && d != 1 {
			t.Fatalf("the Log goes from move %d to move %d at line %d", numbers[i-1], numbers[i], i)
		}
	}
	assert.Equal(t, 1, numbers[1], "the first move is 1")
}

// moveNumber is a Log line's number: "`  7` …".
var moveNumber = regexp.MustCompile("^`\\s*(\\d+)`")

// pageLines is a Log page's footer: "Lines 21-40 of 57".
var pageLines = regexp.MustCompile(`Lines (\d+)-\d+ of \d+`)
