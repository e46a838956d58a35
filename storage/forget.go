package storage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games"
	bolt "go.etcd.io/bbolt"
)

// Forgetting a member, on their request: every record that names them by
// id or by display name is rewritten without them, in one transaction,
// and the pages bbolt freed are then overwritten with zeros (scrub.go),
// so that the file itself no longer holds them.
//
// Where a member is kept, and what becomes of it:
//
//   - a seat of theirs, at any table and in any history entry, becomes
//     a seat of FormerPlayer with no id: the game keeps its seats, so
//     its replay still plays every step, and the others keep theirs;
//   - a CPU seat that took theirs ("CPU (was <@id>)"), a table's host,
//     and mentions of them in a table's lines and notes lose the id;
//   - an answer of theirs in a table's log keeps its seat and its
//     choices, and loses who gave it (Move.UserID);
//   - their stats and ratings in every server are removed, and their
//     pairs in the day's bound on rated games; the others' ratings stay
//     as they are (RebuildRatings rates nobody against a former player);
//   - a forfeit of theirs loses its member, and they leave the others'
//     forfeits' lists;
//   - a quarantined table record is rewritten as a table is, and one
//     that does not decode but names them is deleted.
//
// A member seated at a table not yet finished is not forgotten: the bot
// takes them out of its lobbies first, through the lobby's own Leave
// (the lobby message changes with it), and asks them to leave a game in
// progress (SeatedError); the store is left untouched.

// FormerPlayer names a seat whose member asked to be forgotten.
const FormerPlayer = "a former player"

// SeatedError is Forget refused: the member sits at tables that are not
// finished.
type SeatedError struct{ Tables []Table }

func (e *SeatedError) Error() string {
	ids := make([]string, len(e.Tables))
	for i, t := range e.Tables {
		ids[i] = fmt.Sprintf("%s (%s, %s, channel %s)", t.ID, t.Game, t.Phase, t.ChannelID)
	}
	return "storage: the member sits at tables not finished: " + strings.Join(ids, ", ")
}

// Forgotten counts what Forget rewrote.
type Forgotten struct {
	Tables, Moves, History, Forfeits int
	// Servers where their stats or ratings were removed.
	Servers int
	// Scrubbed is how many freed pages were overwritten (scrub.go).
	Scrubbed int
}

