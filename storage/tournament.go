package storage

import (
	"encoding/json"
	"errors"
	"time"

	bolt "go.etcd.io/bbolt"
)

var (
	// tournament id -> Tournament
	bucketTournaments = []byte("tournaments")
	// tournament id -> bucket of table id -> the places its game ended in,
	// written with the game's final move and taken when the tournament
	// counts them.
	bucketTournamentResults = []byte("tournamentResults")
)

// ErrNoTournament: no tournament has that id.
var ErrNoTournament = errors.New("no such tournament")

// Tournament is one tournament's record. Storage keeps the bot's
// encoding of it opaque, as it keeps a game's snapshot, beside what it
// needs to find it.
type Tournament struct {
	ID      string
	GuildID string
	// Open until the tournament is over; start-up resumes the open ones.
	Open    bool
	Data    json.RawMessage
	Created time.Time
	Updated time.Time
}

// TournamentSeat ties a table to its place in a tournament.
type TournamentSeat struct {
	ID    string
	Round int
	Table int
}

// tournamentBuckets creates the tournament buckets on the first write that needs
// them, so a database from before tournaments needs no migration.
func tournamentBuckets(tx *bolt.Tx) (records, results *bolt.Bucket, err error) {
	if records, err = tx.CreateBucketIfNotExists(bucketTournaments); err != nil {
		return nil, nil, err
	}
	results, err = tx.CreateBucketIfNotExists(bucketTournamentResults)
	return records, results, err
}

// CreateTournament stores a new tournament, giving it an id.
func (s *Store) CreateTournament(t *Tournament) error {
	return s.writes.do(func(tx *bolt.Tx) error {
		records, _, err := tournamentBuckets(tx)
		if err != nil {
			return err
		}
		rec := *t
		if rec.ID, err = newID(records); err != nil {
			return err
		}
		rec.Created, rec.Updated = s.now(), s.now()
		if err := putJSON(records, []byte(rec.ID), rec); err != nil {
			return err
		}
		*t = rec
		return nil
	})
}

// SaveTournament writes a tournament's record.
func (s *Store) SaveTournament(t *Tournament) error {
	return s.writes.do(func(tx *bolt.Tx) error { return saveTournament(tx, t, s.now()) })
}

func saveTournament(tx *bolt.Tx, t *Tournament, now time.Time) error {
	records, _, err := tournamentBuckets(tx)
	if err != nil {
		return err
	}
	if records.Get([]byte(t.ID)) == nil {
		return ErrNoTournament
	}
	t.Updated = now
	return putJSON(records, []byte(t.ID), t)
}

// LoadTournament reads one tournament.
func (s *Store) LoadTournament(id string) (*Tournament, error) {
	var t *Tournament
	err := s.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketTournaments)
		if b == nil || b.Get([]byte(id)) == nil {
			return ErrNoTournament
		}
		t = new(Tournament)
		_, err := getJSON(b, []byte(id), t)
		return err
	})
	return t, err
}

// tournamentQuarantineKey keeps a tournament set aside apart from the
// tables in the quarantine bucket.
func tournamentQuarantineKey(id string) string { return "tournament:" + id }

// OpenTournaments returns every tournament not yet over. A record that
// does not decode is set aside (into quarantine, under
// "tournament:<id>"), reported, and skipped, so one bad record never
// stops the bot.
func (s *Store) OpenTournaments() ([]*Tournament, []Problem, error) {
	var out []*Tournament
	var bad []Problem
	err := s.db.Update(func(tx *bolt.Tx) error {
		records, _, err := tournamentBuckets(tx)
		if err != nil {
			return err
		}
		var broken [][2][]byte
		if err := records.ForEach(func(k, v []byte) error {
			var t Tournament
			if err := decodeJSON(records, k, v, &t); err != nil || t.ID != string(k) {
				if err == nil {
					err = errors.New("the record names another id")
				}
				bad = append(bad, Problem{Key: tournamentQuarantineKey(string(k)), Err: err})
				if plain, err := value(records, k, v); err == nil {
					v = plain // kept as it reads, sealed again with the quarantine
				}
				broken = append(broken, [2][]byte{append([]byte(nil), k...), append([]byte(nil), v...)})
				return nil
			}
			if t.Open {
				out = append(out, &t)
			}
			return nil
		}); err != nil {
			return err
		}
		for _, kv := range broken {
			if err := setTournamentAside(tx, string(kv[0]), kv[1], "undecodable tournament record"); err != nil {
				return err
			}
		}
		return nil
	})
	return out, bad, err
}

// QuarantineTournament sets a tournament aside: the bot calls it for one
// whose record decodes but whose data it cannot read.
func (s *Store) QuarantineTournament(id, reason string) error {
	return s.db.Update(func(tx *bolt.Tx) error {
		records, _, err := tournamentBuckets(tx)
		if err != nil {
			return err
		}
		data, err := get(records, []byte(id))
		if err != nil {
			return err
		}
		if data == nil {
			return ErrNoTournament
		}
		return setTournamentAside(tx, id, append([]byte(nil), data...), reason)
	})
}

func setTournamentAside(tx *bolt.Tx, id string, record []byte, reason string) error {
	q := quarantined{Reason: reason, At: time.Now().UTC(), Record: record}
	if err := putJSON(tx.Bucket(bucketQuarantine), []byte(tournamentQuarantineKey(id)), q); err != nil {
		return err
	}
	return tx.Bucket(bucketTournaments).Delete([]byte(id))
}

