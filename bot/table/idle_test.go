package table

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestAnIdleTableClosesOnlyPastItsPhasesLimit(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	idle := CloseIdle{Now: now, LobbyIdle: time.Hour, GameIdle: 24 * time.Hour}
	for _, c := range []struct {
		name   string
		tab    Table
		since  time.Duration
		closes bool
	}{
		{"a lobby within its hour", lobby(), 59 * time.Minute, false},
		{"a lobby past its hour", lobby(), time.Hour, true},
		{"a game past a lobby's hour", playing(), 2 * time.Hour, false},
		{"a game past its day", playing(), 24 * time.Hour, true},
		{"a finished game", func() Table { t := playing(); t.Phase = Finished; return t }(), 48 * time.Hour, false},
	} {
		c.tab.Updated = now.Add(-c.since)
		next, effects := step(t, c.tab, idle)
		assert.Equal(t, c.closes, next.Phase == Cancelled, c.name)
		assert.Equal(t, c.closes, len(effects) > 0, "%s: nothing to do unless it closes", c.name)
	}
	never := lobby()
	never.Updated = now.Add(-1000 * time.Hour)
	next, _ := step(t, never, CloseIdle{Now: now, GameIdle: time.Hour})
	assert.Equal(t, Lobby, next.Phase, "no limit: never")
}

func TestAGameClosedForIdlenessIsLostByThoseItWaitedOn(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	idle := CloseIdle{Now: now, GameIdle: time.Hour}
	tab := playing(Seat{UserID: "cy"})
	tab.Updated = now.Add(-2 * time.Hour)
	tab.Waiting = []int{2, 0}
	_, effects := step(t, tab, idle)
	assert.Equal(t, Save{Forfeits: []Forfeit{{User: "cy", Against: []string{"bob"}}, {User: "ann", Against: []string{"bob"}}}}, effects[0],
		"each waited on loses to everyone seated not waited on, in the order the game waits")
	assert.Equal(t, News{What: ClosedIdle, Idle: time.Hour, Lost: []string{"cy", "ann"}, Against: []string{"bob"}}, news(t, effects))
	for _, c := range []struct {
		name    string
		waiting []int
	}{{"waiting on a CPU", []int{3}}, {"waiting on everyone", []int{0, 1, 2}}, {"waiting on nobody", nil}} {
		tab := playing(Seat{UserID: "cy"}, cpu)
		tab.Updated, tab.Waiting = now.Add(-2*time.Hour), c.waiting
		_, effects := step(t, tab, idle)
		assert.Equal(t, Save{}, effects[0], "%s: nobody to lose to, or nobody who lost", c.name)
	}
}

func TestAGameNobodyIsSeatedAtAnyMoreEnds(t *testing.T) {
	t.Parallel()
	next, effects := step(t, playing(), Unseated{})
	assert.Equal(t, Cancelled, next.Phase)
	assert.Equal(t, News{What: EndedUnseated}, news(t, effects))
}

func TestTheIdleSweepLooksFourTimesWithinTheShortestLimitAndAtLeastOnceAMinute(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name        string
		lobby, game time.Duration
		every       time.Duration
	}{
		{"an hour and a day", time.Hour, 24 * time.Hour, time.Minute},
		{"two minutes for a lobby", 2 * time.Minute, 24 * time.Hour, 30 * time.Second},
		{"two minutes for a game", time.Hour, 2 * time.Minute, 30 * time.Second},
		{"a game's limit off", 2 * time.Minute, 0, 30 * time.Second},
		{"both off", -1, 0, time.Minute},
		{"limits shorter than a tick", time.Nanosecond, time.Nanosecond, time.Millisecond},
	} {
		assert.Equal(t, c.every, SweepEvery(c.lobby, c.game), c.name)
	}
}
