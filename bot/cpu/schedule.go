package cpu

import (
	"slices"
	"time"

	"github.com/deckhand/deckhand/games"
)

// Schedule is one table's CPU scheduling: whether a thinker serves the
// table, which seat decides next, what each seat let pass, whose turn
// timer ran out, and whether the table rests for want of anyone. It has
// no lock: it is the table's, and only a job of the table's loop may
// call it (the thinker reads it through such jobs too). Its zero value
// is a table with no thinker, nothing decided and nobody seen.
type Schedule struct {
	running bool // a thinker serves the table
	// wake ends the thinker's wait for people's optional answers: the
	// table changed, so the move it waited on is past.
	wake     chan struct{}
	thinking []int // the seat the board shows thinking, if any
	// passed holds, per seat, the move at which it let its optional prompts
	// pass: it does not think of them again until the game moves on.
	passed map[int]moveStamp
	// overdue holds the people whose turn timer ran out: a Normal CPU
	// moves for them.
	overdue map[int]bool
	// waited is when the thinker last gave people time to answer an
	// optional prompt; stuck is when a CPU seat could not move.
	waited, stuck moveStamp
	last          time.Time // the table's last CPU move
	// shedSaid is set once the channel was told that a CPU move was made
	// by rule of thumb, the searches being too many (Slots).
	shedSaid bool
	// seen is when someone seated last acted (or the table was loaded);
	// resting is set once the CPUs stopped for want of anyone.
	seen    time.Time
	resting bool
}

// moveStamp marks a point of a game by its move count plus one, so that
// the zero value marks no point at all.
type moveStamp int

func at(moves int) moveStamp { return moveStamp(moves + 1) }

// Wake tells the table's thinker, if one serves it, that the table
// changed; it reports whether one does. A thinker already woken is not
// woken twice.
func (s *Schedule) Wake() bool {
	if !s.running {
		return false
	}
	select {
	case s.wake <- struct{}{}:
	default: // already woken
	}
	return true
}

// Start notes that a thinker now serves the table.
func (s *Schedule) Start() {
	if s.wake == nil {
		s.wake = make(chan struct{}, 1)
	}
	s.running = true
}

// Woken is what the thinker waits on, besides its timer, while people
// have time to answer: it delivers when the table changed.
func (s *Schedule) Woken() <-chan struct{} { return s.wake }

// Stop notes that no thinker serves the table any more, and that the
// board shows nobody thinking: a change after this needs a new thinker.
func (s *Schedule) Stop() { s.running, s.thinking = false, nil }

// Serving reports whether a thinker serves the table.
func (s *Schedule) Serving() bool { return s.running }

// Turn is who decides next at a table: Seat, or -1 for nobody.
type Turn struct {
	Seat int
	// WaitedOn: the game waits on Seat (a CPU's or an overdue person's
	// move), rather than Seat holding only optional prompts; the board
	// shows such a seat thinking.
	WaitedOn bool
	// PeopleMayAnswer: a person holds an optional prompt, which a CPU
	// answer now could close.
	PeopleMayAnswer bool
}

// Next is who decides at the game's move moves, given its prompts and
// which seats are CPUs, and it clears what the board shows thinking.
// CPU seats holding only optional prompts decide first, in seat order,
// each once a move unless it did not let them pass; then the seat the
// game waits on, a CPU's or a person's whose timer ran out, as the
// search itself orders them. A seat stuck at this move decides nothing
// until the game moves on. Prompts are nil when the game is not being
// played.
func (s *Schedule) Next(moves int, prompts []games.Prompt, isCPU func(seat int) bool) Turn {
	s.thinking = nil
	now := at(moves)
	if len(prompts) == 0 || s.stuck == now {
		return Turn{Seat: -1}
	}
	waiting := games.Waiting(prompts)
	turn := Turn{Seat: -1}
	for _, p := range prompts {
		switch {
		case !p.Optional:
		case !isCPU(p.Seat):
			turn.PeopleMayAnswer = true
		case slices.Contains(waiting, p.Seat):
			// The seat's own move weighs its optional answers too.
		case s.passed[p.Seat] != now && (turn.Seat < 0 || p.Seat < turn.Seat):
			turn.Seat = p.Seat
		}
	}
	if turn.Seat < 0 {
		for _, seat := range waiting {
			if isCPU(seat) || s.overdue[seat] {
				turn.Seat, turn.WaitedOn = seat, true
				break
			}
		}
	}
	return turn
}

// GivePeopleTime reports whether people holding optional prompts get
// time to answer before a CPU decides at move moves: once a move, since
// a CPU answer could end the moment (a play closes the chance to call
// the bluff before it). Wakes from before this moment are dropped, so
// they cannot cut the wait short.
func (s *Schedule) GivePeopleTime(moves int) bool {
	if s.waited == at(moves) {
		return false
	}
	select {
	case <-s.wake:
	default:
	}
	s.waited = at(moves)
	return true
}

// ShowThinking has the board show seat thinking.
func (s *Schedule) ShowThinking(seat int) { s.thinking = []int{seat} }

// ShowNoneThinking has the board show nobody thinking.
func (s *Schedule) ShowNoneThinking() { s.thinking = nil }

// Thinking is the seat the board shows thinking, if any.
func (s *Schedule) Thinking() []int { return s.thinking }

// Stuck notes that a CPU could not decide at move moves: the same
// thought at the same move fails the same way, so no seat decides until
// the game moves on.
func (s *Schedule) Stuck(moves int) { s.stuck = at(moves) }

// Passed notes that seat let its optional prompts pass at move moves:
// it does not think of them again until the game moves on.
func (s *Schedule) Passed(seat, moves int) {
	if s.passed == nil {
		s.passed = map[int]moveStamp{}
	}
	s.passed[seat] = at(moves)
}

// Moved notes a CPU move made for seat at when: the seat is no longer
// overdue, and the next CPU move keeps its pace from when.
func (s *Schedule) Moved(seat int, when time.Time) {
	s.last = when
	delete(s.overdue, seat)
}

// LastMove is when the table's last CPU move was made.
func (s *Schedule) LastMove() time.Time { return s.last }

// Overdue hands seats, whose turn timer ran out, to a CPU.
func (s *Schedule) Overdue(seats []int) {
	if s.overdue == nil {
		s.overdue = map[int]bool{}
	}
	for _, seat := range seats {
		s.overdue[seat] = true
	}
}

// InTime takes seat back from the CPU: its person moved, or the CPU's
// move for it failed and its timer is cleared.
func (s *Schedule) InTime(seat int) { delete(s.overdue, seat) }

// NoneOverdue takes every seat back from the CPU, as the table rests.
func (s *Schedule) NoneOverdue() { clear(s.overdue) }

// ShedToTell reports whether the channel is yet to hear that its CPU
// moves are made by rule of thumb, the searches being too many; it is
// told once, so this reports true once.
func (s *Schedule) ShedToTell() bool {
	told := s.shedSaid
	s.shedSaid = true
	return !told
}

// Rest is whether the table rests for want of anyone, its CPUs stopped,
// and when someone seated last acted (or the table was loaded).
func (s *Schedule) Rest() (resting bool, seen time.Time) { return s.resting, s.seen }

// SetRest sets what Rest reports; the bot's clock decides it.
func (s *Schedule) SetRest(resting bool, seen time.Time) { s.resting, s.seen = resting, seen }

// Seen notes that someone seated was present at when (or the table was
// loaded then), as the clock counts idleness from it.
func (s *Schedule) Seen(when time.Time) { s.seen = when }
