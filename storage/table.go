package storage

import (
	"time"

	"github.com/deckhand/deckhand/games"
)

// Phase of a table's life.
type Phase string

const (
	Lobby     Phase = "lobby"     // open for players to join
	Playing   Phase = "playing"   // a game runs
	Finished  Phase = "finished"  // the game reached its result
	Cancelled Phase = "cancelled" // ended by the host or an admin, or never started
)

// Done reports whether the table has ended one way or another.
func (p Phase) Done() bool { return p == Finished || p == Cancelled }

// Table is one game in one channel, from lobby to result. The game state
// itself is an opaque snapshot: storage knows no game rules.
type Table struct {
	ID        string
	GuildID   string
	ChannelID string
	Game      string // game slug
	Host      string // user id of whoever opened it
	Phase     Phase
	Seats     []Seat
	Options   map[string]string // the game's lobby options
	Seed      uint64
	Snapshot  []byte // the game state's Encode, after Moves answers
	Moves     int    // answers in the log
	BoardID   string // the board (at first the lobby) message
	Recent    []string
	// Notes are the latest private lines per seat ("You drew 7♥").
	Notes map[int][]string
	// RecentMsg and NotesMsg hold the same lines as data, line for line
	// beside Recent and Notes, where the game said them so (an event's
	// Msg): the board says those in each reader's language, after a
	// restart or a change of language too. A line the game said only in
	// words has a zero Text; a record from before them has none at all,
	// and reads as its English lines.
	RecentMsg []games.Text         `json:",omitempty"`
	NotesMsg  map[int][]games.Text `json:",omitempty"`
	// NoPings turns off the channel message that mentions the players
	// the game waits on: a table option of the lobby. Pings are on by
	// default, also for tables saved before the option existed.
	NoPings bool `json:",omitempty"`
	// Since counts, per seat, the newest lines of Recent that came with or
	// after that seat's last move: what its hand recaps, and what Recent
	// keeps at the least.
	Since []int `json:",omitempty"`
	// NotesAt places each of a seat's Notes among the public lines since
	// its last move: how many of them came before it.
	NotesAt map[int][]int `json:",omitempty"`
	// Timer is the turn timer (0: none). Deadline is when the seats the
	// game waits on will be moved for; Warned once the warning went out.
	Timer    time.Duration
	Deadline time.Time
	Warned   bool
	Created  time.Time
	Updated  time.Time
	// Rematch is the table a finished table's Rematch button opened, so
	// a second press is answered instead of opening another.
	Rematch string `json:",omitempty"`
	// Tournament is the tournament table's place in its event; nil for a
	// table opened with /play.
	Tournament *TournamentSeat `json:",omitempty"`
	// Unrated is a table whose result moves no rating (a tournament
	// created unrated): its game still counts in the stats and history.
	// Kept with the table, so a restart plays it as it was opened.
	Unrated bool `json:",omitempty"`
}

// Seat is a player at a table: a Discord user or a CPU.
type Seat struct {
	UserID string // empty for a CPU seat
	Name   string
	CPU    bool
	// Level is a CPU seat's level as the CPU player names it ("Easy",
	// "Normal", "Hard"); records from before levels have none.
	Level string `json:",omitempty"`
}

// CPULevel is the seat's level, Normal where the record names none.
func (s Seat) CPULevel() string {
	if s.Level == "" {
		return "Normal"
	}
	return s.Level
}

// SeatOf returns the seat index of user, or -1.
func (t *Table) SeatOf(userID string) int {
	for i, s := range t.Seats {
		if !s.CPU && s.UserID == userID {
			return i
		}
	}
	return -1
}

// Move is one accepted answer in a table's log.
type Move struct {
	N       int // 1-based position in the log
	Seat    int
	Prompt  string
	Choices []string
	UserID  string // who answered: a player, or empty for a CPU or timer move
	By      Mover
	At      time.Time
}

// Mover says who made a move: a person, a CPU seat, or the turn timer
// playing for a person who took too long. The log keeps it as the word.
type Mover string

// The three movers.
const (
	ByPlayer Mover = "player"
	ByCPU    Mover = "cpu"
	ByTimer  Mover = "timer"
)
