package bot

import (
	"context"
	"errors"
	"runtime/debug"
	"time"

	"github.com/deckhand/deckhand/bot/cpu"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// CPU seats think off the table's loop. One goroutine per table, the
// thinker, takes a job on the table's loop (which seat decides, on a
// copy of the game), searches off the loop, so clicks, Hand and
// /game answer meanwhile, then takes the table again through withTable
// and applies its choice only if the table has not moved since: a
// choice that went stale is dropped and the seat thinks again.

// cpus are the CPU players: a thinker per table that has a CPU seat to
// move (kickCPUs, runCPUs), and the share of the cores between servers'
// searches (searches, bot/cpu's Slots, with its own lock). A table's CPU
// scheduling is the table's (table.cpu, bot/cpu's Schedule), read and
// written on its loop. They may call the runtime (to apply a move,
// through withTable), the clock (a seat out of time, a table at rest)
// and the outbox (a notice).
type cpus struct {
	*runState
	cfg      *Config
	rt       *tableRuntime
	cycle    *lifecycle
	clock    *clock
	out      *outbox
	searches *cpu.Slots
}

// ThinkFunc decides a CPU seat's move at a level, as ismcts.Think does.
// It must return soon after ctx ends.
type ThinkFunc func(ctx context.Context, q ismcts.Question, l ismcts.Level) (ismcts.Choice, error)

// errStaleThought: the table moved while its CPU thought.
var errStaleThought = errors.New("the table moved during the thought")

// kickCPUs makes sure a thinker serves t if a CPU may have something to
// do; it runs on t's loop, after anything that changes the game.
func (b *cpus) kickCPUs(t *table) {
	if t.cpu.Wake() {
		return
	}
	if t.state == nil || t.rec.Phase != storage.Playing {
		return
	}
	if !hasHuman(t.rec) {
		b.endUnseated(t)
		return
	}
	if !b.enter() {
		return
	}
	t.cpu.Start()
	b.background.add()
	go b.runCPUs(t, t.rec.ID)
}

// runCPUs is a table's thinker: it makes CPU decisions one at a time
// until no CPU seat has anything to decide.
func (b *cpus) runCPUs(t *table, id string) {
	defer b.wg.Done()
	defer b.background.done()
	stop := func() {
		t.do(t.cpu.Stop)
	}
	defer func() {
		if r := recover(); r != nil {
			b.log.Error("cpu thinker panicked", "table", id, "panic", r, "stack", string(debug.Stack()))
			stop()
		}
	}()
	for {
		var job *cpuJob
		var wait time.Duration
		var wake <-chan struct{}
		t.do(func() {
			wake = t.cpu.Woken()
			if job, wait = b.nextJob(t, id); job == nil && wait == 0 {
				// Decided on the loop: a change after this kicks
				// a new thinker.
				t.cpu.Stop()
			}
		})
		switch {
		case job == nil && wait == 0:
			return
		case wait > 0:
			select {
			case <-time.After(wait):
			case <-wake: // the table moved: see what is to do now
			case <-b.ctx.Done():
				stop()
				return
			}
			continue
		}
		stopShowing := b.showThinking(t, job)
		choice, err := b.think(job)
		pace := b.cfg.CPUPace - time.Since(job.last)
		if choice.Pass || err != nil {
			pace = 0 // nothing shows: nothing to follow
		}
		slept := b.ctx.Err() == nil && b.sleep(pace)
		stopShowing()
		if !slept {
			stop() // closing: a restart resumes the thought
			return
		}
		if err := b.applyCPU(t, job, choice, err); err != nil && !errors.Is(err, errStaleThought) {
			b.log.Error("cpu table", "table", id, "err", err)
			stop()
			return
		}
	}
}

// thinkingShownAfter is how long a CPU thinks (and waits to keep the
// pace) before the board says so: a quicker move would only cost an edit
// nobody has time to read.
const thinkingShownAfter = 300 * time.Millisecond

// showThinking edits the board to show the job's seat thinking once it
// has been at it for thinkingShownAfter, until stop.
func (b *cpus) showThinking(t *table, j *cpuJob) (stop func() bool) {
	if !j.shown {
		return func() bool { return false }
	}
	return time.AfterFunc(thinkingShownAfter, func() {
		t.post(func() { b.rt.refreshBoard(t) }) // it reads the record
	}).Stop
}

// think runs one search in a slot of its server's share (bot/cpu's Slots),
// or answers by the rule of thumb when the shard's backlog of searches
// is full (j.shed); Easy, which does not search, takes no slot. A panic
// in the game's copy is the game's bug: the seat cannot move.
func (b *cpus) think(j *cpuJob) (choice ismcts.Choice, err error) {
	level := j.level
	if level != ismcts.Easy {
		waited := b.cfg.Metrics.SearchWaits()
		got := b.searches.Acquire(j.guild, b.ctx.Done())
		waited()
		switch got {
		case cpu.Closed:
			return choice, b.ctx.Err()
		case cpu.Shed:
			level, j.shed = ismcts.Easy, true
		case cpu.Granted:
			began := time.Now()
			defer func() { b.searches.Release(j.guild, time.Since(began)) }()
			defer b.cfg.Metrics.Searching(level.String())()
		}
	}
	defer func() {
		if r := recover(); r != nil {
			b.log.Error("cpu search panicked", "table", j.tableID, "seat", j.seat, "panic", r, "stack", string(debug.Stack()))
			err = errInternal
		}
	}()
	return b.cfg.Think(b.ctx, j.q, level)
}

// sleep waits d, or less if the bot closes; it reports whether it
// waited the whole time.
func (b *cpus) sleep(d time.Duration) bool {
	if d <= 0 {
		return b.ctx.Err() == nil
	}
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-tm.C:
		return true
	case <-b.ctx.Done():
		return false
	}
}

