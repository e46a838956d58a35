package reading

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/internal/msgtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// counted is a game whose states count the answers applied to them: what
// a replay step costs, in answers.
type counted struct {
	games.Game
	applied *atomic.Int64
}

type countedState struct {
	games.State
	applied *atomic.Int64
}

func (g counted) New(cfg games.Config) (games.State, error) {
	st, err := g.Game.New(cfg)
	return countedState{st, g.applied}, err
}

func (g counted) Decode(b []byte) (games.State, error) {
	st, err := g.Game.Decode(b)
	return countedState{st, g.applied}, err
}

func (s countedState) Apply(a games.Answer) ([]games.Event, error) {
	s.applied.Add(1)
	return s.State.Apply(a)
}

// finishedTables stores n finished tables that each played moves. They
// are committed side by side, as a busy bot's tables are, so that their
// commits share transactions.
func finishedTables(t *testing.T, store *storage.Store, slug string, cfg games.Config, moves []storage.Move, n int) []*storage.Table {
	t.Helper()
	out := make([]*storage.Table, n)
	var wg sync.WaitGroup
	for i := range out {
		rec := &storage.Table{GuildID: "g", ChannelID: fmt.Sprint("long", i), Game: slug, Phase: storage.Lobby, Seed: cfg.Seed, Seats: make([]storage.Seat, cfg.Seats)}
		require.NoError(t, store.Create(rec))
		out[i] = rec
		wg.Go(func() {
			rec.Phase = storage.Playing
			for _, m := range moves {
				assert.NoError(t, store.Commit(rec, m, nil))
			}
			rec.Phase = storage.Finished
			assert.NoError(t, store.Save(rec))
		})
	}
	wg.Wait()
	return out
}

func TestAMemberSteppingThroughSeventeenLongReplaysInTurnNeverReplaysAWholeGame(t *testing.T) {
	t.Parallel()
	// A game of 5*markEvery answers, not played to its end, stands for a
	// long one: what matters is that it holds more than markEvery.
	g, cfg, moves := playedLog(t, "bitch", 5, 3, 5*markEvery, false)
	require.Len(t, moves, 5*markEvery)
	b, _ := testRoom(t, nil)
	recs := finishedTables(t, b.store, "bitch", cfg, moves, keptReadings+1)
	var applied atomic.Int64
	game := counted{g, &applied}

	step := func(rec *storage.Table, p int) (answers int64) {
		t.Helper()
		applied.Store(0)
		r, unlock, err := b.reading(rec, game)
		require.NoError(t, err)
		defer unlock()
		_, err = r.stateAt(b.store, r.turns[r.turnAt(p)].End)
		require.NoError(t, err)
		return applied.Load()
	}
	// The first look at each game (as in a database from before readings
	// were kept) replays it once, and keeps its reading with it.
	built := map[string]*reading{}
	for _, rec := range recs {
		step(rec, len(moves))
		r, unlock, err := b.reading(rec, game)
		require.NoError(t, err)
		built[rec.ID] = r
		unlock()
	}
	assert.Eventually(t, func() bool {
		for _, rec := range recs {
			if head, err := b.store.ReadingHead(rec.ID); err != nil || head == nil {
				return false
			}
		}
		return true
	}, 5*time.Second, time.Millisecond, "each finished game's reading is kept with it")
	// Then round and round: each game has left the cache by its next step.
	for round := range 2 {
		for i, rec := range recs {
			p := len(moves) - (i*37+round*101)%len(moves)
			assert.Less(t, step(rec, p), int64(markEvery), "a step of a game not in the cache applies fewer than %d answers (game %d, round %d)", markEvery, i, round)
		}
	}
	r, unlock, err := b.reading(recs[0], game)
	require.NoError(t, err)
	defer unlock()
	assert.NotSame(t, built[recs[0].ID], r, "the step read the kept reading, not the one built")
	assert.Equal(t, built[recs[0].ID].lines, r.lines, "the kept reading's lines are the game's, numbered as the Log numbers them")
	assert.Equal(t, built[recs[0].ID].told, r.told)
	assert.Equal(t, built[recs[0].ID].replayTurns(), r.replayTurns(), "and so are its steps")
	assert.Equal(t, built[recs[0].ID].n, r.n)
	assert.True(t, built[recs[0].ID].last.Equal(r.last) && built[recs[0].ID].first.Equal(r.first), "and when it was played")
}

// A replay steps through a game read back from the database as through
// the same game read from its answers: a last turn that said nothing (a
// game ended while a secret choice waited on the other's) joins the one
// before it in both.
func TestAKeptReadingStepsThroughTheGameAsTheReadingItWasKeptFrom(t *testing.T) {
	t.Parallel()
	tried := 0
	for _, c := range everyGameSeated() {
		g, cfg, moves := playedLog(t, c.slug, c.seats, 3, 20000, false)
		// The log cut after an answer that said nothing aloud.
		r, cut := newReading("x", g, cfg), 0
		for i, m := range moves {
			lines := len(r.lines)
			require.NoError(t, r.extend([]storage.Move{m}))
			if len(r.lines) == lines && len(r.turns) >= 3 && r.open {
				cut = i + 1
				break
			}
		}
		if cut == 0 {
			continue // no silent answer in this game
		}
		tried++
		b, _ := testRoom(t, nil)
		rec := finishedTables(t, b.store, c.slug, cfg, moves[:cut], 1)[0]
		built, unlock, err := b.reading(rec, g)
		require.NoError(t, err)
		want := built.replayTurns()
		unlock()
		require.Eventually(t, func() bool {
			head, err := b.store.ReadingHead(rec.ID)
			return err == nil && head != nil
		}, 5*time.Second, time.Millisecond, "%s: the ended game's reading is kept", c.slug)
		kept := &reading{}
		require.True(t, b.readKept(kept, rec), "%s: the kept reading reads", c.slug)
		assert.Equal(t, want, kept.replayTurns(), "%s at %d seats: the kept game's steps are the read game's", c.slug, c.seats)
	}
	require.NotZero(t, tried, "some game has a silent answer to end on")
}

func TestAKeptLogSaysItsLinesInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	r := &reading{n: 2, lines: []render.LogLine{
		{Move: 1, Told: 1, Text: "ann played"},
		{Move: 2, Told: 2, Text: "{seat1} is thinking…", Msg: thinking(1)},
	}, turns: []render.ReplayTurn{{}, {End: 1, Seats: []int{0}, From: 0, To: 1}, {End: 2, Seats: []int{1}, From: 1, To: 2}}}
	kept := &reading{}
	require.NoError(t, kept.readHead(r.head()))
	require.Len(t, kept.lines, 2)
	assert.Equal(t, r.lines[1].Msg, kept.lines[1].Msg, "the line as data comes back from the kept head")

	rec := &storage.Table{ID: "zz9", Seats: []storage.Seat{ann, bob}}
	tb := testTables{}.View(rec, picktest.Game{}.Info())
	log := msgtest.Shown(render.LogIn(lang.Get(lang.German), &tb, picktest.Game{}.Info(), kept.lines, -1))
	assert.Contains(t, log, "<@2> denkt nach…")
	assert.Contains(t, log, "ann played")
}
