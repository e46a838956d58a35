package bot

import (
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// clock is the time side of tables: turn deadlines and their timers,
// the warning and the move made for a seat whose time ran out (timeUp),
// the rest of a table nobody plays at (clockrest.go), and the closing of
// idle tables (idlesweep.go). Their rules are bot/table's (domain.Clock,
// domain.CloseIdle); the clock reads a table's clock for them, keeps
// what they return, and carries out what a firing does. It holds no state of its own beyond the pool
// of timer slots: a table's deadline and timer are the table's, read and
// written on its loop. It may call the runtime (a save, the board),
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

// clockOf is t's turn clock as its rules read it (domain.Clock), with
// the timer scaled as it runs; on t's loop.
func (b *clock) clockOf(t *table) domain.Clock {
	resting, seen := t.cpu.Rest()
	return domain.Clock{Timer: b.scaled(t.rec.Timer), Deadline: t.rec.Deadline, Warned: t.rec.Warned, Resting: resting, Seen: seen}
}

// setClock keeps in t what the clock's rules made of its clock.
func setClock(t *table, c domain.Clock) {
	t.rec.Deadline, t.rec.Warned = c.Deadline, c.Warned
	t.cpu.SetRest(c.Resting, c.Seen)
}

// turnOf is what the clock reads of t's game; on t's loop.
func turnOf(t *table) domain.Turn {
	turn := domain.Turn{Playing: t.state != nil && t.rec.Phase == storage.Playing, Tournament: t.rec.Tournament != nil}
	if turn.Playing {
		turn.Waited, turn.Over = humansWaited(t), t.state.Result() != nil
	}
	return turn
}

// setDeadline starts the turn clock again after a move (domain.Clock.Moved).
func (b *clock) setDeadline(t *table) {
	setClock(t, b.clockOf(t).Moved(time.Now(), turnOf(t)))
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
	return b.clockOf(t).Next()
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
	t.do(func() {
		defer b.recoverAndLog("turn timer", t.rec.ID)
		b.timeUp(t, deadline)
	})
}

// timeUp is onTimer on the table's loop: it carries out what the
// firing for deadline does (domain.Clock.Fire).
func (b *clock) timeUp(t *table, deadline time.Time) {
	turn := turnOf(t)
	switch b.clockOf(t).Fire(deadline, time.Now(), b.cfg.CPUIdle, turn) {
	case domain.Lose:
		b.timeUpInTournament(t, turn.Waited)
	case domain.Rest:
		b.rest(t)
	case domain.Warn:
		b.warn(t, turn.Waited)
	case domain.MoveFor:
		b.out.say(t.rec.GuildID, t.rec.ChannelID, b.rt.langs.public(t.rec.GuildID).T("deckhand.timer.ran_out", "Who", seatNames(t, turn.Waited)))
		b.cpus.timeUpForCPU(t, turn.Waited)
		b.rt.refreshBoard(t)
	}
}

// warn reminds the seats waited on of the time they have left, once.
func (b *clock) warn(t *table, seats []int) {
	t.rec.Warned = true
	b.saveTimer(t)
	names := seatNames(t, seats)
	left := time.Until(t.rec.Deadline).Round(time.Second)
	l := b.rt.langs.public(t.rec.GuildID)
	line := l.T("deckhand.timer.warning", "Who", names, "Game", games.InfoIn(t.game, l).Name, "Left", left.String())
	if t.rec.Tournament != nil {
		line = tournamentWarning(l, names, games.InfoIn(t.game, l).Name, left)
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, line)
	b.armTimer(t)
}

// timerFailed says that the CPU could not move for seat when its time
// ran out; the clock waits for the next move.
func (b *clock) timerFailed(t *table, seat int) {
	b.out.say(t.rec.GuildID, t.rec.ChannelID, b.rt.langs.public(t.rec.GuildID).T("deckhand.timer.failed", "Who", seatNames(t, []int{seat})))
}

func seatNames(t *table, seats []int) string {
	seated, names := t.seated(), make([]string, len(seats))
	for i, s := range seats {
		names[i] = render.SeatMention(seated, s)
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