// applyCPU makes the move a thought chose, if the table is still where
// the thought began; otherwise it returns errStaleThought.
func (b *cpus) applyCPU(t *table, j *cpuJob, choice ismcts.Choice, thought error) error {
	return b.rt.withTable(j.tableID, func(cur *table) error {
		if cur != t || t.rec.Phase != storage.Playing || t.rec.Moves != j.moves {
			return errStaleThought
		}
		if resting, _ := t.cpu.Rest(); resting {
			// The table was put to rest while this seat thought: the
			// channel was told no CPU moves until someone is back.
			return errStaleThought
		}
		return nil
	}, func(t *table) error {
		t.cpu.ShowNoneThinking()
		if thought != nil {
			b.cpuFailed(t, j, thought)
			return nil
		}
		if choice.Pass {
			t.cpu.Passed(j.seat, j.moves)
			return nil
		}
		err := b.rt.move(t, j.by, "", func() (games.Answer, []games.Event, error) {
			events, err := t.state.Apply(choice.Answer)
			return choice.Answer, events, err
		})
		if err != nil {
			b.cpuFailed(t, j, err)
			return nil
		}
		t.cpu.Moved(j.seat, time.Now())
		if j.shed && j.by != storage.ByTimer {
			// A move for a person whose timer ran out is told by its
			// timer line; the notice speaks of the table's CPU players.
			b.sayShed(t)
		}
		b.rt.afterChange(t)
		return nil
	})
}

// sayShed tells t's channel, once, that its CPU moves are made by rule
// of thumb while the bot has more searches asked of it than it takes on.
// It names nobody: a mention would ping a person for the bot's load.
func (b *cpus) sayShed(t *table) {
	if !t.cpu.ShedToTell() {
		return
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, b.rt.langs.public(t.rec.GuildID).T("deckhand.cpu.shed"))
}

// cpuFailed handles a CPU decision that could not be made: the seat waits
// for the game to move on (a person's move, or /end), since the same
// thought at the same move fails the same way.
func (b *cpus) cpuFailed(t *table, j *cpuJob, err error) {
	b.log.Error("cpu move", "table", j.tableID, "seat", j.seat, "by", j.by, "err", err)
	if j.by == storage.ByTimer {
		t.cpu.InTime(j.seat)
		b.clock.saveTimer(t) // the cleared deadline: firing again would fail again
		b.clock.timerFailed(t, j.seat)
	} else {
		t.cpu.Stuck(j.moves)
	}
	b.rt.refreshBoard(t)
}

// timeUpForCPU hands the seats whose turn timer ran out to a Normal CPU.
// The deadline is cleared in memory only: if the process stops before
// the CPU has moved, the stored deadline fires again on resume.
func (b *cpus) timeUpForCPU(t *table, seats []int) {
	t.cpu.Overdue(seats)
	t.rec.Deadline, t.rec.Warned = time.Time{}, false
	b.clock.armTimer(t)
	b.kickCPUs(t)
}
