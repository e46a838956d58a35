package bot

import (
	"fmt"

	"github.com/deckhand/deckhand/storage"
)

// Who hosts each table is kept twice: in its record, under the table's
// lock, and as of its last save in hostedAs, under the runtime's lock. A
// host hand-off, made with its own table locked, counts the heir's
// tables through the second: locking the other tables from there would
// let two hand-offs at once wait on each other's tables for ever.

// hostedAs is who hosts an unfinished table, in which server; the zero
// value for a finished one, which counts against nobody's bound.
type hostedAs struct{ guild, host string }

func hostingOf(rec *storage.Table) hostedAs {
	if rec.Phase.Done() {
		return hostedAs{}
	}
	return hostedAs{rec.GuildID, rec.Host}
}

// noteHost records, after a save, who hosts t now; t is locked.
func (b *tableRuntime) noteHost(t *table) {
	h := hostingOf(t.rec)
	b.mu.Lock()
	defer b.mu.Unlock()
	t.hosting = h
}

// hostedBy is how many unfinished tables user hosts in guild, as of
// their last saves.
func (b *tableRuntime) hostedBy(guild, user string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for _, t := range b.tables {
		if t.hosting == (hostedAs{guild, user}) {
			n++
		}
	}
	return n
}

// heir is who takes the host's role of rec when its host leaves: the
// first person seated who may host one more table under
// Config.MaxTablesPerUser, or "" when nobody seated may. passed are
// those seated before them who were passed over for the bound, so that
// the channel can be told why.
func (b *tableRuntime) heir(rec *storage.Table, leaving string) (heir string, passed []string) {
	for _, s := range rec.Seats {
		if s.CPU || s.UserID == leaving {
			continue
		}
		if b.cfg.MaxTablesPerUser <= 0 || b.hostedBy(rec.GuildID, s.UserID) < b.cfg.MaxTablesPerUser {
			return s.UserID, passed
		}
		passed = append(passed, s.UserID)
	}
	return "", passed
}

// passedOver says why the people in passed did not become the host.
func (b *tableRuntime) passedOver(passed []string) string {
	verb := "hosts"
	if len(passed) > 1 {
		verb = "each host"
	}
	return fmt.Sprintf("%s already %s %d open tables, as many as one person may", mentions(passed), verb, b.cfg.MaxTablesPerUser)
}
