package turnping

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

const delay = 3 * time.Second

// pinged makes p a ping of seats posted as msgID at start, and returns
// the time just after it went.
func pinged(t *testing.T, p *Ping, msgID string, seats ...int) time.Time {
	t.Helper()
	start := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	assert.Equal(t, Decision{Later: delay}, p.Due(seats, start, delay))
	d := p.Due(seats, start.Add(delay), delay)
	assert.Equal(t, seats, d.Mention)
	p.Posted(d, msgID)
	return start.Add(delay)
}

func TestABurstOfMovesPingsTheSeatItEndsOnOnce(t *testing.T) {
	t.Parallel()
	var p Ping
	now := pinged(t, &p, "m0", 0)
	// Seat 0 moves, seat 1 answers at once, seat 0 again, then seat 1
	// is left to think: one ping, for seat 1, once the delay has passed
	// since the game began to wait on them.
	for i, seat := range []int{1, 0, 1} {
		d := p.Due([]int{seat}, now.Add(time.Duration(i)*100*time.Millisecond), delay)
		assert.Empty(t, d.Mention, "move %d pings nobody", i)
		assert.Empty(t, d.Delete, "move %d leaves the ping up", i)
		assert.Equal(t, seat != 0, d.Later > 0, "move %d: to look again unless back to the seat pinged", i)
	}
	last := now.Add(200 * time.Millisecond)
	assert.Equal(t, Decision{Later: delay - time.Second}, p.Due([]int{1}, last.Add(time.Second), delay), "a look before the delay is over waits out the rest")
	d := p.Due([]int{1}, last.Add(delay), delay)
	assert.Equal(t, []int{1}, d.Mention, "the seat still waited on is pinged")
	assert.Equal(t, "m0", d.Delete, "and the old ping goes")
	p.Posted(d, "m1")
	assert.Equal(t, Decision{}, p.Due([]int{1}, last.Add(time.Hour), delay), "once")
}

func TestAPlayerWhoAnswersWithinTheDelayIsNotPinged(t *testing.T) {
	t.Parallel()
	var p Ping
	now := pinged(t, &p, "m0", 0)
	assert.Positive(t, p.Due([]int{1}, now, delay).Later, "the game waits on seat 1")
	d := p.Due([]int{2}, now.Add(delay-time.Millisecond), delay)
	assert.Empty(t, d.Mention, "seat 1 answered within the delay: nobody is pinged yet")
	assert.Equal(t, delay, d.Later, "seat 2's delay starts when the game began to wait on them")
	d = p.Due([]int{2}, now.Add(2*delay), delay)
	assert.Equal(t, []int{2}, d.Mention, "seat 2 is pinged, never seat 1")
}

func TestAChangeBackToThePingedSeatsWithinTheDelayCancelsThePendingPing(t *testing.T) {
	t.Parallel()
	var p Ping
	now := pinged(t, &p, "m0", 0, 2)
	assert.Positive(t, p.Due([]int{1}, now, delay).Later)
	assert.Equal(t, Decision{}, p.Due([]int{0, 2}, now.Add(time.Second), delay), "back to the seats pinged: nothing to do")
	assert.Equal(t, Decision{}, p.Due([]int{0, 2}, now.Add(2*delay), delay), "and the ping up stays, with no new one")
	d := p.Due([]int{1}, now.Add(2*delay), delay)
	assert.Equal(t, delay, d.Later, "seat 1 waited on again has a whole delay anew")
	assert.Empty(t, d.Mention)
}

func TestNobodyWaitedOnTakesThePingDown(t *testing.T) {
	t.Parallel()
	var p Ping
	now := pinged(t, &p, "m0", 1)
	assert.Equal(t, Decision{Later: delay}, p.Due(nil, now, delay), "the game ended, or pings were turned off")
	d := p.Due(nil, now.Add(delay), delay)
	assert.Equal(t, "m0", d.Delete, "the ping goes")
	assert.Empty(t, d.Mention, "and no new one mentions anyone")
	assert.Equal(t, Decision{}, p.Due(nil, now.Add(2*delay), delay), "once")
}

func TestAPingFromBeforeARestartStands(t *testing.T) {
	t.Parallel()
	var p Ping
	p.Standing([]int{1})
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	assert.Equal(t, Decision{}, p.Due([]int{1}, now, delay), "the players pinged before the stop are not pinged again")
	assert.Positive(t, p.Due([]int{0}, now, delay).Later)
	d := p.Due([]int{0}, now.Add(delay), delay)
	assert.Equal(t, []int{0}, d.Mention, "the next player is pinged")
	assert.Empty(t, d.Delete, "the ping from before the stop stays in the channel: its message is not known")
}

func TestWithNoDelayTheNextPlayerIsPingedAtOnce(t *testing.T) {
	t.Parallel()
	var p Ping
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for _, off := range []time.Duration{0, -1} {
		d := p.Due([]int{int(-off)}, now, off)
		assert.Equal(t, []int{int(-off)}, d.Mention, "delay %v", off)
		assert.Zero(t, d.Later)
		p.Posted(d, "m")
	}
}

func TestAPingPostedAfterTheSeatsChangedAgainIsNotKeptAsTheTablesPing(t *testing.T) {
	t.Parallel()
	var p Ping
	now := pinged(t, &p, "m0", 0)
	p.Due([]int{1}, now, delay)
	one := p.Due([]int{1}, now.Add(delay), delay)
	p.Due([]int{0}, now.Add(delay), 0) // changed again while seat 1's ping was on its way
	p.Posted(one, "m1")
	p.Due([]int{1}, now.Add(delay), delay)
	d := p.Due([]int{1}, now.Add(2*delay), delay)
	assert.Empty(t, d.Delete, "the table's ping, seat 0's, has no message known yet")
}

func TestDueHandsOutItsOwnListOfSeats(t *testing.T) {
	t.Parallel()
	var p Ping
	seats := []int{0, 1}
	d := p.Due(seats, time.Now(), 0)
	seats[0] = 5
	assert.Equal(t, []int{0, 1}, d.Mention, "the caller's list may change after")
}
