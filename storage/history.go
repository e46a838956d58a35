package storage

import (
	"encoding/binary"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/deckhand/deckhand/games"
)

// History is each guild's list of finished games, newest last: enough to
// list them, rate them and open their replay. An entry outlives its
// table's pruning (it is small), so the list and the ratings stay whole
// while a pruned game's replay says that its moves are gone.
type History struct {
	GuildID string
	// ChannelID is where the game was played (empty in an entry written
	// before it was kept: its table's record names it, until pruned).
	ChannelID string `json:",omitempty"`
	TableID   string
	Game      string
	Seats     []Seat
	Places    []int
	Summary   string
	// SummaryMsg is Summary as data (Outcome.SummaryMsg), said in the
	// reader's language; zero in an entry of a game that keeps words in
	// no catalog, or written before entries kept it.
	SummaryMsg games.Text `json:",omitempty"`
	At         time.Time
	// Early is a game ended before its finish (/end, the last person
	// leaving, an idle game closed): it has no places, so it counts in
	// no stats and no rating, but it was played and can be replayed.
	Early bool `json:",omitempty"`
	// Unrated is a game played unrated (Table.Unrated): rebuilding the
	// ratings from the history leaves it out, as its end did.
	Unrated bool `json:",omitempty"`
}

// historyKey orders a guild's entries by time, then table id.
func historyKey(e History) []byte {
	k := make([]byte, 8, 8+len(e.TableID))
	binary.BigEndian.PutUint64(k, uint64(e.At.UnixNano()))
	return append(k, e.TableID...)
}

func historyEntry(t *Table, o Outcome, at time.Time) History {
	return History{GuildID: t.GuildID, ChannelID: t.ChannelID, TableID: t.ID, Game: t.Game, Seats: t.Seats, Places: o.Places, Summary: o.Summary, SummaryMsg: o.SummaryMsg, At: at, Unrated: t.Unrated}
}

func addHistory(tx *bolt.Tx, e History) error {
	b, err := tx.Bucket(bucketHistory).CreateBucketIfNotExists([]byte(e.GuildID))
	if err != nil {
		return err
	}
	if err := putJSON(b, historyKey(e), e); err != nil {
		return err
	}
	return indexEntry(tx, e)
}

// endedEarly adds t to its guild's history as ended early when it is
// being saved as cancelled and its stored record was playing: the one
// save that ends a game before its finish, whatever ended it. A lobby
// cancelled before the start was never a game and is not listed.
func endedEarly(tx *bolt.Tx, t *Table, now time.Time) error {
	var was struct{ Phase Phase }
	if found, err := getJSON(tx.Bucket(bucketTables), []byte(t.ID), &was); !found || err != nil || was.Phase != Playing {
		return nil
	}
	return addHistory(tx, History{GuildID: t.GuildID, ChannelID: t.ChannelID, TableID: t.ID, Game: t.Game, Seats: t.Seats, At: now, Early: true})
}

// GuildHistory returns one page of a guild's finished games, newest
// first, and how many there are in all.
func (s *Store) GuildHistory(guildID string, page, perPage int) ([]History, int, error) {
	var out []History
	total := 0
	err := s.view(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketHistory).Bucket([]byte(guildID))
		if b == nil {
			return nil
		}
		total = b.Stats().KeyN
		skip := page * perPage
		c := b.Cursor()
		for k, v := c.Last(); k != nil && len(out) < perPage; k, v = c.Prev() {
			if skip > 0 {
				skip--
				continue
			}
			var e History
			if err := decodeJSON(b, k, v, &e); err != nil {
				continue // an unreadable entry is left out of the list, not fatal
			}
			out = append(out, e)
		}
		return nil
	})
	return out, total, err
}
