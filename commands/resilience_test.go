package commands_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/storage"
)

// timedHarness runs turn timers a thousand times faster: "1 minute" is 60 ms.
func timedHarness(t *testing.T) *bottest.Harness {
	return bottest.New(t, bot.Config{TimerScale: 0.001}, commands.New)
}

func TestATurnTimerWarnsThenMovesForTheAbsentPlayer(t *testing.T) {
	t.Parallel()
	h := timedHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Message() // the notice, once the lobby is up
	lobby := h.Board()
	assert.Contains(t, discordtest.Text(lobby), "Turn timer: **1 minute**")
	lobby = h.Click(bob, lobby, "Join").Message()
	board := h.Click(ann, lobby, "Start").Message()
	id := bottest.TableID(t, board)

	h.Srv.WaitFor(func() bool { return h.Said("⏰") && h.Said("your move") })
	h.Srv.WaitFor(func() bool { return h.Said("Time ran out") })
	var rec *storage.Table
	h.Srv.WaitFor(func() bool { // a Normal CPU thinks for them, off the table's lock
		rec, _ = h.Store.Table(id)
		return rec != nil && rec.Moves >= 2
	})
	assert.GreaterOrEqual(t, rec.Moves, 2, "both absent players were moved for")
	moves, err := h.Store.Moves(id)
	require.NoError(t, err)
	assert.Equal(t, storage.ByTimer, moves[0].By)
}

func TestATimerSurvivesARestart(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{TimerScale: 1}, commands.New) // the first bot would wait the real minute
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Message() // the notice, once the lobby is up
	lobby := h.Click(bob, h.Board(), "Join").Message()
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	require.False(t, rec.Deadline.IsZero(), "the deadline is stored with the table")

	h.Crash()
	// Time passes while the bot is down: the deadline is behind us.
	store := h.OpenStore()
	rec.Deadline = time.Now().Add(-time.Second)
	rec.Warned = true
	require.NoError(t, store.Save(rec))
	require.NoError(t, store.Close())
	h.Start()
	h.Srv.WaitFor(func() bool { return h.Said("Time ran out") })
}

func TestBoardEditsAreCoalescedWithinTheChannelLimit(t *testing.T) {
	t.Parallel()
	// A seeded deal long enough (40 moves) that its board changes far
	// more often than a few fixed edits (the first board's, the final
	// figures'): a random deal of Star Collector can end in 8.
	h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(1)}, commands.New, discordtest.WithEditRateLimit(5, time.Second))
	ann := h.Srv.User("ann")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Click(ann, h.Board(), "Add CPU").Message()
	h.Click(ann, lobby, "Start").Message()
	final := h.PlayToEnd(200, ann)
	rec, err := h.Store.Table(bottest.TableID(t, final))
	require.NoError(t, err)
	t.Logf("%d moves, %d board edits", rec.Moves, h.Srv.Edits(h.Channel))
	assert.Less(t, h.Srv.Edits(h.Channel), rec.Moves, "fewer board edits than moves")
	assert.Empty(t, h.Srv.Violations())
}

func TestACorruptTableIsSetAsideAndTheBotStartsAnyway(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	id := bottest.TableID(t, h.Open("starcollector", ann, bob))
	h.Crash()
	store := h.OpenStore()
	rec, err := store.Table(id)
	require.NoError(t, err)
	rec.Snapshot = []byte(`{"this is": "not a star collector game"`)
	require.NoError(t, store.Save(rec))
	require.NoError(t, store.Close())

	h.Start()
	q, err := h.Store.Quarantined()
	require.NoError(t, err)
	assert.Contains(t, q, id)
	r := h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, r.Message.Content, "open", "the channel is free again")
}
