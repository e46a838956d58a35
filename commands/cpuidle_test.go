package commands_test

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

func TestCPUsStopWhenNobodySeatedHasPlayedForAWhileAndHandWakesThem(t *testing.T) {
	t.Parallel()
	// A "1 minute" timer lasts 120 ms: it moves for the silent Ann again
	// and again, and the CPU answers each time, until CPUIdle (all of it
	// slower under the race detector).
	h := bottest.New(t, bot.Config{TimerScale: 0.002 * slower, CPUIdle: slower * 400 * time.Millisecond}, commands.New)
	ann := h.Srv.User("ann")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Response()
	id := bottest.TableID(t, h.Click(ann, h.AddCPU(ann, h.Board(), "Normal"), "Start").Message())

	h.Srv.WaitFor(func() bool { return h.Said("so the game waits") })
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, storage.Playing, rec.Phase, "the game waits for its people; GameIdle closes it if they never come")
	assert.True(t, rec.Deadline.IsZero(), "no turn timer runs to move for the absent and set the CPUs going again")
	assert.Positive(t, rec.Moves, "the timer moved for Ann until then")

	h.Srv.Command(ann, h.Channel, "hand").Response()
	h.Srv.WaitFor(func() bool {
		now, err := h.Store.Table(id)
		return err == nil && now.Moves > rec.Moves && !now.Deadline.IsZero()
	})
}

func TestAGameWithNobodySeatedEndsAtStart(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	h.Stop()
	store := h.OpenStore()
	g, _ := games.Lookup("starcollector")
	st, err := g.New(games.Config{Seats: 2, Seed: 3})
	require.NoError(t, err)
	snap, _ := st.Encode()
	rec := &storage.Table{GuildID: h.Srv.GuildID, ChannelID: h.Channel, Game: "starcollector", Phase: storage.Playing,
		Seats:   []storage.Seat{{Name: "CPU (was ann)", CPU: true, Level: "Normal"}, {Name: "CPU 2", CPU: true, Level: "Hard"}},
		Options: map[string]string{}, Seed: 3, Snapshot: snap}
	require.NoError(t, store.Create(rec))
	require.NoError(t, store.Close())

	h.Start()
	h.Srv.WaitFor(func() bool { return h.Said("Nobody is seated at the Star Collector game") })
	after, err := h.Store.Table(rec.ID)
	require.NoError(t, err)
	assert.Equal(t, storage.Cancelled, after.Phase, "CPU seats do not play a game out for no one")
	assert.Zero(t, after.Moves, "not one CPU thought was spent on it")
}

func TestACPUInAnotherServerThinksWhileOneServerHoldsEveryCoreItMay(t *testing.T) {
	t.Parallel()
	held := newHeldThink()
	h := bottest.New(t, bot.Config{Think: held.think}, commands.New)
	h.Stop()
	store := h.OpenStore()
	g, _ := games.Lookup("starcollector")
	stored := func(guild, channel string, seed uint64) []byte {
		st, err := g.New(games.Config{Seats: 2, Seed: seed})
		require.NoError(t, err)
		snap, _ := st.Encode()
		ann := h.Srv.User(fmt.Sprint("player", seed))
		require.NoError(t, store.Create(&storage.Table{GuildID: guild, ChannelID: channel, Game: "starcollector", Phase: storage.Playing,
			Seats:   []storage.Seat{{UserID: ann.ID, Name: ann.Name}, {Name: "CPU 2", CPU: true, Level: "Hard"}},
			Options: map[string]string{}, Seed: seed, Snapshot: snap}))
		return snap
	}
	busy := h.Srv.Guild("busy")
	cores := runtime.GOMAXPROCS(0)
	for i := range cores + 2 {
		stored(busy, h.Srv.GuildChannel(busy, fmt.Sprint("t", i)), uint64(i))
	}
	quiet := stored(h.Srv.GuildID, h.Channel, 99)
	require.NoError(t, store.Close())

	h.Start()
	// Each thought is held until the test ends: the busy server's CPUs
	// take every slot they may, and the quiet server's must still start.
	seen := map[string]int{}
	for range cores + 1 {
		select {
		case q := <-held.started:
			snap, err := q.State.Encode()
			require.NoError(t, err)
			if string(snap) == string(quiet) {
				seen["quiet"]++
			} else {
				seen["busy"]++
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("thoughts started: %v; the busy server may hold one slot a core, and the quiet server's CPU the spare", seen)
		}
	}
	assert.Equal(t, map[string]int{"busy": cores, "quiet": 1}, seen, "one server thinks on at most one slot a core; the spare is another's")
}

func TestALobbyThatWaitedLongerThanCPUIdleStartsWithItsCPUsPlaying(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{CPUIdle: slower * 200 * time.Millisecond}, commands.New)
	ann := h.Srv.User("ann")
	lobby := h.AddCPU(ann, h.Lobby("starcollector", ann), "Normal")
	time.Sleep(slower * 300 * time.Millisecond) // the host waits for friends who never come
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())
	movesOf(t, h, id, 1) // Star Collector asks both seats at once: the CPU chooses first
	assert.False(t, h.Said("so the game waits"), "pressing Start is acting at the table")
}

func TestATurnTimerStopsMovingForPeopleWhoAreAllAway(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{TimerScale: 0.002 * slower, CPUIdle: slower * 400 * time.Millisecond}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Response()
	lobby := h.Click(bob, h.Board(), "Join").Message()
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())

	h.Srv.WaitFor(func() bool { return h.Said("so the game waits") })
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.True(t, rec.Deadline.IsZero(), "the timer no longer posts lines and moves for nobody")
	h.Srv.Command(bob, h.Channel, "hand").Response()
	h.Srv.WaitFor(func() bool {
		now, err := h.Store.Table(id)
		return err == nil && !now.Deadline.IsZero()
	})
}