// Forget erases the member userID from the store, as described above,
// and then scrubs the freed pages. It fails with a *SeatedError, having
// changed nothing, while they sit at a table not finished.
func (s *Store) Forget(userID string) (Forgotten, error) {
	var out Forgotten
	if userID == "" {
		return out, fmt.Errorf("storage: forget: no member id")
	}
	err := s.writes.do(func(tx *bolt.Tx) error {
		out = Forgotten{}
		f := forgetting{id: userID, mention: "<@" + userID + ">"}
		steps := []func(*bolt.Tx, *Forgotten) error{f.tables, f.quarantine, f.logs, f.readings, f.history, f.historyIndex, f.stats, f.ratings, f.forfeits, f.pairDays, f.seasonsForget, f.tournaments}
		for _, step := range steps {
			if err := step(tx, &out); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return out, err
	}
	out.Scrubbed, err = s.Scrub()
	return out, err
}

// forgetting is one member being forgotten; logsOf are the tables whose
// answer logs may hold their answers (those that named them).
type forgetting struct {
	id, mention string
	logsOf      [][]byte
}

// ForgetIn rewrites t without the member userID, as Forget does each
// table it keeps, and reports whether t named them: the bot rewrites
// the tables it holds in memory with it before Forget, so that its next
// save of one does not write the member back.
func ForgetIn(t *Table, userID string) bool {
	f := forgetting{id: userID, mention: "<@" + userID + ">"}
	return f.table(t)
}

// table rewrites t without the member, and reports whether it named
// them.
func (f *forgetting) table(t *Table) (changed bool) {
	changed = f.seats(t.Seats)
	if t.Host == f.id {
		t.Host, changed = "", true
	}
	for i, line := range t.Recent {
		if strings.Contains(line, f.mention) {
			t.Recent[i], changed = strings.ReplaceAll(line, f.mention, FormerPlayer), true
		}
	}
	for _, lines := range t.Notes {
		for i, line := range lines {
			if strings.Contains(line, f.mention) {
				lines[i], changed = strings.ReplaceAll(line, f.mention, FormerPlayer), true
			}
		}
	}
	for i, m := range t.RecentMsg {
		if f.text(&m) {
			t.RecentMsg[i], changed = m, true
		}
	}
	for _, msgs := range t.NotesMsg {
		for i, m := range msgs {
			if f.text(&m) {
				msgs[i], changed = m, true
			}
		}
	}
	return changed
}

// text rewrites the member's mention in the arguments of a line kept as
// data, nested ones too, and reports whether any named them.
func (f *forgetting) text(m *games.Text) (changed bool) {
	if len(m.Args) == 0 {
		return false
	}
	args := make(map[string]any, len(m.Args))
	for name, v := range m.Args {
		switch a := v.(type) {
		case string:
			if strings.Contains(a, f.mention) {
				v, changed = strings.ReplaceAll(a, f.mention, FormerPlayer), true
			}
		case games.Text:
			if f.text(&a) {
				v, changed = a, true
			}
		case []games.Text:
			list := make([]games.Text, len(a))
			for i, t := range a {
				if f.text(&t) {
					changed = true
				}
				list[i] = t
			}
			v = list
		}
		args[name] = v
	}
	if changed {
		m.Args = args
	}
	return changed
}

// seats rewrites the member's seats, and the names of CPU seats that
// took theirs, and reports whether any named them.
func (f *forgetting) seats(seats []Seat) (changed bool) {
	for i, seat := range seats {
		switch {
		case !seat.CPU && seat.UserID == f.id:
			seats[i], changed = Seat{Name: FormerPlayer}, true
		case strings.Contains(seat.Name, f.mention):
			seats[i].Name, changed = strings.ReplaceAll(seat.Name, f.mention, FormerPlayer), true
		}
	}
	return changed
}

func (f *forgetting) tables(tx *bolt.Tx, out *Forgotten) error {
	b := tx.Bucket(bucketTables)
	var seated []Table
	var rewrite []*Table
	if err := b.ForEach(func(k, v []byte) error {
		var t Table
		if decodeJSON(b, k, v, &t) != nil {
			return nil // a record that does not decode is quarantined at start, and scrubbed there
		}
		if !t.Phase.Done() && t.SeatOf(f.id) >= 0 {
			seated = append(seated, t)
			return nil
		}
		if f.table(&t) {
			rewrite = append(rewrite, &t)
		}
		return nil
	}); err != nil {
		return err
	}
	if len(seated) > 0 {
		return &SeatedError{Tables: seated}
	}
	for _, t := range rewrite {
		if err := putJSON(b, []byte(t.ID), t); err != nil {
			return err
		}
		f.logsOf = append(f.logsOf, []byte(t.ID))
	}
	out.Tables = len(rewrite)
	return nil
}

func (f *forgetting) logs(tx *bolt.Tx, out *Forgotten) error {
	for _, id := range f.logsOf {
		logs := tx.Bucket(bucketLogs).Bucket(id)
		if logs == nil {
			continue
		}
		var rewrite []Move
		if err := logs.ForEach(func(k, v []byte) error {
			var m Move
			if decodeJSON(logs, k, v, &m) == nil && m.UserID == f.id {
				m.UserID = ""
				rewrite = append(rewrite, m)
			}
			return nil
		}); err != nil {
			return err
		}
		for _, m := range rewrite {
			if err := putJSON(logs, itob(uint64(m.N)), m); err != nil {
				return err
			}
		}
		out.Moves += len(rewrite)
	}
	return nil
}

// eachGuild runs f on each guild's bucket in the top-level bucket name.
func eachGuild(tx *bolt.Tx, name []byte, f func(b *bolt.Bucket) error) error {
	top := tx.Bucket(name)
	return top.ForEachBucket(func(g []byte) error { return f(top.Bucket(g)) })
}

// rewriteEach decodes every value of b as a T, lets change rewrite it,
// and writes back those it changed (under the key rekey gives, when it
// gives one). It returns how many changed.
func rewriteEach[T any](b *bolt.Bucket, change func(k []byte, v *T) bool, rekey func(k []byte, v *T) ([]byte, error)) (int, error) {
	type kv struct {
		k []byte
		v *T
	}
	var changed []kv
	if err := b.ForEach(func(k, v []byte) error {
		if v == nil {
			return nil // a nested bucket
		}
		x := new(T)
		if decodeJSON(b, k, v, x) == nil && change(k, x) {
			changed = append(changed, kv{slices.Clone(k), x})
		}
		return nil
	}); err != nil {
		return 0, err
	}
	for _, c := range changed {
		k := c.k
		if rekey != nil {
			nk, err := rekey(k, c.v)
			if err != nil {
				return 0, err
			}
			if err := b.Delete(k); err != nil {
				return 0, err
			}
			k = nk
		}
		if err := putJSON(b, k, c.v); err != nil {
			return 0, err
		}
	}
	return len(changed), nil
}

func (f *forgetting) history(tx *bolt.Tx, out *Forgotten) error {
	return eachGuild(tx, bucketHistory, func(b *bolt.Bucket) error {
		n, err := rewriteEach(b, func(_ []byte, e *History) bool {
			changed := f.seats(e.Seats)
			if strings.Contains(e.Summary, f.mention) {
				e.Summary, changed = strings.ReplaceAll(e.Summary, f.mention, FormerPlayer), true
			}
			return changed
		}, nil)
		out.History += n
		return err
	})
}

func (f *forgetting) stats(tx *bolt.Tx, out *Forgotten) error {
	b := tx.Bucket(bucketStats)
	n, err := rewriteEach(b, func(_ []byte, st *Stats) bool {
		_, changed := st.Players[f.id]
		delete(st.Players, f.id)
		for _, wins := range st.ByGame {
			if _, ok := wins[f.id]; ok {
				delete(wins, f.id)
				changed = true
			}
		}
		return changed
	}, nil)
	out.Servers += n
	return err
}

func (f *forgetting) ratings(tx *bolt.Tx, out *Forgotten) error {
	return eachGuild(tx, bucketRatings, func(b *bolt.Bucket) error {
		n, err := rewriteEach(b, func(_ []byte, st *standings) bool {
			_, ok := (*st)[f.id]
			delete(*st, f.id)
			return ok
		}, nil)
		if n > 0 {
			out.Servers++
		}
		return err
	})
}

func (f *forgetting) forfeits(tx *bolt.Tx, out *Forgotten) error {
	return eachGuild(tx, bucketForfeits, func(b *bolt.Bucket) error {
		n, err := rewriteEach(b, func(_ []byte, ff *Forfeit) bool {
			changed := false
			if ff.UserID == f.id {
				ff.UserID, changed = "", true
			}
			if i := slices.Index(ff.Against, f.id); i >= 0 {
				ff.Against, changed = slices.Delete(ff.Against, i, i+1), true
			}
			return changed
		}, func(k []byte, ff *Forfeit) ([]byte, error) {
			// Keys written before forfeitKey named no member ended with
			// the leaver's id: make the key again.
			if !bytes.HasSuffix(k, []byte("/"+f.id)) {
				return k, nil
			}
			n, err := b.NextSequence()
			return forfeitKey(*ff, n), err
		})
		out.Forfeits += n
		return err
	})
}

// readings drops the kept readings (readings.go) of the tables that
// named the member: a replay reads them again from the rewritten answers
// and keeps them anew, so no reading kept from before names them.
func (f *forgetting) readings(tx *bolt.Tx, _ *Forgotten) error {
	all := tx.Bucket(bucketReadings)
	for _, id := range f.logsOf {
		if all.Bucket(id) == nil {
			continue
		}
		if err := all.DeleteBucket(id); err != nil {
			return err
		}
	}
	return nil
}

// historyIndex drops the member's list in each guild's history index
// (historyby.go); their games stay listed in their channels.
func (f *forgetting) historyIndex(tx *bolt.Tx, _ *Forgotten) error {
	return eachGuild(tx, bucketHistoryBy, func(g *bolt.Bucket) error {
		if k := memberKey(g, "u", f.id); g.Bucket(k) != nil {
			return g.DeleteBucket(k)
		}
		return nil
	})
}

func (f *forgetting) pairDays(tx *bolt.Tx, _ *Forgotten) error {
	return eachGuild(tx, bucketPairDays, func(b *bolt.Bucket) error {
		_, err := rewriteEach(b, func(_ []byte, met *map[string]map[string][]string) bool {
			_, changed := (*met)[f.id]
			delete(*met, f.id)
			for _, tables := range *met {
				for table, opponents := range tables {
					if i := slices.Index(opponents, f.id); i >= 0 {
						tables[table] = slices.Delete(opponents, i, i+1)
						changed = true
					}
				}
			}
			return changed
		}, nil)
		return err
	})
}

func (f *forgetting) quarantine(tx *bolt.Tx, out *Forgotten) error {
	b := tx.Bucket(bucketQuarantine)
	var drop [][]byte
	n, err := rewriteEach(b, func(k []byte, q *quarantined) bool {
		var t Table
		if unmarshal(q.Record, &t) != nil || !f.table(&t) {
			return false
		}
		data, err := json.Marshal(&t)
		if err != nil {
			return false
		}
		q.Record = data
		f.logsOf = append(f.logsOf, slices.Clone(k))
		return true
	}, nil)
	if err != nil {
		return err
	}
	out.Tables += n
	if err := b.ForEach(func(k, v []byte) error {
		var q quarantined
		if decodeJSON(b, k, v, &q) == nil && bytes.Contains(q.Record, []byte(f.id)) {
			drop = append(drop, slices.Clone(k))
		}
		return nil
	}); err != nil {
		return err
	}
	for _, k := range drop {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	return nil
}
