package storage

import (
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Create stores a new table, giving it an ID, and claims its channel.
// It fails with ErrChannelBusy while the channel has an unfinished table.
func (s *Store) Create(t *Table) error {
	return s.writes.do(func(tx *bolt.Tx) error {
		ch := tx.Bucket(bucketChannels)
		if ch.Get([]byte(t.ChannelID)) != nil {
			return ErrChannelBusy
		}
		tables := tx.Bucket(bucketTables)
		id, err := newID(tables)
		if err != nil {
			return err
		}
		t.ID = id
		now := s.now()
		t.Created, t.Updated = now, now
		if err := put(ch, []byte(t.ChannelID), []byte(t.ID)); err != nil {
			return err
		}
		return putJSON(tables, []byte(t.ID), t)
	})
}

// Save writes a table record (lobby changes, board message, timers) and
// frees its channel once the table is done.
func (s *Store) Save(t *Table) error {
	now := s.now()
	return s.writes.do(func(tx *bolt.Tx) error { return save(tx, t, now) })
}

func save(tx *bolt.Tx, t *Table, now time.Time) error {
	tables := tx.Bucket(bucketTables)
	if tables.Get([]byte(t.ID)) == nil {
		return ErrNotFound
	}
	t.Updated = now
	if t.Phase == Cancelled {
		if err := endedEarly(tx, t, now); err != nil {
			return err
		}
	}
	if t.Phase.Done() {
		ch := tx.Bucket(bucketChannels)
		holder, err := get(ch, []byte(t.ChannelID))
		if err != nil {
			return err
		}
		if string(holder) == t.ID {
			if err := ch.Delete([]byte(t.ChannelID)); err != nil {
				return err
			}
		}
	}
	return putJSON(tables, []byte(t.ID), t)
}

// Commit appends one accepted answer to the table's log and writes the
// table with its new snapshot, in one transaction: after it returns nil
// the move survives any crash. t.Moves must be the log's length before
// the move (else ErrConflict); Commit advances t.Moves. When the table
// has just finished, result feeds the guild's stats in the same
// transaction.
//
// Commits of different tables that arrive together share one transaction
// and one fsync (group.go): under load that is what keeps answers fast.
// The function may run again, so it works on a copy and touches t only
// once the commit has succeeded.
func (s *Store) Commit(t *Table, m Move, result *Outcome) error {
	if m.At.IsZero() {
		m.At = s.now()
	}
	var done Table
	err := s.writes.do(func(tx *bolt.Tx) error {
		rec := *t
		logs, err := tx.Bucket(bucketLogs).CreateBucketIfNotExists([]byte(rec.ID))
		if err != nil {
			return err
		}
		if logs.Sequence() != uint64(rec.Moves) {
			return ErrConflict
		}
		seq, err := logs.NextSequence()
		if err != nil {
			return err
		}
		move := m
		move.N = int(seq)
		if err := putJSON(logs, itob(seq), move); err != nil {
			return err
		}
		rec.Moves = move.N
		if result != nil {
			if err := addOutcome(tx, &rec, *result, m.At); err != nil {
				return err
			}
			if err := leaveTournamentResult(tx, &rec, result.Places); err != nil {
				return err
			}
		}
		if err := save(tx, &rec, m.At); err != nil {
			return err
		}
		done = rec
		return nil
	})
	if err == nil {
		*t = done
	}
	return err
}

// Table reads one table by id.
func (s *Store) Table(id string) (*Table, error) {
	var t *Table
	err := s.view(func(tx *bolt.Tx) error {
		t = new(Table)
		found, err := getJSON(tx.Bucket(bucketTables), []byte(id), t)
		if err == nil && !found {
			err = ErrNotFound
		}
		return err
	})
	return t, err
}

// ChannelTable returns the channel's unfinished table, or ErrNotFound.
func (s *Store) ChannelTable(channelID string) (*Table, error) {
	var id string
	if err := s.view(func(tx *bolt.Tx) error {
		v, err := get(tx.Bucket(bucketChannels), []byte(channelID))
		id = string(v)
		return err
	}); err != nil {
		return nil, err
	}
	if id == "" {
		return nil, ErrNotFound
	}
	return s.Table(id)
}

// Moves returns a table's log in order.
func (s *Store) Moves(id string) ([]Move, error) {
	var out []Move
	err := s.view(func(tx *bolt.Tx) error {
		logs := tx.Bucket(bucketLogs).Bucket([]byte(id))
		if logs == nil {
			return nil
		}
		return logs.ForEach(func(k, v []byte) error {
			var m Move
			if err := decodeJSON(logs, k, v, &m); err != nil {
				return &DamagedMoveError{Table: id, At: len(out) + 1, Err: err}
			}
			out = append(out, m)
			return nil
		})
	})
	return out, err
}

// DamagedMoveError is an answer-log entry that does not decode: the
// table's game plays on from its snapshot, but its log and replay cannot
// be rebuilt past it.
type DamagedMoveError struct {
	Table string
	At    int // the entry's place in the log, from 1
	Err   error
}

func (e *DamagedMoveError) Error() string {
	return fmt.Sprintf("answer %d of table %s's log is damaged: %v", e.At, e.Table, e.Err)
}

func (e *DamagedMoveError) Unwrap() error { return e.Err }

// Problem is a record that could not be read; it has been set aside.
type Problem struct {
	Key string
	Err error
}

func (p Problem) String() string { return fmt.Sprintf("table %s: %v", p.Key, p.Err) }

// Unfinished returns every table in a lobby or playing. It reads them
// through the channel index, which holds exactly the unfinished tables,
// so start-up time does not grow with the finished games kept. A record
// that does not decode is moved to quarantine, reported, and skipped, so
// one bad record never stops the bot.
func (s *Store) Unfinished() ([]*Table, []Problem, error) {
	var out []*Table
	var bad []Problem
	err := s.db.Update(func(tx *bolt.Tx) error {
		tables := tx.Bucket(bucketTables)
		var broken [][2][]byte
		var dangling [][]byte
		channels := tx.Bucket(bucketChannels)
		if err := channels.ForEach(func(ch, sealedID []byte) error {
			id, err := value(channels, ch, sealedID)
			if err != nil {
				bad = append(bad, Problem{Key: "channel " + string(ch), Err: err})
				dangling = append(dangling, append([]byte(nil), ch...))
				return nil
			}
			v := tables.Get(id)
			if v == nil {
				bad = append(bad, Problem{Key: string(id), Err: ErrNotFound})
				dangling = append(dangling, append([]byte(nil), ch...))
				return nil
			}
			var t Table
			if err := decodeJSON(tables, id, v, &t); err != nil {
				bad = append(bad, Problem{Key: string(id), Err: err})
				broken = append(broken, [2][]byte{append([]byte(nil), id...), append([]byte(nil), v...)})
				return nil
			}
			if !t.Phase.Done() {
				out = append(out, &t)
			}
			return nil
		}); err != nil {
			return err
		}
		for _, ch := range dangling {
			if err := tx.Bucket(bucketChannels).Delete(ch); err != nil {
				return err
			}
		}
		for _, kv := range broken {
			if err := quarantine(tx, string(kv[0]), kv[1], "undecodable record"); err != nil {
				return err
			}
		}
		return nil
	})
	return out, bad, err
}

// Quarantine sets a table aside: its record moves out of the tables
// and its channel is freed. The bot calls it for a table whose game
// snapshot no longer decodes.
func (s *Store) Quarantine(id, reason string) error {
	return s.db.Update(func(tx *bolt.Tx) error {
		data, err := get(tx.Bucket(bucketTables), []byte(id))
		if err != nil {
			return err
		}
		if data == nil {
			return ErrNotFound
		}
		return quarantine(tx, id, append([]byte(nil), data...), reason)
	})
}

type quarantined struct {
	Reason string
	At     time.Time
	Record []byte
}

func quarantine(tx *bolt.Tx, id string, record []byte, reason string) error {
	q := quarantined{Reason: reason, At: time.Now().UTC(), Record: record}
	if err := putJSON(tx.Bucket(bucketQuarantine), []byte(id), q); err != nil {
		return err
	}
	ch := tx.Bucket(bucketChannels)
	var drop [][]byte
	if err := ch.ForEach(func(k, v []byte) error {
		if v, err := value(ch, k, v); err == nil && string(v) == id {
			drop = append(drop, append([]byte(nil), k...))
		}
		return nil
	}); err != nil {
		return err
	}
	for _, k := range drop {
		if err := ch.Delete(k); err != nil {
			return err
		}
	}
	return tx.Bucket(bucketTables).Delete([]byte(id))
}

// Quarantined lists the ids of tables set aside, with why.
func (s *Store) Quarantined() (map[string]string, error) {
	out := map[string]string{}
	err := s.view(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketQuarantine).ForEach(func(k, v []byte) error {
			var q quarantined
			if err := decodeJSON(tx.Bucket(bucketQuarantine), k, v, &q); err != nil {
				out[string(k)] = "unreadable"
				return nil
			}
			out[string(k)] = q.Reason
			return nil
		})
	})
	return out, err
}
