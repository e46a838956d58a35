package storage

import (
	"crypto/rand"
	"errors"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// Table ids travel in every custom id of a table's buttons. They are
// random, so that nobody can name another channel's table by counting;
// the bot still checks that a click comes from the table's own channel.
const (
	idAlphabet = "abcdefghijklmnopqrstuvwxyz234567" // rand.Text's base32, lower case
	idLen      = 10                                 // 32^10 ≈ 1.1e15: no guess lands
)

// newID draws an id not yet used in tables.
func newID(tables *bolt.Bucket) (string, error) {
	for range 8 {
		id := strings.ToLower(rand.Text()[:idLen])
		if tables.Get([]byte(id)) == nil {
			return id, nil
		}
	}
	return "", errors.New("storage: no free table id")
}
