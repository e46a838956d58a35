package table

import "time"

// Clock is a table's turn clock: how long the people it waits on have to
// answer, and whether anyone is about. Every move starts it again, so it
// measures how long the table has gone without one. The times are given
// by the caller: the rules read no clock of their own.
//
// A table goes on by itself only while someone seated has acted lately
// (Away): with a turn timer the timer moves for the absent and the CPU
// seats answer, round after round, keeping a core busy and posting timer
// lines for nobody. Past that the table rests, its CPU seats and its
// timer stopped, until someone seated acts (Present).
type Clock struct {
	Timer    time.Duration // the turn timer as it runs (scaled), 0 for none
	Deadline time.Time     // when the waited-on run out of time, zero for none
	Warned   bool          // the warning before Deadline was given
	Resting  bool
	Seen     time.Time // when someone seated last acted
}

// Turn is what the clock reads of the game: whether one runs, whom it
// waits on, and whether a tournament plays it.
type Turn struct {
	Playing    bool
	Tournament bool
	Waited     []int // the people's seats the game waits on; a CPU seat answers for itself
	Over       bool  // the game has its result
}

// warnAt is the share of a turn timer after which the waited-on are
// reminded.
const warnAt = 0.75

// Moved is c after a move at now: a new deadline a Timer away, with no
// warning given yet, or none without a timer, at a resting table (a move
// that lands after the channel was told the timer stopped, a thought or a
// click already under way, must not start it again), when the game waits
// on no person, or once it has its result. The deadline is in UTC, as it
// is stored: it outlives the process.
func (c Clock) Moved(now time.Time, turn Turn) Clock {
	c.Deadline, c.Warned = time.Time{}, false
	if c.Timer <= 0 || c.Resting || len(turn.Waited) == 0 || turn.Over {
		return c
	}
	c.Deadline = now.UTC().Add(c.Timer)
	return c
}

// Next is when c's next timer event falls: the warning, warnAt into the
// timer, then the deadline; zero for none.
func (c Clock) Next() time.Time {
	if c.Deadline.IsZero() {
		return time.Time{}
	}
	if !c.Warned {
		return c.Deadline.Add(-time.Duration(float64(c.Timer) * (1 - warnAt)))
	}
	return c.Deadline
}

// Firing is what a timer firing does; the bot carries it out.
type Firing int

// What a timer firing may do.
const (
	Ignore  Firing = iota // nothing: it is stale, or nobody is waited on
	Warn                  // remind the waited-on of the time they have left
	MoveFor               // a CPU moves for the waited-on, whose time ran out
	Rest                  // rest the table: nobody is about to warn, nor to play on for
	Lose                  // the waited-on lose the tournament table
)

func (f Firing) String() string {
	return [...]string{"ignore", "warn", "move for", "rest", "lose"}[f]
}

// Fire is what the timer armed for the deadline armed does when it fires
// at now, with people away past cpuIdle (0: never). A move since then
// set a new deadline, and the firing is stale. A tournament table never
// rests, and nobody plays a seat of it for anyone: past its deadline,
// the waited-on lose.
func (c Clock) Fire(armed, now time.Time, cpuIdle time.Duration, turn Turn) Firing {
	if !c.Deadline.Equal(armed) || !turn.Playing || len(turn.Waited) == 0 {
		return Ignore
	}
	before := now.Before(armed)
	switch {
	case turn.Tournament && !before:
		return Lose
	case !turn.Tournament && c.Away(now, cpuIdle):
		return Rest
	case before:
		return Warn
	}
	return MoveFor
}

// Away reports whether nobody seated has acted, as of now, for cpuIdle
// (0 or less: never away) nor for two turn timers. Two, because a person
// waiting on another's timer acts within about one: the timer moves for
// the other, then it is their turn.
func (c Clock) Away(now time.Time, cpuIdle time.Duration) bool {
	if cpuIdle <= 0 {
		return false
	}
	return now.Sub(c.Seen) >= max(cpuIdle, 2*c.Timer)
}

// Rest is c at rest: no deadline until someone seated acts. told is
// false when it rested already: the channel is told once.
func (c Clock) Rest() (rested Clock, told bool) {
	if c.Resting {
		return c, false
	}
	c.Resting, c.Deadline, c.Warned = true, time.Time{}, false
	return c, true
}

// Present is c once someone seated acted at now. A resting table wakes:
// if a game runs, its deadline starts again and wake asks its CPU seats
// to answer again. turn is read only then: a click at a table that does
// not rest, the usual case, need not read whom its game waits on.
func (c Clock) Present(now time.Time, turn func() Turn) (next Clock, wake bool) {
	c.Seen = now
	if !c.Resting {
		return c, false
	}
	c.Resting = false
	t := turn()
	if !t.Playing {
		return c, false
	}
	return c.Moved(now, t), true
}
