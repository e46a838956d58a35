package livehand

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seated is a table being played whose seats are held by holders, in
// seat order ("" for a CPU).
func seated(holders ...string) Table {
	return Table{Started: true, Holder: func(seat int) string {
		if seat < 0 || seat >= len(holders) {
			return ""
		}
		return holders[seat]
	}}
}

// shown opens a hand of user's at seat, answered as message id at when.
func shown(s *Set, seat int, user, id string, when time.Time) *Hand {
	h := &Hand{User: user}
	s.Answered(s.Open(seat, h, 1, when), Message{ID: id}, true)
	return h
}

// dueOf is the hand of seat among due, or fails.
func dueOf(t *testing.T, due []Due, seat int) Due {
	t.Helper()
	for _, d := range due {
		if d.Seat == seat {
			return d
		}
	}
	require.Failf(t, "no hand due", "seat %d", seat)
	return Due{}
}

func TestAMemberWhoLeftTheirSeatToACPUIsShownItClosedAndNeverItsCards(t *testing.T) {
	t.Parallel()
	var s Set
	now := time.Now()
	bob := shown(&s, 1, "bob", "m1", now)
	assert.Equal(t, Cards, dueOf(t, s.Due(seated("ann", "bob"), now.Add(-time.Hour)), 1).Shows, "bob holds the seat: his cards")

	cpu := seated("ann", "") // bob left; a CPU plays his seat
	d := dueOf(t, s.Due(cpu, now.Add(-time.Hour)), 1)
	assert.Equal(t, SeatGone, d.Shows, "the seat is the CPU's now: closed")
	assert.True(t, d.Hand.Changed(7), "closing it is an edit")
	assert.False(t, s.Edited(d, 7))
	d = dueOf(t, s.Due(cpu, now.Add(-time.Hour)), 1)
	assert.Equal(t, SeatGone, d.Shows, "the CPU's moves after never show bob the seat's cards")
	assert.False(t, d.Hand.Changed(7), "closed once: no edit more")
	assert.Same(t, bob, d.Hand)
}

func TestAHandShowsItsSeatToItsCurrentHolderAlone(t *testing.T) {
	t.Parallel()
	tb := seated("ann", "bob", "")
	for _, c := range []struct {
		name string
		seat int
		user string
		want bool
	}{
		{"its holder", 1, "bob", true},
		{"another member", 1, "ann", false},
		{"a member who left it to a CPU", 2, "cat", false},
		{"a hand shown to nobody", 2, "", false},
		{"a seat the table does not have", 5, "bob", false},
	} {
		assert.Equal(t, c.want, Holds(tb, c.seat, c.user), c.name)
	}
	assert.False(t, Holds(Table{Started: true}, 0, "ann"), "a table that says no holder shows nobody a seat")
}

func TestAHandIsEditedOnlyWhenWhatItWouldShowHasChanged(t *testing.T) {
	t.Parallel()
	var s Set
	now := time.Now()
	h := &Hand{User: "ann"}
	s.Answered(s.Open(0, h, 42, now), Message{ID: "m1"}, true)
	assert.False(t, h.Changed(42), "the answer showed it")
	assert.True(t, h.Changed(43))
	noted := &Hand{User: "ann"}
	s.Answered(s.Open(0, noted, 0, now), Message{ID: "m2"}, true)
	assert.True(t, noted.Changed(42), "an answer with a note shows it till the next change, which edits it away")
}

func TestAHandWhoseAnswerIsOnItsWayIsPassedByAndOneThatFailedGivesTheSeatItsOldHandBack(t *testing.T) {
	t.Parallel()
	var s Set
	now := time.Now()
	old := shown(&s, 0, "ann", "m1", now)
	o := s.Open(0, &Hand{User: "ann"}, 1, now)
	assert.Empty(t, s.Due(seated("ann"), now.Add(-time.Hour)), "its message is not known yet: no edit can name it")
	assert.False(t, s.Answered(o, Message{}, false), "the answer failed: not kept live")
	assert.Same(t, old, s.bySeat[0], "the hand shown before is live again")

	o = s.Open(0, &Hand{User: "ann"}, 1, now)
	newer := s.Open(0, &Hand{User: "ann"}, 1, now)
	assert.False(t, s.Answered(o, Message{ID: "m2"}, true), "answered again since: the newer answer is the live one")
	assert.True(t, s.Answered(newer, Message{ID: "m3"}, true))
	assert.Equal(t, "m3", s.bySeat[0].Message().ID)
}

func TestAHandPastItsTokensLifeOrOfAGameNotOnIsDropped(t *testing.T) {
	t.Parallel()
	var s Set
	now := time.Now()
	shown(&s, 0, "ann", "m1", now.Add(-2*time.Hour))
	shown(&s, 1, "bob", "m2", now)
	due := s.Due(seated("ann", "bob"), now.Add(-time.Hour))
	assert.Len(t, due, 1)
	assert.Nil(t, s.bySeat[0], "Discord would refuse its token")
	assert.Empty(t, s.Due(Table{Holder: seated("ann", "bob").Holder}, now.Add(-time.Hour)))
	assert.Zero(t, len(s.bySeat), "no game on: nothing to keep live")
}

func TestACalledOffGameClosesEveryHand(t *testing.T) {
	t.Parallel()
	var s Set
	now := time.Now()
	shown(&s, 0, "ann", "m1", now)
	tb := seated("ann")
	tb.Cancelled = true
	assert.Equal(t, Cancelled, dueOf(t, s.Due(tb, now.Add(-time.Hour)), 0).Shows)
}

func TestAnEditThatLandedAfterANewerAnswerShowsTheNewerHandOnceMore(t *testing.T) {
	t.Parallel()
	var s Set
	now := time.Now()
	shown(&s, 0, "ann", "m1", now)
	d := dueOf(t, s.Due(seated("ann"), now.Add(-time.Hour)), 0)
	newer := shown(&s, 0, "ann", "m2", now)
	assert.True(t, s.Edited(d, 5), "the edit may have landed after the newer answer")
	assert.True(t, newer.Changed(1), "the newer hand is shown once more, whatever it showed")
	assert.True(t, s.Refused(d), "a refused edit of an old hand leaves the newer one")
	assert.Same(t, newer, s.bySeat[0])
}

func TestAHandWhoseEditIsRefusedOrWhoseMessageShowsSomethingElseIsNoLongerLive(t *testing.T) {
	t.Parallel()
	var s Set
	now := time.Now()
	shown(&s, 0, "ann", "m1", now)
	shown(&s, 1, "bob", "m2", now)
	due := s.Due(seated("ann", "bob"), now.Add(-time.Hour))
	assert.False(t, s.Refused(dueOf(t, due, 0)), "dismissed: dropped quietly")
	s.Replaced(dueOf(t, due, 1))
	assert.Zero(t, len(s.bySeat))
}
