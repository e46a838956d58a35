package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
)

// A bot given a source of seeds (Config.Seeds) deals every new table,
// a lobby and a rematch alike, from it: a test that replays games gets
// the same deals.
func TestEveryNewTableIsDealtFromTheConfiguredSeeds(t *testing.T) {
	t.Parallel()
	next := uint64(100)
	seeds := func() uint64 { next++; return next }
	h := bottest.New(t, bot.Config{Seeds: seeds}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	final := finishGame(h, ann, bob)
	played, err := h.Store.Table(bottest.TableID(t, final))
	require.NoError(t, err)
	assert.Equal(t, uint64(101), played.Seed, "the lobby's deal is the first seed")

	rematch, err := h.Store.Table(bottest.TableID(t, rematchOf(h, bob, final)))
	require.NoError(t, err)
	assert.Equal(t, uint64(102), rematch.Seed, "the rematch's deal is the next")
}

// The transcripts are read to check that a change changed nothing
// players see: two runs of the same code write the same, message for
// message (the same deals and picks, every board edit and picture
// landed before each look, ids named in order).
func TestATranscriptReadsTheSameEveryRun(t *testing.T) {
	waitsOnReplayPictures(t)
	t.Parallel()
	g, ok := games.Lookup("rummy")
	require.True(t, ok)
	info := g.Info()
	first := playTranscript(t, info, 2, 3).String()
	again := playTranscript(t, info, 2, 3).String()
	assert.Equal(t, first, again, "the same seed, the same transcript")
}
