package storage

import (
	"bytes"

	bolt "go.etcd.io/bbolt"
)

// bucketHistoryBy indexes each guild's history by where a game was
// played and who played it: guild id -> a bucket per channel ("c" and
// its id) and per player ("u" and theirs), each holding the historyKey
// of their games. A game is looked back on from its channel or by its
// players, and a page of that list must not decode the whole guild's
// history to find them. A database from before the index gets it at its
// first open (indexHistory).
var bucketHistoryBy = []byte("historyby")

// historyPlaces are the index buckets e is listed in, in the guild's
// index g. A player's is named by memberKey: no key of a sealed store
// shows a member's id.
func historyPlaces(g *bolt.Bucket, e History) [][]byte {
	var out [][]byte
	if e.ChannelID != "" {
		out = append(out, []byte("c"+e.ChannelID))
	}
	for _, s := range e.Seats {
		if !s.CPU && s.UserID != "" {
			out = append(out, memberKey(g, "u", s.UserID))
		}
	}
	return out
}

func indexEntry(tx *bolt.Tx, e History) error {
	g, err := tx.Bucket(bucketHistoryBy).CreateBucketIfNotExists([]byte(e.GuildID))
	if err != nil {
		return err
	}
	for _, place := range historyPlaces(g, e) {
		b, err := g.CreateBucketIfNotExists(place)
		if err != nil {
			return err
		}
		if err := b.Put(historyKey(e), nil); err != nil {
			return err
		}
	}
	return nil
}

// indexHistory indexes every entry of the history, in a database from
// before the index. An entry written then names no channel: its table's
// record does, unless it was pruned, when the game is listed for its
// players alone.
func indexHistory(tx *bolt.Tx) error {
	tables := tx.Bucket(bucketTables)
	return tx.Bucket(bucketHistory).ForEachBucket(func(guild []byte) error {
		h := tx.Bucket(bucketHistory).Bucket(guild)
		return h.ForEach(func(k, v []byte) error {
			var e History
			if decodeJSON(h, k, v, &e) != nil {
				return nil // an unreadable entry is listed nowhere, as GuildHistory leaves it out
			}
			if e.ChannelID == "" {
				var t struct{ ChannelID string }
				if found, err := getJSON(tables, []byte(e.TableID), &t); found && err == nil {
					e.ChannelID = t.ChannelID
				}
			}
			return indexEntry(tx, e)
		})
	})
}

// SeenHistory returns one page of the finished games of a guild that a
// member sees from a channel: those played in the channel, and their
// own, newest first, and how many there are in all.
func (s *Store) SeenHistory(guildID, channelID, userID string, page, perPage int) ([]History, int, error) {
	var out []History
	total := 0
	err := s.db.View(func(tx *bolt.Tx) error {
		g, all := tx.Bucket(bucketHistoryBy).Bucket([]byte(guildID)), tx.Bucket(bucketHistory).Bucket([]byte(guildID))
		if g == nil || all == nil {
			return nil
		}
		skip := page * perPage
		next := newestOf(g.Bucket([]byte("c"+channelID)), g.Bucket(memberKey(g, "u", userID)))
		for k := next(); k != nil; k = next() {
			total++
			if skip > 0 {
				skip--
				continue
			}
			if len(out) == perPage {
				continue // counting on
			}
			var e History
			if found, err := getJSON(all, k, &e); found && err == nil {
				out = append(out, e)
			}
		}
		return nil
	})
	return out, total, err
}

// newestOf walks the keys of the buckets given (nil: none) together,
// newest first, each key once.
func newestOf(a, b *bolt.Bucket) func() []byte {
	var ca, cb *bolt.Cursor
	var ka, kb []byte
	if a != nil {
		ca = a.Cursor()
		ka, _ = ca.Last()
	}
	if b != nil {
		cb = b.Cursor()
		kb, _ = cb.Last()
	}
	return func() []byte {
		switch c := bytes.Compare(ka, kb); {
		case ka == nil && kb == nil:
			return nil
		case c == 0:
			k := ka
			ka, _ = ca.Prev()
			kb, _ = cb.Prev()
			return k
		case c > 0:
			k := ka
			ka, _ = ca.Prev()
			return k
		default:
			k := kb
			kb, _ = cb.Prev()
			return k
		}
	}
}