// OpenTournamentTable creates a tournament's table and writes the
// tournament's record that names it, in one transaction: encode gets the
// new table's id and returns the tournament's data with that table
// recorded as open. After a crash either both are there or neither, so a
// restart opens the table again or finds it open, never two.
func (s *Store) OpenTournamentTable(tr *Tournament, t *Table, encode func(tableID string) (json.RawMessage, error)) error {
	var doneT Table
	var doneTr Tournament
	err := s.writes.do(func(tx *bolt.Tx) error {
		rec, trRec := *t, *tr
		ch := tx.Bucket(bucketChannels)
		if ch.Get([]byte(rec.ChannelID)) != nil {
			return ErrChannelBusy
		}
		tables := tx.Bucket(bucketTables)
		id, err := newID(tables)
		if err != nil {
			return err
		}
		rec.ID = id
		now := s.now()
		rec.Created, rec.Updated = now, now
		if err := put(ch, []byte(rec.ChannelID), []byte(rec.ID)); err != nil {
			return err
		}
		if err := putJSON(tables, []byte(rec.ID), rec); err != nil {
			return err
		}
		if trRec.Data, err = encode(rec.ID); err != nil {
			return err
		}
		if err := saveTournament(tx, &trRec, now); err != nil {
			return err
		}
		doneT, doneTr = rec, trRec
		return nil
	})
	if err == nil {
		*t, *tr = doneT, doneTr
	}
	return err
}

// leaveTournamentResult writes a tournament table's result beside its
// final move (Commit calls it in the same transaction), so the result is
// never lost to a crash before the tournament counts it.
func leaveTournamentResult(tx *bolt.Tx, t *Table, places []int) error {
	if t.Tournament == nil {
		return nil
	}
	_, results, err := tournamentBuckets(tx)
	if err != nil {
		return err
	}
	b, err := results.CreateBucketIfNotExists([]byte(t.Tournament.ID))
	if err != nil {
		return err
	}
	return putJSON(b, []byte(t.ID), places)
}

// TournamentResults is the results of a tournament's tables that ended
// and are not yet counted: table id -> places per seat.
func (s *Store) TournamentResults(id string) (map[string][]int, error) {
	out := map[string][]int{}
	err := s.db.View(func(tx *bolt.Tx) error {
		results := tx.Bucket(bucketTournamentResults)
		if results == nil || results.Bucket([]byte(id)) == nil {
			return nil
		}
		return results.Bucket([]byte(id)).ForEach(func(k, v []byte) error {
			var places []int
			b := results.Bucket([]byte(id))
			if err := decodeJSON(b, k, v, &places); err != nil {
				return err
			}
			out[string(k)] = places
			return nil
		})
	})
	return out, err
}

// CountTournamentResults writes the tournament's record, which now counts
// the results of the tables named, and drops those results from the ones
// waiting, in one transaction: a result is counted once, whenever the bot
// stops. Counting the same result again (after a crash before this
// returned) must change nothing in the record, as the tournament's own
// rules ensure.
func (s *Store) CountTournamentResults(tr *Tournament, tables []string) error {
	return s.writes.do(func(tx *bolt.Tx) error {
		rec := *tr
		if err := saveTournament(tx, &rec, s.now()); err != nil {
			return err
		}
		_, results, err := tournamentBuckets(tx)
		if err != nil {
			return err
		}
		if b := results.Bucket([]byte(tr.ID)); b != nil {
			for _, id := range tables {
				if err := b.Delete([]byte(id)); err != nil {
					return err
				}
			}
		}
		tr.Updated = rec.Updated
		return nil
	})
}

// EndTournamentTable writes a tournament table that ended without its
// game's result (a resignation, or a turn timer run out) with the places
// the tournament counts, in one transaction. At a rated table each seat
// that lost is rated as a forfeit against each seat that won, as a
// player who leaves a /play game is: a tournament game lost by leaving
// or by the clock is a lost game, and leaving it unrated would let a
// losing player walk away from the rating.
func (s *Store) EndTournamentTable(t *Table, places []int) error {
	now := s.now()
	return s.writes.do(func(tx *bolt.Tx) error {
		rec := *t
		if err := save(tx, &rec, now); err != nil {
			return err
		}
		if !rec.Unrated {
			for _, f := range tournamentForfeits(&rec, places, now) {
				if err := addForfeit(tx, f); err != nil {
					return err
				}
			}
		}
		return leaveTournamentResult(tx, &rec, places)
	})
}

// tournamentForfeits are the forfeits of a table ended with places: one
// for each human seat not first, against the human seats first.
func tournamentForfeits(t *Table, places []int, at time.Time) []Forfeit {
	var winners []string
	for i, s := range t.Seats {
		if i < len(places) && places[i] == 1 && !s.CPU && s.UserID != "" {
			winners = append(winners, s.UserID)
		}
	}
	var out []Forfeit
	for i, s := range t.Seats {
		if i < len(places) && places[i] > 1 && !s.CPU && s.UserID != "" && len(winners) > 0 {
			out = append(out, Forfeit{GuildID: t.GuildID, TableID: t.ID, Game: t.Game, UserID: s.UserID, Against: winners, At: at})
		}
	}
	return out
}
