package table

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

var noon = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

// ticking is a one-minute turn clock whose deadline falls a minute after
// noon, someone seated having acted at noon.
func ticking() Clock {
	return Clock{Timer: time.Minute, Deadline: noon.Add(time.Minute), Seen: noon}
}

// waitingOnAnn is a game that waits on seat 0, a person.
var waitingOnAnn = Turn{Playing: true, Waited: []int{0}}

func TestAMoveSetsADeadlineOnlyWhenAPersonIsWaitedOnUnderATimer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name     string
		clock    Clock
		turn     Turn
		deadline time.Time
	}{
		{"a timed game waiting on a person", Clock{Timer: time.Minute}, waitingOnAnn, noon.Add(time.Minute)},
		{"the timer as it runs, scaled", Clock{Timer: 60 * time.Millisecond}, waitingOnAnn, noon.Add(60 * time.Millisecond)},
		{"no timer", Clock{}, waitingOnAnn, time.Time{}},
		{"a resting table", Clock{Timer: time.Minute, Resting: true}, waitingOnAnn, time.Time{}},
		{"nobody waited on but CPU seats", Clock{Timer: time.Minute}, Turn{Playing: true}, time.Time{}},
		{"a game with its result", Clock{Timer: time.Minute}, Turn{Playing: true, Waited: []int{0}, Over: true}, time.Time{}},
	} {
		c.clock.Deadline, c.clock.Warned = noon.Add(-time.Hour), true
		next := c.clock.Moved(noon, c.turn)
		assert.True(t, c.deadline.Equal(next.Deadline), "%s: deadline %v, want %v", c.name, next.Deadline, c.deadline)
		assert.False(t, next.Warned, "%s: a new deadline, or none, has had no warning", c.name)
	}
	local := ticking().Moved(noon.In(time.FixedZone("east", 3600)), waitingOnAnn)
	assert.Equal(t, time.UTC, local.Deadline.Location(), "a deadline is stored as it is read anywhere")
}

func TestATurnTimerWarnsBeforeItsDeadlineThenMovesForWhoeverItWaitsOn(t *testing.T) {
	t.Parallel()
	c := ticking()
	warning := c.Next()
	assert.Equal(t, noon.Add(45*time.Second), warning, "warned three quarters into the timer")
	assert.Equal(t, Warn, c.Fire(c.Deadline, warning, 0, waitingOnAnn), "at the warning")
	c.Warned = true
	assert.Equal(t, c.Deadline, c.Next(), "then the deadline")
	assert.Equal(t, MoveFor, c.Fire(c.Deadline, c.Deadline, 0, waitingOnAnn))
	assert.Equal(t, MoveFor, c.Fire(c.Deadline, c.Deadline.Add(time.Hour), 0, waitingOnAnn), "a deadline passed while the bot was down")
	assert.True(t, Clock{Timer: time.Minute}.Next().IsZero(), "no deadline, no timer event")
}

func TestATimerFiringThatNothingWaitsOnDoesNothing(t *testing.T) {
	t.Parallel()
	c := ticking()
	for _, f := range []struct {
		name  string
		armed time.Time
		turn  Turn
	}{
		{"armed for a deadline a move has replaced", noon.Add(30 * time.Second), waitingOnAnn},
		{"a game no longer running", c.Deadline, Turn{Waited: []int{0}}},
		{"a game waiting on nobody but CPU seats", c.Deadline, Turn{Playing: true}},
		{"a tournament game waiting on nobody", c.Deadline, Turn{Playing: true, Tournament: true}},
	} {
		assert.Equal(t, Ignore, c.Fire(f.armed, c.Deadline, time.Minute, f.turn), f.name)
	}
}

