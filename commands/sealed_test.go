package commands_test

import (
	"bytes"
	"crypto/rand"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/storage"
)

// starNames are Star Collector's cards: some of them are in every game's
// records (its lines, its players' notes).
var starNames = []string{"Comet", "Meteor", "Pulsar", "Solar Wind", "Star Nursery", "Nebula", "Red Giant", "Binary Star", "Quasar",
	"Supernova", "Galaxy", "Star Cluster", "Shooting Star", "Black Hole", "Eclipse", "Dark Nebula", "Observatory", "Wormhole"}

// TestAnEncryptedDatabaseShowsNoMemberOrCardOfAPlayedGame plays a game
// on a plain database and on one encrypted with `-encrypt` before the
// bot starts, and greps each file: the plain one holds the members' ids,
// names and the cards played, the encrypted one none of them.
func TestAnEncryptedDatabaseShowsNoMemberOrCardOfAPlayedGame(t *testing.T) {
	t.Parallel()
	for _, sealed := range []bool{false, true} {
		h := newHarness(t)
		if sealed {
			h.Stop()
			h.Key = make([]byte, storage.KeySize)
			_, err := rand.Read(h.Key)
			require.NoError(t, err)
			require.NoError(t, storage.Encrypt(h.Path, h.Key))
			h.Start()
		}
		ann, bob := h.Srv.User("zephyrine"), h.Srv.User("quillon")
		h.Open("starcollector", ann, bob)
		h.PlayToEnd(200, ann, bob)
		h.Settle()
		h.Stop()
		data, err := os.ReadFile(h.Path)
		require.NoError(t, err)
		cards := 0
		for _, name := range starNames {
			if bytes.Contains(data, []byte(name)) {
				cards++
			}
		}
		for _, secret := range []string{ann.ID, bob.ID, "zephyrine", "quillon"} {
			assert.Equal(t, !sealed, bytes.Contains(data, []byte(secret)), "sealed=%v: the file holds %q", sealed, secret)
		}
		if sealed {
			assert.Zero(t, cards, "no card name in the encrypted file")
		} else {
			assert.Positive(t, cards, "the plain file names the cards played")
		}
	}
}
