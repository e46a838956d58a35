package bot

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// playing returns a bot on a fresh store with one pick table started.
func playing(t *testing.T, seats ...storage.Seat) (*Bot, *table) {
	t.Helper()
	return playingWith(t, Config{Token: "t"}, seats...)
}

// noDiscord is where a bot of these tests that no fake Discord answers
// sends what it sends: a closed port on loopback, never the internet.
const noDiscord = "http://127.0.0.1:1/"

// testChannel is the channel of the table playing starts.
const testChannel = "100000000000000001"

// playingWith is playing with a bot made from cfg and a fresh store.
func playingWith(t *testing.T, cfg Config, seats ...storage.Seat) (*Bot, *table) {
	t.Helper()
	store, err := storage.Open(filepath.Join(t.TempDir(), "d.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	cfg.Store = store
	if cfg.BaseURL == "" {
		cfg.BaseURL = noDiscord
	}
	b, err := New(cfg.WithoutWaits())
	require.NoError(t, err)
	st, err := picktest.Game{}.New(gamesConfig(len(seats)))
	require.NoError(t, err)
	snap, _ := st.Encode()
	rec := &storage.Table{GuildID: "g", ChannelID: testChannel, Game: "pick", Phase: storage.Playing, Seats: seats, Snapshot: snap, Seed: 5}
	require.NoError(t, store.Create(rec))
	tb, err := b.rt.load(rec)
	require.NoError(t, err)
	return b, tb
}

var ann, bob = storage.Seat{UserID: "1", Name: "Ann"}, storage.Seat{UserID: "2", Name: "Bob"}

func TestAnAcceptedMoveIsOnDiskBeforeApplyReturns(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	err := b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "1")
	require.NoError(t, err)
	rec, err := b.store.Table(tb.rec.ID)
	require.NoError(t, err)
	assert.Equal(t, 1, rec.Moves)
	assert.Equal(t, []string{"{seat0} picked o1"}, rec.Recent)
	assert.Equal(t, []string{"secret"}, rec.Notes[0], "private lines go to their seat only")
	moves, _ := b.store.Moves(tb.rec.ID)
	require.Len(t, moves, 1)
	assert.Equal(t, "1", moves[0].UserID)
}

func TestARefusedAnswerChangesNothing(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	before, _ := tb.state.Encode()
	err := b.rt.apply(tb, games.Answer{Seat: 1, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "2")
	assert.ErrorIs(t, err, games.ErrStale)
	after, _ := tb.state.Encode()
	assert.Equal(t, before, after)
	assert.Equal(t, 0, tb.rec.Moves)
}

func TestAPanicInsideAGameLeavesTheTableAtItsLastGoodState(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.state.(*picktest.State).Panic = true
	err := b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "1")
	assert.ErrorIs(t, err, errInternal)
	assert.Equal(t, 0, tb.state.(*picktest.State).Picks, "the half-made change is gone")
	assert.False(t, tb.state.(*picktest.State).Panic, "restored from the snapshot")
	assert.Equal(t, 0, tb.rec.Moves)
}

func TestAMoveThatCannotBeSavedIsNotMade(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	require.NoError(t, b.store.Close())
	err := b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "1")
	assert.ErrorIs(t, err, errStoreFailed)
	assert.Equal(t, 0, tb.state.(*picktest.State).Picks)
	assert.Equal(t, 0, tb.rec.Moves)
	assert.Empty(t, tb.rec.Recent)
}

func TestCPUSeatsMoveUntilAHumanIsWaitedOn(t *testing.T) {
	t.Parallel()
	cpu := storage.Seat{Name: "CPU 2", CPU: true}
	b, tb := playing(t, ann, cpu)
	err := b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "1")
	require.NoError(t, err)
	tb.do(func() { b.cpus.kickCPUs(tb) })
	idle(t, tb)
	assert.Equal(t, 2, tb.state.(*picktest.State).Picks)
	assert.Equal(t, []int{0}, games.Waiting(tb.state.Prompts()))
	moves, _ := b.store.Moves(tb.rec.ID)
	assert.Equal(t, storage.ByCPU, moves[1].By)
}

func TestTheLastMoveFinishesTheTableAndFeedsStats(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	for i := 0; i < 4; i++ {
		err := b.rt.apply(tb, games.Answer{Seat: i % 2, PromptID: "pick" + string(rune('0'+i)), Choices: []string{"o0"}}, storage.ByPlayer, "x")
		require.NoError(t, err)
	}
	assert.Equal(t, storage.Finished, tb.rec.Phase)
	st, err := b.store.GuildStats("g")
	require.NoError(t, err)
	assert.Equal(t, 1, st.Games["pick"])
	assert.Equal(t, 1, st.Players["1"].Drawn, "pick ranks every seat first: a draw, counted as one")
	assert.Equal(t, 0, st.Players["1"].Won, "a draw is not a win")
	err = b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick4", Choices: []string{"o0"}}, storage.ByPlayer, "1")
	assert.ErrorIs(t, err, errGameOver)
}

func TestATimerDeadlineIsSetOnlyWhileAHumanIsWaitedOn(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.rec.Timer = time.Minute
	b.clock.setDeadline(tb)
	assert.WithinDuration(t, time.Now().Add(time.Minute), tb.rec.Deadline, 5*time.Second)
	tb.rec.Seats[0] = storage.Seat{Name: "CPU", CPU: true}
	b.clock.setDeadline(tb)
	assert.True(t, tb.rec.Deadline.IsZero(), "nobody human to wait on")
}
