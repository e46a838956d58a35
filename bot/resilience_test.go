package bot

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

func TestAPanicReachesThePlayerAsOneSentence(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.state.(*picktest.State).Panic = true
	err := b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "1")
	assert.Equal(t, errInternal, err, "neither the panic value nor a stack goes into the player's hand")
}

func TestAFailedSavePutsTheRecordBack(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.rec.Timer = time.Minute
	b.clock.setDeadline(tb)
	before := *tb.rec
	before.Seats = slices.Clone(tb.rec.Seats)
	require.NoError(t, b.store.Close())
	err := b.rt.update(tb, func(rec *storage.Table) {
		rec.Phase, rec.Deadline = storage.Cancelled, time.Time{}
		rec.Seats[1] = storage.Seat{Name: "Bob (CPU)", CPU: true}
	})
	assert.ErrorIs(t, err, errNotSaved)
	assert.Equal(t, before, *tb.rec, "phase, deadline and seats as on disk")
}

func TestACPUTurnCutShortByAStopIsPlayedOnResume(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, storage.Seat{Name: "CPU 2", CPU: true})
	// The player's move is committed; the process stops before the CPU answers.
	require.NoError(t, b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "1"))

	again, err := New(Config{Token: "t", BaseURL: noDiscord, Store: b.store})
	require.NoError(t, err)
	require.NoError(t, again.start.resume())
	<-again.start.done // the table's CPU is set going by the start pool
	resumed, err := again.rt.table(tb.rec.ID)
	require.NoError(t, err)
	idle(t, resumed)
	require.NoError(t, again.Close())
	rec, err := b.store.Table(tb.rec.ID)
	require.NoError(t, err)
	assert.Equal(t, 2, rec.Moves, "the CPU moved")
}

func TestATimedMoveThatCannotBeMadeStopsTheClock(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, bob)
	tb.state.(*picktest.State).Panic = true
	tb.rec.Timer = time.Minute
	tb.rec.Deadline, tb.rec.Warned = time.Now().Add(-time.Second), true

	b.clock.onTimer(tb, tb.rec.Deadline)
	idle(t, tb)
	tb.do(func() {
		assert.True(t, tb.rec.Deadline.IsZero(), "a deadline left behind would fire again at once, and again")
		assert.Nil(t, tb.timer)
		assert.Equal(t, 0, tb.rec.Moves)
	})
	stored, err := b.store.Table(tb.rec.ID)
	require.NoError(t, err)
	assert.True(t, stored.Deadline.IsZero(), "nor after a restart")
	srv.WaitFor(func() bool { return len(srv.Messages(testChannel)) == 2 })
	require.NoError(t, b.Close())
	var said []string
	for _, m := range srv.Messages(testChannel) {
		said = append(said, m.Content)
	}
	assert.Len(t, said, 2, "time ran out, then the CPU could not move")
	assert.Contains(t, strings.Join(said, "\n"), "could not move")
}

func TestAPanicRenderingTheBoardSkipsTheEdit(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t) // the table is set aside, and the channel told
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, bob)
	tb.state.(*picktest.State).PanicView = true
	_, _, _, _, ok, _ := b.rt.boardEdit(tb)
	assert.False(t, ok)
	tb.do(func() {}) // the table's loop still takes work: the panic did not stop it
}

func TestCloseStopsTimersWhileTablesMove(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.rec.Timer = time.Hour
	b.clock.setDeadline(tb)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range 200 {
			tb.do(func() { b.clock.armTimer(tb) })
		}
	}()
	require.NoError(t, b.Close())
	<-done
}
