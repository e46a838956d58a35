package storage

import (
	"fmt"
	"testing"

	"github.com/deckhand/deckhand/storage/rating"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

// duel is a rummy table in channel ch between u1 and u2.
func duel(ch string) *Table {
	t := newTable(ch)
	t.Seats = []Seat{{UserID: "u1", Name: "Ann"}, {UserID: "u2", Name: "Bob"}}
	return t
}

// finish commits the last move of tb, which ends it with places.
func finish(t *testing.T, s *Store, tb *Table, places []int) {
	t.Helper()
	require.NoError(t, s.Create(tb))
	tb.Phase = Finished
	require.NoError(t, s.Commit(tb, Move{Prompt: "last"}, &Outcome{Places: places, Summary: fmt.Sprint(places)}))
}

func TestADrawCountsAsADrawForEveryoneNotAWin(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	finish(t, s, duel("c1"), []int{1, 1})
	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	assert.Equal(t, PlayerStats{Played: 1, Drawn: 1}, *st.Players["u1"], "both placed first is a draw")
	assert.Equal(t, PlayerStats{Played: 1, Drawn: 1}, *st.Players["u2"])
	assert.Empty(t, st.ByGame["rummy"], "nobody won")
}

func TestAFinishedGameIsRatedInItsOwnCommit(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	finish(t, s, duel("c1"), []int{1, 2})
	board, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Len(t, board, 2)
	want := rating.Game([]rating.Rating{rating.New(), rating.New()}, []int{1, 2})
	assert.Equal(t, "u1", board[0].UserID, "the winner leads")
	assert.InDelta(t, want[0].R, board[0].R, 1e-9)
	assert.Equal(t, 1, board[0].Games)
	assert.Equal(t, 1, board[0].Wins)
	assert.InDelta(t, want[1].R, board[1].R, 1e-9)
	assert.Equal(t, 0, board[1].Wins)
}

func TestGamesWithFewerThanTwoHumansAreNotRated(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := duel("c1")
	tb.Seats[1] = Seat{Name: "CPU 2", CPU: true}
	finish(t, s, tb, []int{1, 2})
	board, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	assert.Empty(t, board, "a win over a CPU is not rated")
	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	assert.Equal(t, 1, st.Players["u1"].Won, "but it still counts in the stats")
}

func TestCPUSeatsAreLeftOutOfAMultiplayerRating(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := newTable("c1")
	tb.Game = "bitch"
	tb.Seats = []Seat{{UserID: "u1"}, {Name: "CPU", CPU: true}, {UserID: "u2"}}
	finish(t, s, tb, []int{3, 1, 2}) // u2 finished above u1, the CPU above both
	board, err := s.Leaderboard("g1", "bitch", 10)
	require.NoError(t, err)
	require.Len(t, board, 2)
	want := rating.Game([]rating.Rating{rating.New(), rating.New()}, []int{3, 2})
	assert.Equal(t, "u2", board[0].UserID)
	assert.InDelta(t, want[1].R, board[0].R, 1e-9, "rated as a game between the two humans alone")
}

func TestRebuildingTheRatingsFromHistoryGivesTheSameNumbers(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	for i, places := range [][]int{{1, 2}, {2, 1}, {1, 1}, {1, 2}, {1, 2}} {
		finish(t, s, duel(fmt.Sprint("c", i)), places)
	}
	before, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	// Damage the stored ratings, then rebuild them.
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketRatings).Bucket([]byte("g1")).Put([]byte("rummy"), []byte("{broken"))
	}))
	require.NoError(t, s.RebuildRatings())
	after, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	assert.Equal(t, before, after)
	mine, err := s.PlayerStandings("g1", before[0].UserID)
	require.NoError(t, err)
	assert.Equal(t, before[0], mine["rummy"])
}

func TestHistoryListsFinishedGamesNewestFirstByPage(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	var ids []string
	for i := range 5 {
		tb := duel(fmt.Sprint("c", i))
		finish(t, s, tb, []int{1, 2})
		ids = append(ids, tb.ID)
	}
	page, total, err := s.GuildHistory("g1", 0, 2)
	require.NoError(t, err)
	assert.Equal(t, 5, total)
	require.Len(t, page, 2)
	assert.Equal(t, []string{ids[4], ids[3]}, []string{page[0].TableID, page[1].TableID}, "newest first")
	assert.Equal(t, "rummy", page[0].Game)
	assert.Equal(t, []int{1, 2}, page[0].Places)
	last, _, err := s.GuildHistory("g1", 2, 2)
	require.NoError(t, err)
	require.Len(t, last, 1)
	assert.Equal(t, ids[0], last[0].TableID)
}

func TestHistoryOutlivesPruning(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := duel("c1")
	finish(t, s, tb, []int{1, 2})
	n, err := s.Prune(tb.Updated.Add(1))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	page, _, err := s.GuildHistory("g1", 0, 10)
	require.NoError(t, err)
	require.Len(t, page, 1, "the entry stays, so the list and ratings stay whole")
	_, err = s.Table(page[0].TableID)
	assert.ErrorIs(t, err, ErrNotFound, "its table is gone: a replay says so")
}
