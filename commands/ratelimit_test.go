package commands_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// TestUnderDiscordsRateLimitsNoAnswerFailsNoMoveIsLostAndTheBoardEndsRight
// plays a whole game in a channel whose messages Discord lets through at
// one a second, answering 429 beyond that: the board's edits wait and
// retry, answers are not held up by them (the fake fails the test on any
// interaction answered late or not at all), every accepted move is in the
// log, and the board ends showing the game's end.
//
// One a second, because the bot coalesces a board's edits: a whole game
// writes to its channel four or five times. The first edit follows the
// board's post by some 20 ms, so it meets the limit with room to spare; a
// looser limit (two a half second) was met only by chance, and a slow
// machine played the game without a 429.
func TestUnderDiscordsRateLimitsNoAnswerFailsNoMoveIsLostAndTheBoardEndsRight(t *testing.T) {
	t.Parallel()
	h := newHarness(t, discordtest.WithMessageRateLimit(1, time.Second), discordtest.WithTimeout(20*time.Second))
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	id := bottest.TableID(t, h.Open("starcollector", ann, bob))
	board := h.PlayToEnd(200, ann, bob)

	assert.Positive(t, h.Srv.RateLimited(), "Discord said 429 along the way")
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, storage.Finished, rec.Phase)
	moves, err := h.Store.Moves(id)
	require.NoError(t, err)
	assert.Len(t, moves, rec.Moves, "every accepted answer is in the log")
	require.NotEmpty(t, rec.Recent)
	// The board says the newest moves (and the result once); the Log
	// has them all.
	for _, line := range rec.Recent[max(0, len(rec.Recent)-2):] {
		assert.True(t, boardShows(rec, board, line), "the board shows the game's last moves: %q in\n%s\nalt: %s",
			line, discordtest.Text(board), discordtest.AltText(board))
	}
}

// boardShows reports whether a board shows a table's public line: in its
// text, seats as mentions, or in its picture's alt text (the picture
// says some lines under the table, and its text does not say them
// again), seats by name. A finished game's result may be either.
func boardShows(rec *storage.Table, m *discordgo.Message, line string) bool {
	named := games.ExpandSeats(line, func(i int) string { return rec.Seats[i].Name })
	return strings.Contains(discordtest.Text(m), asShown(rec, line)) || strings.Contains(discordtest.AltText(m), named)
}

// asShown is a table's public line as the board shows it: seats as
// mentions.
func asShown(rec *storage.Table, line string) string {
	return games.ExpandSeats(line, func(i int) string { return "<@" + rec.Seats[i].UserID + ">" })
}
