package storage

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

// annID, annName, bobID: who playOut seats (seal_test.go).
var annID, annName, bobID = secrets[0], secrets[1], secrets[3]

// oldForfeit files a forfeit of the member under the key stores written
// before forfeitKey named no member: it ended with their id.
func oldForfeit(t *testing.T, s *Store, userID string) {
	t.Helper()
	f := Forfeit{GuildID: "g1", TableID: "oldtable01", Game: "birdrummy", UserID: userID, Against: []string{bobID}, At: time.Unix(1, 0)}
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		b, err := tx.Bucket(bucketForfeits).CreateBucketIfNotExists([]byte("g1"))
		if err != nil {
			return err
		}
		k := append(itob(uint64(f.At.UnixNano())), []byte(f.TableID+"/"+userID)...)
		return putJSON(b, k, f)
	}))
}

// openStore opens a new store file, sealed or plain, and returns it with
// its path: a test of what a file holds runs on both.
func openStore(t *testing.T, sealed bool) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "deckhand.db")
	var s *Store
	var err error
	if sealed {
		s, err = OpenSealed(path, newKey(t))
	} else {
		s, err = Open(path)
	}
	require.NoError(t, err)
	return s, path
}

func fileHolds(t *testing.T, path, s string) bool {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return bytes.Contains(data, []byte(s))
}

func TestAForgottenMemberIsNowhereInTheFileAndTheOthersKeepTheirGames(t *testing.T) {
	t.Parallel()
	for _, sealed := range []bool{false, true} {
		s, path := openStore(t, sealed)
		var err error
		playOut(t, s)
		if !sealed {
			oldForfeit(t, s, annID)
		}
		before, err := s.MemberData(annID)
		require.NoError(t, err)
		assert.Equal(t, []string{annName}, before.Names)
		assert.Len(t, before.Tables, 2, "the game she finished and the one she left")
		assert.Len(t, before.History, 1)
		assert.Equal(t, 1, before.Stats["g1"].Won)
		assert.Equal(t, 2, before.Ratings["g1"]["birdrummy"].Games)
		assert.Len(t, before.Forfeits, map[bool]int{false: 2, true: 1}[sealed])
		answers := 0
		for _, mt := range before.Tables {
			answers += len(mt.Answers)
		}
		assert.Equal(t, 1, answers, "her one answer")

		got, err := s.Forget(annID)
		require.NoError(t, err)
		assert.Equal(t, 2, got.Tables)
		assert.Equal(t, 1, got.Moves)
		assert.Positive(t, got.Scrubbed, "rewriting frees pages that held her")

		after, err := s.MemberData(annID)
		require.NoError(t, err)
		assert.Empty(t, after.Names)
		assert.Empty(t, after.Tables)
		assert.Empty(t, after.History)
		assert.Empty(t, after.Stats)
		assert.Empty(t, after.Ratings)
		assert.Empty(t, after.Forfeits)

		hist, _, err := s.GuildHistory("g1", 0, 10)
		require.NoError(t, err)
		require.Len(t, hist, 1)
		assert.Equal(t, []Seat{{Name: FormerPlayer}, {UserID: bobID, Name: secrets[4]}}, hist[0].Seats, "the game keeps both seats")
		moves, err := s.Moves(hist[0].TableID)
		require.NoError(t, err)
		assert.Len(t, moves, 2, "every answer stays, so the replay plays every step")
		assert.Equal(t, 0, moves[0].Seat)
		assert.Empty(t, moves[0].UserID)
		assert.Equal(t, bobID, moves[1].UserID)
		bob, err := s.MemberData(bobID)
		require.NoError(t, err)
		assert.Equal(t, 2, bob.Ratings["g1"]["birdrummy"].Games, "bob's rating stands")
		require.NoError(t, s.RebuildRatings(), "a rebuild rates nobody against a former player")
		board, err := s.Leaderboard("g1", "birdrummy", 10)
		require.NoError(t, err)
		assert.Empty(t, board, "bob's only games were against her")
		left, _, err := s.Unfinished()
		require.NoError(t, err)
		require.Len(t, left, 1)
		assert.Equal(t, "CPU (was "+FormerPlayer+")", left[0].Seats[0].Name)
		require.NoError(t, s.Close())

		assert.False(t, fileHolds(t, path, annID), "sealed=%v: her id is gone from the file", sealed)
		assert.False(t, fileHolds(t, path, annName), "sealed=%v: her name is gone from the file", sealed)
		if !sealed {
			assert.True(t, fileHolds(t, path, bobID), "bob's id is still there")
			assert.True(t, fileHolds(t, path, secrets[4]), "and his name")
		}
	}
}

func TestAMemberSeatedAtAGameInProgressIsNotForgotten(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	tb := &Table{GuildID: "g1", ChannelID: "c1", Game: "rummy", Host: annID, Phase: Playing,
		Seats: []Seat{{UserID: annID, Name: annName}, {UserID: bobID, Name: "Bob"}}}
	require.NoError(t, s.Create(tb))
	stat, err := os.Stat(path)
	require.NoError(t, err)
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	_, err = s.Forget(annID)
	var seated *SeatedError
	require.ErrorAs(t, err, &seated)
	require.Len(t, seated.Tables, 1)
	assert.Equal(t, tb.ID, seated.Tables[0].ID)

	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(before, after), "nothing was written")
	stat2, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, stat.ModTime(), stat2.ModTime())
	got, err := s.Table(tb.ID)
	require.NoError(t, err)
	assert.Equal(t, annID, got.Seats[0].UserID)
}

// TestScrubbingWhileTablesAreReadLeavesEveryReadWhole forgets a member
// while other goroutines read tables without pause: the scrub waits for
// a moment with no read open, and every read sees a whole record.
func TestScrubbingWhileTablesAreReadLeavesEveryReadWhole(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	playOut(t, s)
	var ids []string
	for i := range 50 {
		tb := &Table{GuildID: "g1", ChannelID: fmt.Sprint("r", i), Game: "rummy", Phase: Cancelled,
			Seats: []Seat{{UserID: annID, Name: annName}}, Snapshot: bytes.Repeat([]byte{'s'}, 3000)}
		require.NoError(t, s.Create(tb))
		ids = append(ids, tb.ID)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var reads atomic.Int64
	for r := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := r; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				tb, err := s.Table(ids[i%len(ids)])
				if !assert.NoError(t, err) || !assert.Len(t, tb.Snapshot, 3000) {
					return
				}
				reads.Add(1)
			}
		}()
	}
	got, err := s.Forget(annID)
	close(stop)
	wg.Wait()
	require.NoError(t, err)
	assert.Positive(t, got.Scrubbed)
	assert.Positive(t, reads.Load())
	require.NoError(t, s.Close())
	assert.False(t, fileHolds(t, path, annID))
	assert.False(t, fileHolds(t, path, annName))
}
