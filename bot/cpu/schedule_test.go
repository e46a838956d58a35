package cpu

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
)

// cpuSeats says which seats are CPUs.
func cpuSeats(seats ...int) func(int) bool {
	return func(seat int) bool { return slices.Contains(seats, seat) }
}

func TestACPUSeatWithAnOptionalPromptDecidesBeforeTheSeatTheGameWaitsOn(t *testing.T) {
	t.Parallel()
	var s Schedule
	prompts := []games.Prompt{{Seat: 0}, {Seat: 2, Optional: true}, {Seat: 1, Optional: true}}
	turn := s.Next(4, prompts, cpuSeats(0, 1, 2))
	assert.Equal(t, Turn{Seat: 1}, turn, "the optional prompts first, in seat order, though seat 2's came first")
	s.Passed(1, 4)
	s.Passed(2, 4)
	assert.Equal(t, Turn{Seat: 0, WaitedOn: true}, s.Next(4, prompts, cpuSeats(0, 1, 2)), "seats that let theirs pass leave the move to the seat waited on")
	assert.Equal(t, Turn{Seat: 1}, s.Next(5, prompts, cpuSeats(0, 1, 2)), "the game moved on: the seat thinks of its optional prompt again")
}

func TestASeatWaitedOnWeighsItsOwnOptionalPromptInItsMove(t *testing.T) {
	t.Parallel()
	var s Schedule
	prompts := []games.Prompt{{Seat: 1, Optional: true}, {Seat: 1}}
	assert.Equal(t, Turn{Seat: 1, WaitedOn: true}, s.Next(0, prompts, cpuSeats(1)))
}

func TestAPersonsSeatIsMovedForOnlyOnceTheirTimerRanOut(t *testing.T) {
	t.Parallel()
	var s Schedule
	prompts := []games.Prompt{{Seat: 0}}
	assert.Equal(t, -1, s.Next(3, prompts, cpuSeats(1)).Seat, "a person's move is theirs")
	s.Overdue([]int{0})
	assert.Equal(t, Turn{Seat: 0, WaitedOn: true}, s.Next(3, prompts, cpuSeats(1)), "out of time: a CPU moves for them")
	s.InTime(0)
	assert.Equal(t, -1, s.Next(3, prompts, cpuSeats(1)).Seat, "back in time: theirs again")
	s.Overdue([]int{0})
	s.Moved(0, time.Unix(100, 0))
	assert.Equal(t, -1, s.Next(4, prompts, cpuSeats(1)).Seat, "moved for once, not for ever")
	assert.Equal(t, time.Unix(100, 0), s.LastMove())
	s.Overdue([]int{0})
	s.NoneOverdue()
	assert.Equal(t, -1, s.Next(4, prompts, cpuSeats(1)).Seat, "a table at rest moves for nobody")
}

func TestPeopleWithAnOptionalPromptGetTimeOnceAMoveBeforeACPUAnswers(t *testing.T) {
	t.Parallel()
	var s Schedule
	s.Start()
	prompts := []games.Prompt{{Seat: 0, Optional: true}, {Seat: 1}}
	turn := s.Next(7, prompts, cpuSeats(1))
	assert.Equal(t, Turn{Seat: 1, WaitedOn: true, PeopleMayAnswer: true}, turn)
	assert.True(t, s.Wake(), "a thinker serves the table")
	assert.True(t, s.GivePeopleTime(7))
	select {
	case <-s.Woken():
		t.Fatal("a wake from before the wait would cut it short")
	default:
	}
	assert.False(t, s.GivePeopleTime(7), "once a move")
	assert.True(t, s.GivePeopleTime(8))
}

func TestACPUStuckAtAMoveDecidesNothingUntilTheGameMovesOn(t *testing.T) {
	t.Parallel()
	var s Schedule
	prompts := []games.Prompt{{Seat: 1}}
	s.Stuck(2)
	assert.Equal(t, -1, s.Next(2, prompts, cpuSeats(1)).Seat)
	assert.Equal(t, 1, s.Next(3, prompts, cpuSeats(1)).Seat)
	assert.Equal(t, -1, s.Next(3, nil, cpuSeats(1)).Seat, "no prompts: the game is not being played")
}

func TestTheBoardStopsShowingAThoughtWhenTheNextDecisionIsTaken(t *testing.T) {
	t.Parallel()
	var s Schedule
	s.Start()
	s.ShowThinking(1)
	assert.Equal(t, []int{1}, s.Thinking())
	s.Next(0, nil, cpuSeats(1))
	assert.Empty(t, s.Thinking())
	s.ShowThinking(1)
	s.Stop()
	assert.Empty(t, s.Thinking(), "a thinker that stops shows nobody thinking")
	assert.False(t, s.Serving())
	assert.False(t, s.Wake(), "no thinker to wake")
}

func TestTheChannelIsToldOnceThatItsCPUsPlayByRuleOfThumb(t *testing.T) {
	t.Parallel()
	var s Schedule
	assert.True(t, s.ShedToTell())
	assert.False(t, s.ShedToTell())
}
