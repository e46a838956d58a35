package bot

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// After a stop, a start finds work at many tables at once: turn timers
// that fell due meanwhile, CPU seats the game waits on, boards left
// behind. Each piece sends lines and edits, which wait for the pacer,
// and may set a CPU thinking. Done all at once, a start would hold a
// goroutine for most of the tables it finds, each waiting for the pacer
// (BenchmarkLoadStartStale reports the peak, on 2,000 stale tables); so
// that work goes through a pool of startPool workers, each taking the
// next table only while the bot's own background work (backlog.go) is
// below startBacklog. What a start holds is then bounded by the pool,
// not by the number of tables, and the lines go out as fast as the
// pacer sends them. Live play is never held: clicks do not go through
// the pool, and its work yields to theirs.

// starter is the bot's start: it loads every unfinished table, sets
// aside those that do not load, re-arms the timers, and hands the work
// the tables have waiting (a due timer, a CPU seat the game waits on, a
// board left behind) to a pool of workers. It holds nothing but the
// signal that the work is done (done); it may call the runtime (loading,
// setting aside, the board), the clock (timers) and the CPU players.
type starter struct {
	*runState
	store *storage.Store
	rt    *tableRuntime
	clock *clock
	cpus  *cpus
	// done closes once the start-up work is done.
	done chan struct{}
}

const (
	// startPool is how many tables' start-up work is done at once.
	startPool = 4
	// startBacklog is how much background work may be under way before
	// start-up work waits: about a second of the pacer's requests (a
	// table's timer sends two or three, and may set a CPU thinking).
	startBacklog = 32
)

// resume loads every unfinished table so that its timer runs again and
// its buttons answer at once. A table whose record or game does not
// load, or panics as it wakes, is set aside and reported; the bot starts
// anyway. The work the tables have waiting is handed to the start pool.
func (b *starter) resume() error {
	recs, problems, err := b.store.Unfinished()
	if err != nil {
		return fmt.Errorf("loading tables: %w", err)
	}
	for _, p := range problems {
		b.log.Error("table record set aside", "table", p.Key, "err", p.Err)
	}
	loaded := 0
	var work []func()
	for _, rec := range recs {
		t, err := b.rt.load(rec)
		if err != nil {
			b.rt.setAside(rec, err.Error())
			continue
		}
		ok, waiting := b.wake(t)
		if !ok {
			continue
		}
		loaded++
		if waiting {
			work = append(work, func() { b.catchUpTable(t) })
		}
	}
	work = append(work, b.boardsBehind()...)
	b.startWork(work)
	b.log.Info("tables resumed", "tables", loaded, "set aside", len(recs)-loaded+len(problems), "with work waiting", len(work))
	return nil
}

// wake arms a resumed table's timer, unless it is due (it fell due while
// the bot was down): it reports whether the table goes on (a panic sets
// it aside), and whether it has work waiting for the start pool, a due
// timer or a CPU seat the game waits on (a stop between a player's move
// and the CPU's answer, or in the middle of a thought, leaves the game
// waiting on a CPU, and nothing else would wake it).
func (b *starter) wake(t *table) (ok, waiting bool) {
	t.do(func() {
		defer b.rt.setAsideOnPanic(t, "resuming", nil)
		if b.clock.due(t) {
			waiting = true
		} else {
			b.clock.armTimer(t)
		}
		waiting = waiting || cpuWaited(t)
		ok = true
	})
	return ok, waiting
}

// due reports whether t's next timer event (its warning or its deadline)
// has come.
func (b *clock) due(t *table) bool {
	at := b.timerAt(t)
	return !at.IsZero() && !at.After(time.Now())
}

// cpuWaited reports whether a CPU seat may have something to do at t, or
// nobody is seated (the game then ends).
func cpuWaited(t *table) bool {
	if t.state == nil || t.rec.Phase != storage.Playing {
		return false
	}
	if !hasHuman(t.rec) {
		return true
	}
	return slices.ContainsFunc(t.state.Prompts(), func(p games.Prompt) bool { return t.rec.Seats[p.Seat].CPU })
}

// catchUpTable is a resumed table's start-up work: its due timer fires,
// and its CPU seats are set going.
func (b *starter) catchUpTable(t *table) {
	t.do(func() {
		defer b.recoverAndLog("resuming", t.rec.ID)
		if t.rec.Phase.Done() {
			return
		}
		if b.clock.due(t) {
			b.clock.timeUp(t, t.rec.Deadline)
		} else {
			b.clock.armTimer(t) // a move meanwhile set a new one
		}
		b.cpus.kickCPUs(t)
	})
}

// startWork runs the start-up work in the pool, in the background, and
// logs when it is done.
func (b *starter) startWork(work []func()) {
	var next atomic.Int64
	var pool sync.WaitGroup
	defer func() {
		go func() {
			pool.Wait()
			if len(work) > 0 {
				b.log.Info("start-up work done", "tables", len(work))
			}
			close(b.done)
		}()
	}()
	for range min(startPool, len(work)) {
		if !b.enter() {
			return
		}
		pool.Add(1)
		go func() {
			defer b.wg.Done()
			defer pool.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(work) || !b.background.waitBelow(startBacklog, b.stop) {
					return
				}
				work[i]()
			}
		}()
	}
}
