package storage

import (
	"encoding/binary"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Forfeit is a rated game left before its end: the player who left is
// rated as having lost it to each human still seated, when they leave.
// The game's own result later rates only those still seated (the seat
// is a CPU's by then), so nobody is rated twice for the same pair.
type Forfeit struct {
	GuildID string
	TableID string
	Game    string
	UserID  string   // who left
	Against []string // the humans still seated
	At      time.Time
}

// bucketForfeits holds each guild's forfeits by time, as bucketHistory
// holds its finished games: RebuildRatings rates both again in order.
var bucketForfeits = []byte("forfeits")

// forfeitKey orders a guild's forfeits by time, then table, and tells
// two of the same moment apart by the bucket's sequence n. It names no
// member: keys stay plain in a sealed store (seal.go).
func forfeitKey(f Forfeit, n uint64) []byte {
	k := make([]byte, 8, 8+len(f.TableID)+1+8)
	binary.BigEndian.PutUint64(k, uint64(f.At.UnixNano()))
	k = append(k, f.TableID...)
	k = append(k, '/')
	return append(k, itob(n)...)
}

// rateForfeit rates f: a loss for who left against each of the others,
// and for each of them a win, within the day's bound on each pair.
func rateForfeit(tx *bolt.Tx, f Forfeit) error {
	if len(f.Against) == 0 || f.UserID == "" { // "": a former player (forget.go)
		return nil
	}
	r := rated{guild: f.GuildID, game: f.Game, table: f.TableID, at: f.At,
		ids: []string{f.UserID}, places: []int{2}, won: []bool{false}, drew: []bool{false},
		plays: func(i, j int) bool { return i == 0 || j == 0 }}
	for _, id := range f.Against {
		r.ids, r.places = append(r.ids, id), append(r.places, 1)
		r.won, r.drew = append(r.won, true), append(r.drew, false)
	}
	return ratePairs(tx, r)
}

// SaveForfeiting is Save for a table a player has just left, with their
// forfeit recorded and rated in the same transaction: the seat given
// away and the loss are written together or not at all. A game closed
// for idleness forfeits each player it was waiting on (fs, one each).
func (s *Store) SaveForfeiting(t *Table, fs ...Forfeit) error {
	now := s.now()
	return s.writes.do(func(tx *bolt.Tx) error {
		if err := save(tx, t, now); err != nil {
			return err
		}
		for _, f := range fs {
			f.At = now
			if err := addForfeit(tx, f); err != nil {
				return err
			}
		}
		return nil
	})
}

// addForfeit keeps f with its guild's forfeits and rates it.
func addForfeit(tx *bolt.Tx, f Forfeit) error {
	b, err := tx.Bucket(bucketForfeits).CreateBucketIfNotExists([]byte(f.GuildID))
	if err != nil {
		return err
	}
	n, err := b.NextSequence()
	if err != nil {
		return err
	}
	if err := putJSON(b, forfeitKey(f, n), f); err != nil {
		return err
	}
	return rateForfeit(tx, f)
}
