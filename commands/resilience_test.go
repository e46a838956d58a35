package commands_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// timedHarness runs turn timers a thousand times faster: "1 minute" is 60 ms.
func timedHarness(t *testing.T) *harness {
	h := &harness{t: t}
	h.cfg.TimerScale = 0.001
	return h.init(t)
}

func TestATurnTimerWarnsThenMovesForTheAbsentPlayer(t *testing.T) {
	t.Parallel()
	h := timedHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Response()
	lobby := h.board()
	assert.Contains(t, discordtest.Text(lobby), "Turn timer: **1 minute**")
	lobby = h.click(bob, lobby, "Join").Message()
	board := h.click(ann, lobby, "Start").Message()
	id := tableID(t, board)

	h.srv.WaitFor(func() bool { return h.said("⏰") && h.said("your move") })
	h.srv.WaitFor(func() bool { return h.said("Time ran out") })
	rec, err := h.store.Table(id)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, rec.Moves, 2, "both absent players were moved for")
	moves, err := h.store.Moves(id)
	require.NoError(t, err)
	assert.Equal(t, "timer", moves[0].By)
}

func TestATimerSurvivesARestart(t *testing.T) {
	t.Parallel()
	h := &harness{t: t}
	h.cfg.TimerScale = 1 // the first bot would wait the real minute
	h.init(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Response()
	lobby := h.click(bob, h.board(), "Join").Message()
	id := tableID(t, h.click(ann, lobby, "Start").Message())
	rec, err := h.store.Table(id)
	require.NoError(t, err)
	require.False(t, rec.Deadline.IsZero(), "the deadline is stored with the table")

	h.crash()
	// Time passes while the bot is down: the deadline is behind us.
	store := h.openStore()
	rec.Deadline = time.Now().Add(-time.Second)
	rec.Warned = true
	require.NoError(t, store.Save(rec))
	require.NoError(t, store.Close())
	h.start()
	h.srv.WaitFor(func() bool { return h.said("Time ran out") })
}

func TestBoardEditsAreCoalescedWithinTheChannelLimit(t *testing.T) {
	t.Parallel()
	h := newHarness(t, discordtest.WithEditRateLimit(5, time.Second))
	ann := h.srv.User("ann")
	h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "starcollector")).Response()
	lobby := h.click(ann, h.board(), "Add CPU").Message()
	h.click(ann, lobby, "Start").Message()
	final := h.playToEnd(200, ann)
	rec, err := h.store.Table(tableID(t, final))
	require.NoError(t, err)
	assert.Less(t, h.srv.Edits(h.channel), rec.Moves, "fewer board edits than moves")
	assert.Empty(t, h.srv.Violations())
}

func TestACorruptTableIsSetAsideAndTheBotStartsAnyway(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	id := tableID(t, h.open("starcollector", ann, bob))
	h.crash()
	store := h.openStore()
	rec, err := store.Table(id)
	require.NoError(t, err)
	rec.Snapshot = []byte(`{"this is": "not a star collector game"`)
	require.NoError(t, store.Save(rec))
	require.NoError(t, store.Close())

	h.start()
	q, err := h.store.Quarantined()
	require.NoError(t, err)
	assert.Contains(t, q, id)
	r := h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, r.Message.Content, "open", "the channel is free again")
}

// said reports whether a plain channel message contains s.
func (h *harness) said(s string) bool {
	for _, m := range h.srv.Messages(h.channel) {
		if len(m.Embeds) == 0 && strings.Contains(m.Content, s) {
			return true
		}
	}
	return false
}
