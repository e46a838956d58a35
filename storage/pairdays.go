package storage

import (
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

// MaxRatedPerPairPerDay is how many rated games a member has, in one game
// on one server per UTC day, with any of the same opponents. With a
// second account and the Rematch button, one person could otherwise win
// rated games against themselves without end and climb the leaderboard;
// three a day leaves friends who play an evening's best of three rated
// in full, and makes farming a climb of three games a day, no faster than
// honest play.
//
// The bound counts a member's games, not their pairs: a game of three or
// more counts once for each member, as one game with each of its other
// players, and is rated for a member only while they have had fewer than
// three rated games that day with any of them. Counted by pairs, a fresh
// account seated beside one already past its bound bought its owner
// another rated game each time (and a game of n seats spent n-1 pair
// counts in one go while rating every one of them). A pair is rated when
// both its players may be; a member none of whose pairs is rated is not
// rated for the game.
const MaxRatedPerPairPerDay = 3

// bucketPairDays holds, per guild, the rated games of each member in a
// game on a day: key "<day>/<game>", a JSON map of member id to the
// opponents of each of their rated games that day, by table (a forfeit
// and the end of the same table are one game). Derived data, as ratings
// are: RebuildRatings recounts it from the history and the forfeits.
var bucketPairDays = []byte("pairdays")

// pairDay is one guild's rated games for one game and UTC day.
type pairDay struct {
	b   *bolt.Bucket
	key []byte
	met map[string]map[string][]string
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
	d := &pairDay{b: b, key: []byte(day + "/" + game), met: map[string]map[string][]string{}}
	if _, err := getJSON(b, d.key, &d.met); err != nil {
		d.met = map[string]map[string][]string{} // unreadable: counted afresh
	}
	return d, nil
}

// may reports whether user may be rated at table against opponents: they
// have had fewer than MaxRatedPerPairPerDay rated games that day, at
// other tables, with any of them.
func (d *pairDay) may(user, table string, opponents []string) bool {
	n := 0
	for at, game := range d.met[user] {
		if at != table && slices.ContainsFunc(game, func(id string) bool { return slices.Contains(opponents, id) }) {
			n++
		}
	}
	return n < MaxRatedPerPairPerDay
}

// add counts user's rated game at table against opponents.
func (d *pairDay) add(user, table string, opponents []string) {
	if d.met[user] == nil {
		d.met[user] = map[string][]string{}
	}
	for _, id := range opponents {
		if !slices.Contains(d.met[user][table], id) {
			d.met[user][table] = append(d.met[user][table], id)
		}
	}
}

func (d *pairDay) save() error { return putJSON(d.b, d.key, d.met) }
