package storage

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

// played stores a finished game of two players in a channel.
func played(t *testing.T, s *Store, channel, a, b string) *Table {
	t.Helper()
	tb := newTable(channel)
	tb.Seats = []Seat{{UserID: a, Name: a}, {UserID: b, Name: b}, {Name: "CPU", CPU: true}}
	finish(t, s, tb, []int{1, 2, 3})
	return tb
}

func tablesOf(h []History) []string {
	var out []string
	for _, e := range h {
		out = append(out, e.TableID)
	}
	return out
}

func TestAMembersHistorySeenFromAChannelIsItsGamesAndTheirOwn(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	here1 := played(t, s, "here", "ann", "bob")
	there := played(t, s, "there", "dan", "eve")
	mine := played(t, s, "there", "carl", "ann")
	here2 := played(t, s, "here", "ann", "carl") // both in the channel and carl's

	seen := func(s *Store, channel, user string, page, per int) ([]string, int) {
		t.Helper()
		h, total, err := s.SeenHistory("g1", channel, user, page, per)
		require.NoError(t, err)
		return tablesOf(h), total
	}
	got, total := seen(s, "here", "carl", 0, 10)
	assert.Equal(t, []string{here2.ID, mine.ID, here1.ID}, got, "the channel's games and the member's own, newest first, each once")
	assert.Equal(t, 3, total)
	assert.NotContains(t, got, there.ID, "another channel's game the member did not play is not listed")
	got, total = seen(s, "here", "carl", 1, 2)
	assert.Equal(t, []string{here1.ID}, got, "pages follow on")
	assert.Equal(t, 3, total)
	got, _ = seen(s, "elsewhere", "dan", 0, 10)
	assert.Equal(t, []string{there.ID}, got, "from any channel, a player sees their own games")

	// A database from before: entries name no channel, and no index.
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		require.NoError(t, tx.DeleteBucket(bucketHistoryBy))
		b := tx.Bucket(bucketHistory).Bucket([]byte("g1"))
		return b.ForEach(func(k, v []byte) error {
			var e History
			require.NoError(t, json.Unmarshal(v, &e))
			e.ChannelID = ""
			return putJSON(b, k, e)
		})
	}))
	_, err := s.Prune(here1.Updated.Add(1)) // here1's table is gone: its channel is not known
	require.NoError(t, err)
	require.NoError(t, s.Close())
	s, err = Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	got, total = seen(s, "here", "dan", 0, 10)
	assert.Equal(t, []string{here2.ID, there.ID}, got, "an older database is indexed at its first open, by its tables' channels")
	assert.Equal(t, 2, total)
	got, _ = seen(s, "here", "bob", 0, 10)
	assert.Equal(t, []string{here2.ID, here1.ID}, got, "a pruned game's entry stays listed for its players")
}
