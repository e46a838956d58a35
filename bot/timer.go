package bot

import (
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// clock is the time side of tables: turn deadlines and their timers,
// the warning and the move made for a seat whose time ran out (timeUp),
// the rest of a table nobody plays at (clockrest.go), and the closing of
// idle tables (idlesweep.go). It holds no state of its own beyond the pool
// of timer slots: a table's deadline and timer are the table's, read and
// written with it locked. It may call the runtime (a save, the board),
// the CPU players (who move for a seat out of time) and the outbox (the
// timer lines).
type clock struct {
	*runState
	cfg   *Config
	store *storage.Store
	rt    *tableRuntime
	cycle *lifecycle
	out   *outbox
	cpus  *cpus
	// timerSlots bounds the turn timers handled at once: after a long
	// stop many fire together, and each locks its table and writes.
	timerSlots chan struct{}
}

// warnAt is the share of a turn timer after which the waited-on players
// are reminded.
const warnAt = 0.75

// humansWaited returns the human seats the game waits on.
func humansWaited(t *table) []int {
	if t.state == nil || t.rec.Phase != storage.Playing {
		return nil
	}
	var out []int
	for _, s := range games.Waiting(t.state.Prompts()) {
		if !t.rec.Seats[s].CPU {
			out = append(out, s)
		}
	}
	return out
}

// setDeadline starts the turn clock again after a move. Every move
// restarts it: the timer measures how long the table has been idle. A
// resting table has none: a move that lands after the channel was told
// the timer stopped (a thought or a click already under way) must not
// start it again; present does, when someone is back.
func (b *clock) setDeadline(t *table) {
	if t.rec.Timer <= 0 || t.cpu.resting || len(humansWaited(t)) == 0 || t.state.Result() != nil {
		t.rec.Deadline, t.rec.Warned = time.Time{}, false
		return
	}
	t.rec.Deadline = time.Now().UTC().Add(b.scaled(t.rec.Timer))
	t.rec.Warned = false
}

func (b *clock) scaled(d time.Duration) time.Duration {
	return time.Duration(float64(d) * b.cfg.TimerScale)
}

// armTimer schedules the next timer event of t from its stored deadline;
// it runs on start (re-arming after a restart) and after every change.
func (b *clock) armTimer(t *table) {
	t.stopTimer()
	at := b.timerAt(t)
	if at.IsZero() {
		return
	}
	deadline := t.rec.Deadline
	t.timer = time.AfterFunc(time.Until(at), func() { b.onTimer(t, deadline) })
}

// timerAt is when t's next timer event comes: the warning, then the
// deadline; zero for none.
func (b *clock) timerAt(t *table) time.Time {
	if t.rec.Deadline.IsZero() {
		return time.Time{}
	}
	if !t.rec.Warned {
		return t.rec.Deadline.Add(-time.Duration(float64(b.scaled(t.rec.Timer)) * (1 - warnAt)))
	}
	return t.rec.Deadline
}

// timerPool is how many turn timers are handled at once.
const timerPool = 4

func (t *table) stopTimer() {
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
}

// onTimer warns, or moves for the seats the game has waited on too long.
// deadline is the one the timer was armed for: a move made meanwhile set
// a new one, and this firing is then stale.
func (b *clock) onTimer(t *table, deadline time.Time) {
	if !b.enter() {
		return
	}
	defer b.wg.Done()
	b.timerSlots <- struct{}{}
	defer func() { <-b.timerSlots }()
	t.locked(func() {
		defer b.recoverAndLog("turn timer", t.rec.ID)
		b.timeUp(t, deadline)
	})
}

// timeUp is onTimer with the table locked.
func (b *clock) timeUp(t *table, deadline time.Time) {
	if !t.rec.Deadline.Equal(deadline) || t.rec.Phase != storage.Playing {
		return
	}
	seats := humansWaited(t)
	if len(seats) == 0 {
		return
	}
	if t.rec.Tournament != nil && !time.Now().Before(deadline) {
		// A tournament table never rests: who does not answer loses.
		b.timeUpInTournament(t, seats)
		return
	}
	if b.away(t) && t.rec.Tournament == nil {
		b.rest(t) // nobody is there to warn, nor to play on for
		return
	}
	names := seatNames(t, seats)
	if time.Now().Before(deadline) {
		t.rec.Warned = true
		b.saveTimer(t)
		left := time.Until(deadline).Round(time.Second)
		l := b.rt.langs.public(t.rec.GuildID)
		line := l.T("deckhand.timer.warning", "Who", names, "Game", games.InfoIn(t.game, l).Name, "Left", left.String())
		if t.rec.Tournament != nil {
			line = tournamentWarning(l, names, games.InfoIn(t.game, l).Name, left)
		}
		b.out.say(t.rec.GuildID, t.rec.ChannelID, line)
		b.armTimer(t)
		return
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, b.rt.langs.public(t.rec.GuildID).T("deckhand.timer.ran_out", "Who", names))
	b.cpus.timeUpForCPU(t, seats)
	b.rt.refreshBoard(t)
}

// timerFailed says that the CPU could not move for seat when its time
// ran out; the clock waits for the next move.
func (b *clock) timerFailed(t *table, seat int) {
	b.out.say(t.rec.GuildID, t.rec.ChannelID, b.rt.langs.public(t.rec.GuildID).T("deckhand.timer.failed", "Who", seatNames(t, []int{seat})))
}

func seatNames(t *table, seats []int) string {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = render.SeatMention(t.rec, s)
	}
	return strings.Join(names, ", ")
}

// saveTimer stores the timer fields onTimer has just changed. Unlike
// update, a failed save keeps them in memory: put back, they would fire
// the warning or the deadline just handled again at once.
func (b *clock) saveTimer(t *table) {
	if err := b.store.Save(t.rec); err != nil {
		b.log.Error("saving timer", "table", t.rec.ID, "guild", t.rec.GuildID, "err", err)
	}
}
