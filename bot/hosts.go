package bot

import (
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// Who hosts each table is kept twice: in its record, under the table's
// lock, and as of its last save in hostedAs, under the runtime's lock. A
// host hand-off, made on its own table's loop, counts the heir's
// tables through the second: locking the other tables from there would
// let two hand-offs at once wait on each other's tables for ever.
//
// The bounds on open tables (per host, per server) have one owner, the
// runtime's lock, and are checked and taken in one step: a place is
// claimed before the lobby is posted or the host's role handed on, and
// the claim counts as a table until the table counts itself (it is
// loaded, or saved with its new host: the same step gives the claim
// back) or it is given back because the post or the save failed. So no
// number of /play, Rematch or hand-offs at once passes a bound.

// hostedAs is who hosts an unfinished table, in which server; the zero
// value for a finished one, which counts against nobody's bound.
type hostedAs struct{ guild, host string }

func hostingOf(rec *storage.Table) hostedAs {
	if rec.Phase.Done() {
		return hostedAs{}
	}
	return hostedAs{rec.GuildID, rec.Host}
}

// noteHost records, after a save, who hosts t now, and gives back the
// claim its new host's place was held by (heir); on t's loop.
func (b *tableRuntime) noteHost(t *table) {
	h := hostingOf(t.rec)
	b.mu.Lock()
	defer b.mu.Unlock()
	t.hosting = h
	b.releaseLocked(t.heirs)
	t.heirs = nil
}

// claim is a place taken under a bound for a table not yet counted: a
// new table (counted in its server too), or a table handed to a new host.
type claim struct {
	at       hostedAs
	newTable bool
	done     bool
}

// claims are the places claimed and not yet given back, under the
// runtime's lock.
type claims struct {
	byHost  map[hostedAs]int
	byGuild map[string]int
}

// claim takes a place for one more table hosted by host in guild ("":
// by nobody, as a tournament's), a new one when newTable, or refuses it
// with the bound it would pass: the rules decide (domain.Bounds), the
// runtime holds the counts, and both happen in one step under its lock.
// Nothing is claimed when no bound is set (nil).
func (b *tableRuntime) claim(guild, host string, newTable bool) (*claim, error) {
	bounds := domain.Bounds{PerMember: b.cfg.MaxTablesPerUser, PerServer: b.cfg.MaxTablesPerGuild}
	if host == "" {
		bounds.PerMember = 0 // a table nobody hosts: the server's bound alone holds it
	}
	if !bounds.Counted(newTable) {
		return nil, nil
	}
	at := hostedAs{guild, host}
	b.mu.Lock()
	defer b.mu.Unlock()
	n := domain.Counts{Hosted: b.claimed.byHost[at], InServer: b.claimed.byGuild[guild]}
	for _, t := range b.tables {
		if t.hosting == at {
			n.Hosted++
		}
		if t.hosting.guild == guild {
			n.InServer++
		}
	}
	if err := bounds.MayHost(n, newTable); err != nil {
		return nil, refusedBy(err, nil)
	}
	if b.claimed.byHost == nil {
		b.claimed = claims{byHost: map[hostedAs]int{}, byGuild: map[string]int{}}
	}
	b.claimed.byHost[at]++
	if newTable {
		b.claimed.byGuild[guild]++
	}
	return &claim{at: at, newTable: newTable}, nil
}

// release gives c back, once; nil is nothing to give back.
func (b *tableRuntime) release(c *claim) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.releaseLocked(c)
}

func (b *tableRuntime) releaseLocked(c *claim) {
	if c == nil || c.done {
		return
	}
	c.done = true
	b.claimed.byHost[c.at]--
	if c.newTable {
		b.claimed.byGuild[c.at.guild]--
	}
}

// heir is who takes the host's role of t when its host leaves: the first
// of the rules' heirs (domain.Heirs) who may host one more table, or ""
// when none may; on t's loop. The heir's place is claimed until the save
// that makes them host (noteHost), or until the caller's deferred
// dropHeir when it fails. passed are those asked before them who were
// passed over for the bound, so that the channel can be told why.
func (b *lifecycle) heir(t *table, leaving string) (heir string, passed []string) {
	for _, user := range domain.Heirs(domainOf(t), leaving) {
		c, err := b.rt.claim(t.rec.GuildID, user, false)
		if err == nil {
			b.dropHeir(t)
			t.heirs = c
			return user, passed
		}
		passed = append(passed, user)
	}
	return "", passed
}

// dropHeir gives back the place claimed for t's heir, if no save has
// (a hand-off refused or not saved); on t's loop.
func (b *lifecycle) dropHeir(t *table) {
	b.rt.release(t.heirs)
	t.heirs = nil
}

// passedOver says why the people in passed did not become the host, in l.
func (b *lifecycle) passedOver(l *lang.Lang, passed []string) string {
	id := "deckhand.notice.passed_over_one"
	if len(passed) > 1 {
		id = "deckhand.notice.passed_over_many"
	}
	return l.T(id, "Who", mentions(passed), "Count", b.cfg.MaxTablesPerUser)
}
