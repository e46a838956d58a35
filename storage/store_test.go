package storage

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

func open(t *testing.T) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sub", "deckhand.db")
	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s, path
}

func newTable(channel string) *Table {
	return &Table{GuildID: "g1", ChannelID: channel, Game: "rummy", Host: "u1", Phase: Lobby,
		Seats: []Seat{{UserID: "u1", Name: "Ann"}}, Seed: 42}
}

func TestOpenCreatesTheDirectoryAndSchema(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	require.NoError(t, s.Close())
	s2, err := Open(path)
	require.NoError(t, err)
	s2.Close()
}

func TestAnotherSchemaVersionIsRefused(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketMeta).Put(keySchema, []byte("99"))
	}))
	require.NoError(t, s.Close())
	_, err := Open(path)
	assert.ErrorContains(t, err, "schema")
}

func TestOneTablePerChannel(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	a := newTable("c1")
	require.NoError(t, s.Create(a))
	assert.NotEmpty(t, a.ID)
	assert.ErrorIs(t, s.Create(newTable("c1")), ErrChannelBusy)
	require.NoError(t, s.Create(newTable("c2")))

	a.Phase = Cancelled
	require.NoError(t, s.Save(a))
	require.NoError(t, s.Create(newTable("c1")), "a done table frees its channel")
}

func TestACommittedMoveIsInTheLogAndTheSnapshot(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	tb := newTable("c1")
	require.NoError(t, s.Create(tb))
	tb.Phase = Playing
	tb.Snapshot = []byte(`{"turn":1}`)
	require.NoError(t, s.Commit(tb, Move{Seat: 0, Prompt: "draw", Choices: []string{"stock"}, By: ByPlayer}, nil))
	tb.Snapshot = []byte(`{"turn":2}`)
	require.NoError(t, s.Commit(tb, Move{Seat: 1, Prompt: "draw", Choices: []string{"pile"}, By: ByCPU}, nil))
	assert.Equal(t, 2, tb.Moves)
	require.NoError(t, s.Close())

	s2, err := Open(path)
	require.NoError(t, err)
	defer s2.Close()
	got, err := s2.ChannelTable("c1")
	require.NoError(t, err)
	assert.Equal(t, `{"turn":2}`, string(got.Snapshot))
	assert.Equal(t, 2, got.Moves)
	moves, err := s2.Moves(tb.ID)
	require.NoError(t, err)
	require.Len(t, moves, 2)
	assert.Equal(t, 1, moves[0].N)
	assert.Equal(t, []string{"pile"}, moves[1].Choices)
	assert.Equal(t, ByCPU, moves[1].By)
}

func TestAStaleCommitIsRefusedAndChangesNothing(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := newTable("c1")
	require.NoError(t, s.Create(tb))
	require.NoError(t, s.Commit(tb, Move{Prompt: "a"}, nil))
	stale := *tb
	stale.Moves = 0
	stale.Snapshot = []byte("stale")
	assert.ErrorIs(t, s.Commit(&stale, Move{Prompt: "b"}, nil), ErrConflict)
	assert.Equal(t, 0, stale.Moves, "the record rolls back with the transaction")
	got, err := s.Table(tb.ID)
	require.NoError(t, err)
	assert.Equal(t, 1, got.Moves)
	assert.Nil(t, got.Snapshot)
}

func TestUnfinishedListsLobbiesAndGamesOnly(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	for i, ph := range []Phase{Lobby, Playing, Finished, Cancelled} {
		tb := newTable(string(rune('a' + i)))
		require.NoError(t, s.Create(tb))
		tb.Phase = ph
		require.NoError(t, s.Save(tb))
	}
	got, bad, err := s.Unfinished()
	require.NoError(t, err)
	assert.Empty(t, bad)
	var phases []Phase
	for _, tb := range got {
		phases = append(phases, tb.Phase)
	}
	assert.ElementsMatch(t, []Phase{Lobby, Playing}, phases)
}

func TestACorruptRecordIsSetAsideAndTheRestLoads(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	good := newTable("c1")
	require.NoError(t, s.Create(good))
	bad := newTable("c2")
	require.NoError(t, s.Create(bad))
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketTables).Put([]byte(bad.ID), []byte("{not json"))
	}))

	got, problems, err := s.Unfinished()
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, good.ID, got[0].ID)
	require.Len(t, problems, 1)
	assert.Equal(t, bad.ID, problems[0].Key)

	q, err := s.Quarantined()
	require.NoError(t, err)
	assert.Contains(t, q, bad.ID)
	require.NoError(t, s.Create(newTable("c2")), "the corrupt table's channel is free again")
	_, problems, err = s.Unfinished()
	require.NoError(t, err)
	assert.Empty(t, problems, "reported once, then out of the way")
}

func TestQuarantineFreesTheChannel(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := newTable("c1")
	require.NoError(t, s.Create(tb))
	require.NoError(t, s.Quarantine(tb.ID, "snapshot does not decode"))
	_, err := s.Table(tb.ID)
	assert.ErrorIs(t, err, ErrNotFound)
	_, err = s.ChannelTable("c1")
	assert.ErrorIs(t, err, ErrNotFound)
	q, err := s.Quarantined()
	require.NoError(t, err)
	assert.Equal(t, "snapshot does not decode", q[tb.ID])
}

func TestFinishedGamesFeedTheGuildStats(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	for i, places := range [][]int{{1, 2}, {2, 1}, {1, 2}} {
		finish(t, s, duel(string(rune('a'+i))), places)
	}
	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	assert.Equal(t, 3, st.Games["rummy"])
	assert.Equal(t, PlayerStats{Played: 3, Won: 2}, *st.Players["u1"])
	assert.Equal(t, 1, st.ByGame["rummy"]["u2"])
	empty, err := s.GuildStats("nobody")
	require.NoError(t, err)
	assert.Empty(t, empty.Games)
}

func TestCommitStampsTheMoveTime(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := newTable("c1")
	require.NoError(t, s.Create(tb))
	require.NoError(t, s.Commit(tb, Move{Prompt: "a"}, nil))
	moves, err := s.Moves(tb.ID)
	require.NoError(t, err)
	assert.WithinDuration(t, time.Now(), moves[0].At, time.Minute)
}
