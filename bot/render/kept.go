package render

import (
	"time"

	"github.com/deckhand/deckhand/games"
)

// Kept is what a table keeps for its messages beyond what its rules
// read: the lines its board and hands show (lines.go), how many answers
// its game took, and when its turn timer runs out.
type Kept struct {
	// Moves are the answers the game took: its first moves, two a seat,
	// are when the board says how to play.
	Moves int
	// Deadline is when the seats the game waits on are moved for (zero:
	// no timer runs); at a Tournament table they lose instead.
	Deadline   time.Time
	Tournament bool
	// Recent are the board's public lines, oldest first, and RecentMsg
	// the same lines as data, line for line, where the game said them so
	// (empty where the table kept none).
	Recent    []string
	RecentMsg []games.Text
	// Notes are each seat's private lines ("You drew 7♥"), and NotesMsg
	// the same as data, as RecentMsg is beside Recent.
	Notes    map[int][]string
	NotesMsg map[int][]games.Text
	// Since counts, per seat, the newest lines of Recent that came with or
	// after the seat's last move: what its hand recaps.
	Since []int
	// NotesAt places each of a seat's Notes among the public lines since
	// its last move: how many of them came before it.
	NotesAt map[int][]int
}
