package storage

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"
)

func newKey(t *testing.T) []byte {
	t.Helper()
	k := make([]byte, KeySize)
	_, err := rand.Read(k)
	require.NoError(t, err)
	return k
}

// secrets are what a played game writes that a sealed file must not show.
var secrets = []string{"734509126647820311", "Zephyrine", "Quillfeather Heron", "998877665544332211", "Bartholomew"}

// playOut writes a finished, rated game between two members, one of whom
// left another game first (a forfeit), with their names, ids and a card
// name in every kind of record.
func playOut(t *testing.T, s *Store) {
	t.Helper()
	ann, bob := Seat{UserID: secrets[0], Name: secrets[1]}, Seat{UserID: secrets[3], Name: secrets[4]}
	left := &Table{GuildID: "g1", ChannelID: "c0", Game: "birdrummy", Host: ann.UserID, Phase: Playing, Seats: []Seat{ann, bob}}
	require.NoError(t, s.Create(left))
	left.Seats[0] = Seat{Name: "CPU (was <@" + ann.UserID + ">)", CPU: true}
	require.NoError(t, s.SaveForfeiting(left, Forfeit{GuildID: "g1", TableID: left.ID, Game: "birdrummy", UserID: ann.UserID, Against: []string{bob.UserID}}))

	tb := &Table{GuildID: "g1", ChannelID: "c1", Game: "birdrummy", Host: ann.UserID, Phase: Playing, Seats: []Seat{ann, bob},
		Snapshot: []byte(`{"hand":["` + secrets[2] + `"]}`), Notes: map[int][]string{0: {"You drew " + secrets[2]}}}
	require.NoError(t, s.Create(tb))
	require.NoError(t, s.Commit(tb, Move{Seat: 0, Prompt: "play", Choices: []string{secrets[2]}, UserID: ann.UserID, By: ByPlayer}, nil))
	tb.Phase = Finished
	require.NoError(t, s.Commit(tb, Move{Seat: 1, Prompt: "play", Choices: []string{"x"}, UserID: bob.UserID, By: ByPlayer},
		&Outcome{Places: []int{1, 2}, Summary: secrets[2] + " won it"}))
}

func TestASealedStoreHoldsNoPlainCardNameOrID(t *testing.T) {
	t.Parallel()
	key := newKey(t)
	path := filepath.Join(t.TempDir(), "deckhand.db")
	s, err := OpenSealed(path, key)
	require.NoError(t, err)
	playOut(t, s)
	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	require.Equal(t, 1, st.Players[secrets[0]].Won, "the store reads back what it sealed")
	board, err := s.Leaderboard("g1", "birdrummy", 10)
	require.NoError(t, err)
	require.Len(t, board, 2)
	mine, _, err := s.SeenHistory("g1", "elsewhere", secrets[0], 0, 10)
	require.NoError(t, err)
	require.Len(t, mine, 1, "a member's own games are found by the index's digest of their id, from any channel")
	backup, err := s.Backup(filepath.Join(t.TempDir(), "backups"), 1)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	for _, file := range []string{path, backup} {
		data, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, secret := range secrets {
			assert.False(t, bytes.Contains(data, []byte(secret)), "%s holds %q in plain", filepath.Base(file), secret)
		}
	}
}

func TestAPlainStoreShowsWhatASealedOneHides(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	playOut(t, s)
	require.NoError(t, s.Close())
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, secret := range secrets {
		assert.True(t, bytes.Contains(data, []byte(secret)), "the plain file holds %q: the sealed test's grep can find it", secret)
	}
}

func TestAWrongOrMissingKeyIsRefusedAndTheFileIsNotWritten(t *testing.T) {
	t.Parallel()
	key := newKey(t)
	path := filepath.Join(t.TempDir(), "deckhand.db")
	s, err := OpenSealed(path, key)
	require.NoError(t, err)
	playOut(t, s)
	require.NoError(t, s.Close())
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	stat, err := os.Stat(path)
	require.NoError(t, err)

	_, err = OpenSealed(path, newKey(t))
	assert.ErrorIs(t, err, ErrWrongKey)
	_, err = Open(path)
	assert.ErrorIs(t, err, ErrKeyNeeded)

	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(before, after), "a refused open leaves the file's bytes as they were")
	stat2, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, stat.ModTime(), stat2.ModTime())

	s, err = OpenSealed(path, key)
	require.NoError(t, err, "the right key still opens it")
	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	assert.Equal(t, 1, st.Games["birdrummy"])
	require.NoError(t, s.Close())
}

func TestAKeyForAPlainStoreIsRefusedUntilItIsEncrypted(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	playOut(t, s)
	oldForfeit(t, s, secrets[0])
	require.NoError(t, s.Close())
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	require.True(t, bytes.Contains(before, []byte("oldtable01/"+secrets[0])), "the old forfeit's key names her")

	key := newKey(t)
	_, err = OpenSealed(path, key)
	assert.ErrorIs(t, err, ErrNotSealed)
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(before, after), "nothing is written to the plain file")

	require.NoError(t, Encrypt(path, key))
	assert.ErrorIs(t, Encrypt(path, key), ErrSealedAlready)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, secret := range secrets {
		assert.False(t, bytes.Contains(data, []byte(secret)), "the encrypted file holds %q in plain", secret)
	}
	_, err = os.Stat(path + ".sealing")
	assert.True(t, os.IsNotExist(err), "the copy was swapped in")

	s, err = OpenSealed(path, key)
	require.NoError(t, err)
	defer s.Close()
	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	assert.Equal(t, 1, st.Players[secrets[0]].Won)
	hist, n, err := s.GuildHistory("g1", 0, 10)
	require.NoError(t, err)
	require.Equal(t, 1, n, "the finished game")
	require.NoError(t, s.RebuildRatings(), "the forfeits, keyed anew, rate again")
	mine, err := s.PlayerStandings("g1", secrets[3])
	require.NoError(t, err)
	assert.Equal(t, 3, mine["birdrummy"].Games, "bob's two forfeit wins and his loss are all there")
	unf, _, err := s.Unfinished()
	require.NoError(t, err)
	assert.Len(t, unf, 1, "the game ann left goes on")
	moves, err := s.Moves(hist[0].TableID)
	require.NoError(t, err)
	assert.NotEmpty(t, moves)
	require.NoError(t, s.db.View(func(tx *bolt.Tx) error {
		assert.Equal(t, uint64(len(moves)), tx.Bucket(bucketLogs).Bucket([]byte(hist[0].TableID)).Sequence(),
			"a log's sequence, which a commit checks, is copied")
		return nil
	}))
	left := unf[0]
	require.NoError(t, s.Commit(left, Move{Seat: 1, Prompt: "p", Choices: []string{"o"}, UserID: secrets[3], By: ByPlayer}, nil),
		"the game goes on in the encrypted file")
}

func TestAKeyIsHexOrBase64Of32Bytes(t *testing.T) {
	t.Parallel()
	k := newKey(t)
	got, err := ParseKey(hex.EncodeToString(k))
	require.NoError(t, err)
	assert.Equal(t, k, got)
	got, err = ParseKey(base64.StdEncoding.EncodeToString(k) + "\n")
	require.NoError(t, err)
	assert.Equal(t, k, got)
	for _, bad := range []string{"", "secret", hex.EncodeToString(k[:16]), base64.StdEncoding.EncodeToString(append(k, 1))} {
		_, err := ParseKey(bad)
		if assert.Error(t, err, "%q", bad) && bad != "" {
			assert.NotContains(t, err.Error(), bad, "the error never repeats the key")
		}
	}
}
