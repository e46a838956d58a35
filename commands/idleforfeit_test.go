package commands_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/storage"
)

// TestAPlayerWhoStopsAnsweringLosesTheGameWhenItClosesForIdleness: in a
// game without a turn timer, ann chooses and bob never does; when the
// game closes for idleness it counts as bob's loss to ann, as if he had
// left it, and the channel is told.
func TestAPlayerWhoStopsAnsweringLosesTheGameWhenItClosesForIdleness(t *testing.T) {
	t.Parallel()
	// Long enough for ann's move to land before the game is idle on a
	// loaded machine; the sweep looks every quarter of it.
	h := bottest.New(t, bot.Config{GameIdle: 2 * time.Second}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	id := bottest.TableID(t, h.Open("starcollector", ann, bob))
	require.True(t, h.PlayOnce(ann), "ann chooses; the game waits on bob alone")
	h.Srv.WaitFor(func() bool { return h.Said("game here was closed") })
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, storage.Cancelled, rec.Phase)
	assert.True(t, h.Said("waiting on <@"+bob.ID+">: in the ratings, it counts as their loss to <@"+ann.ID+">"), "the channel is told who lost it")

	lost, ok := standingOf(t, h.Store, h.Srv.GuildID, bob)
	require.True(t, ok, "bob is rated")
	assert.Equal(t, 1, lost.Games)
	assert.Equal(t, 0, lost.Wins)
	assert.Less(t, lost.R, 1500.0, "as a loss")
	won, ok := standingOf(t, h.Store, h.Srv.GuildID, ann)
	require.True(t, ok, "ann is rated")
	assert.Equal(t, 1, won.Wins, "ann, who answered, wins it")
}
