package storage

import (
	"time"

	bolt "go.etcd.io/bbolt"
)

// bucketHonours holds each guild's honours by time: guild id -> bucket of
// 8-byte time and 8-byte sequence -> Honour. No key names a member (a
// sealed store shows no member in its keys, and an encrypted copy keeps
// the keys it copies).
var bucketHonours = []byte("honours")

// Honour is a title a member won in a server: "Champion of season 3" in
// Rummy, or a tournament's winner.
type Honour struct {
	Guild string
	User  string
	Game  string // the game's slug
	Title string
	At    time.Time
}

func addHonour(tx *bolt.Tx, h Honour) error {
	b, err := guildBucket(tx, bucketHonours, h.Guild)
	if err != nil {
		return err
	}
	seq, err := b.NextSequence()
	if err != nil {
		return err
	}
	return putJSON(b, append(itob(uint64(h.At.UnixNano())), itob(seq)...), h)
}

// AddHonour records h in its own write (a zero At is now): the way a
// tournament's winners are honoured once it ends.
func (s *Store) AddHonour(h Honour) error {
	if h.At.IsZero() {
		h.At = s.now()
	}
	return s.db.Update(func(tx *bolt.Tx) error { return addHonour(tx, h) })
}

// Honours returns guild's honours, newest first, at most n.
func (s *Store) Honours(guild string, n int) ([]Honour, error) {
	var out []Honour
	err := s.view(func(tx *bolt.Tx) error {
		b := bucket(tx, bucketHonours, guild)
		if b == nil {
			return nil
		}
		c := b.Cursor()
		for k, v := c.Last(); k != nil && len(out) < n; k, v = c.Prev() {
			var h Honour
			if decodeJSON(b, k, v, &h) == nil {
				out = append(out, h)
			}
		}
		return nil
	})
	return out, err
}
