package table

import (
	"maps"
	"slices"
	"time"

	"github.com/deckhand/deckhand/games"
)

// Phase of a table's life.
type Phase int

// The phases, in the order a table goes through them.
const (
	Lobby     Phase = iota // open for players to join
	Playing                // a game runs
	Finished               // the game reached its result
	Cancelled              // ended before its result, or never started
)

func (p Phase) String() string {
	switch p {
	case Lobby:
		return "lobby"
	case Playing:
		return "playing"
	case Finished:
		return "finished"
	case Cancelled:
		return "cancelled"
	}
	return "unknown"
}

// Done reports whether the table has ended one way or another.
func (p Phase) Done() bool { return p == Finished || p == Cancelled }

// Seat is a place at a table: a member, or a CPU at a level.
type Seat struct {
	UserID string // empty for a CPU seat, and for a member forgotten since
	Name   string
	CPU    bool
	Level  string // a CPU seat's level, as the CPU player names it
}

// CPULevel is a CPU seat's level, Normal for a seat that names none
// (one kept from before a table had levels).
func (s Seat) CPULevel() string {
	if s.Level == "" {
		return "Normal"
	}
	return s.Level
}

// Table is what the life-cycle rules read and change. Game is the game's
// description (its seat bounds, options, name); Waiting are the seats the
// game waits on, nil outside a game.
type Table struct {
	ID      string
	Guild   string
	Channel string
	Game    games.Info
	Host    string // "" when nobody hosts it
	Phase   Phase
	Seats   []Seat
	Options map[string]string
	Seed    uint64        // the deal's seed
	Timer   time.Duration // the turn timer, 0 for none
	NoPings bool
	Waiting []int
	Updated time.Time // the last change saved: the idle clock
	Rematch string    // the table its Rematch opened, "" for none yet
}

// Member is who acts: a Discord member, and whether they may manage the
// channel the table is in.
type Member struct {
	ID      string
	Name    string
	Manager bool
}

// SeatOf returns the seat index of user, or -1.
func (t Table) SeatOf(user string) int {
	return slices.IndexFunc(t.Seats, func(s Seat) bool { return !s.CPU && s.UserID == user })
}

// Humans are the people seated, in seat order, but for those in but.
func (t Table) Humans(but ...string) []string {
	var out []string
	for _, s := range t.Seats {
		if !s.CPU && s.UserID != "" && !slices.Contains(but, s.UserID) {
			out = append(out, s.UserID)
		}
	}
	return out
}

// HasHuman reports whether anyone is seated.
func (t Table) HasHuman() bool { return len(t.Humans()) > 0 }

// clone is t with its own seats and options, so that a transition never
// changes the table it was given.
func (t Table) clone() Table {
	t.Seats = slices.Clone(t.Seats)
	t.Options = maps.Clone(t.Options)
	t.Waiting = slices.Clone(t.Waiting)
	return t
}
