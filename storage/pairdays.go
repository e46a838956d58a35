package storage

import (
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
)

// MaxRatedPerPairPerDay is how many rated results between the same two
// members count, in one game on one server, per UTC day. With a second
// account and the Rematch button, one person could otherwise win rated
// games against themselves without end and climb the leaderboard; three
// a day leaves friends who play an evening's best of three rated in full,
// and makes farming a climb of three games a day, no faster than honest
// play. A game between several players counts each pair on its own: the
// pairs still within the bound are rated, the others are not.
const MaxRatedPerPairPerDay = 3

// bucketPairDays holds, per guild, how many rated results each pair has
// had in a game on a day: key "<day>/<game>", a JSON map of "<id> <id>"
// (the smaller id first) to a count. Derived data, as ratings are:
// RebuildRatings recounts it from the history and the forfeits.
var bucketPairDays = []byte("pairdays")

// pairDay is one guild's counts for one game and UTC day.
type pairDay struct {
	b      *bolt.Bucket
	key    []byte
	counts map[string]int
}

func loadPairDay(tx *bolt.Tx, guild, game string, at time.Time) (*pairDay, error) {
	b, err := tx.Bucket(bucketPairDays).CreateBucketIfNotExists([]byte(guild))
	if err != nil {
		return nil, err
	}
	day := at.UTC().Format(time.DateOnly)
	// Only the day of the newest result is read again: drop older days.
	c := b.Cursor()
	for k, _ := c.First(); k != nil && string(k) < day; k, _ = c.First() {
		if err := c.Delete(); err != nil {
			return nil, err
		}
	}
	d := &pairDay{b: b, key: []byte(day + "/" + game), counts: map[string]int{}}
	_, _ = getJSON(b, d.key, &d.counts) // unreadable: counted afresh
	return d, nil
}

// take counts one rated result between a and b, if the day's bound
// allows it, and reports whether it did.
func (d *pairDay) take(a, b string) bool {
	if b < a {
		a, b = b, a
	}
	k := strings.Join([]string{a, b}, " ")
	if d.counts[k] >= MaxRatedPerPairPerDay {
		return false
	}
	d.counts[k]++
	return true
}

func (d *pairDay) save() error { return putJSON(d.b, d.key, d.counts) }