func TestATableRestsWhenNobodySeatedHasActedForCPUIdleNorTwoTurnTimers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name    string
		timer   time.Duration
		since   time.Duration
		cpuIdle time.Duration
		away    bool
	}{
		{"within CPUIdle", time.Minute, 9 * time.Minute, 10 * time.Minute, false},
		{"at CPUIdle, past two timers", time.Minute, 10 * time.Minute, 10 * time.Minute, true},
		{"past CPUIdle, within two timers", 10 * time.Minute, 15 * time.Minute, 10 * time.Minute, false},
		{"past two timers and CPUIdle", 10 * time.Minute, 20 * time.Minute, 10 * time.Minute, true},
		{"no timer: CPUIdle alone", 0, 10 * time.Minute, 10 * time.Minute, true},
		{"CPUIdle off", time.Minute, 1000 * time.Hour, 0, false},
	} {
		clock := Clock{Timer: c.timer, Seen: noon}
		assert.Equal(t, c.away, clock.Away(noon.Add(c.since), c.cpuIdle), c.name)
	}
}

func TestATimerFiringAtATableEveryoneLeftAloneRestsIt(t *testing.T) {
	t.Parallel()
	c := ticking()
	gone := noon.Add(50 * time.Second) // at the warning, past a CPUIdle of 10s but within two timers
	assert.Equal(t, Warn, c.Fire(c.Deadline, gone, 10*time.Second, waitingOnAnn), "within two timers: warned")
	c.Seen = noon.Add(-time.Hour)
	assert.Equal(t, Rest, c.Fire(c.Deadline, gone, 10*time.Second, waitingOnAnn), "nobody to warn")
	assert.Equal(t, Rest, c.Fire(c.Deadline, c.Deadline, 10*time.Second, waitingOnAnn), "nobody to move for")
}

func TestATournamentTableNeverRests(t *testing.T) {
	t.Parallel()
	c := ticking()
	c.Seen = noon.Add(-time.Hour)
	tourney := Turn{Playing: true, Tournament: true, Waited: []int{0}}
	assert.Equal(t, Warn, c.Fire(c.Deadline, c.Next(), 10*time.Second, tourney), "before its deadline the waited-on are warned")
	assert.Equal(t, Lose, c.Fire(c.Deadline, c.Deadline, 10*time.Second, tourney), "past it they lose: nobody plays for them")
	assert.Equal(t, Lose, c.Fire(c.Deadline, c.Deadline, 0, tourney), "whether or not anyone is about")
}

func TestARestingTableHasNoDeadline(t *testing.T) {
	t.Parallel()
	c := ticking()
	c.Warned = true
	rested, told := c.Rest()
	assert.True(t, told, "the channel is told the table rests")
	assert.Equal(t, Clock{Timer: time.Minute, Seen: noon, Resting: true}, rested, "its deadline goes")
	assert.True(t, rested.Next().IsZero(), "no timer event")
	again, told := rested.Rest()
	assert.False(t, told, "told once")
	assert.Equal(t, rested, again)
	late := rested.Moved(noon.Add(time.Hour), waitingOnAnn)
	assert.True(t, late.Deadline.IsZero(), "a move that lands after it rests (a thought under way) starts no timer")
}

func TestSomeoneSeatedActingWakesARestingTableWithANewDeadline(t *testing.T) {
	t.Parallel()
	back := noon.Add(time.Hour)
	resting := Clock{Timer: time.Minute, Seen: noon, Resting: true}

	c, wake := resting.Present(back, func() Turn { return waitingOnAnn })
	assert.True(t, wake, "the CPU seats are asked again")
	assert.Equal(t, Clock{Timer: time.Minute, Seen: back, Deadline: back.Add(time.Minute)}, c)

	c, wake = resting.Present(back, func() Turn { return Turn{} })
	assert.False(t, wake, "no game runs: nothing to wake")
	assert.Equal(t, Clock{Timer: time.Minute, Seen: back}, c, "it rests no more all the same")

	c, wake = ticking().Present(back, func() Turn { t.Fatal("a table that does not rest reads no game"); return Turn{} })
	assert.False(t, wake, "a table that does not rest goes on as it was")
	assert.Equal(t, Clock{Timer: time.Minute, Seen: back, Deadline: noon.Add(time.Minute)}, c, "only the last act is noted")
}
