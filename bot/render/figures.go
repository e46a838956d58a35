package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/deckhand/deckhand/storage"
)

// Figures are a finished game's length, worked out once when it ends,
// for its final board.
type Figures struct {
	Turns   int           // as a replay steps through them
	Answers int           // in its log
	Rounds  int           // in a game played in rounds, else 0
	Took    time.Duration // from the first answer to the last
	// Turning is the turn from which Winner stayed ahead to the end, by
	// the game's own estimate (0: none to tell).
	Turning int
	Winner  int
}

// figuresField names the final board's figures.
const figuresField = "The game in figures"

// text says the figures: "37 turns (85 moves) in 23 minutes", and the
// turning point.
func (f *Figures) text(rec *storage.Table) string {
	parts := []string{fmt.Sprintf("%s (%s) %s", Count(f.Turns, "turn", "turns"), Count(f.Answers, "move", "moves"), took(f.Took))}
	if f.Rounds > 1 {
		parts = append(parts, Count(f.Rounds, "round", "rounds"))
	}
	out := strings.Join(parts, " · ") + "."
	switch {
	case f.Turning == 1:
		out += fmt.Sprintf("\n%s was ahead from the first turn to the end, by the estimate the CPU players play by.", SeatMention(rec, f.Winner))
	case f.Turning > 1:
		out += fmt.Sprintf("\nTurning point: turn %d. From then on %s stayed ahead to the end, by the estimate the CPU players play by.", f.Turning, SeatMention(rec, f.Winner))
	}
	return out + "\nEvery turn can be replayed from `/history`."
}

// took says a game's length in time, as a person would.
func took(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "in under a minute"
	case d < time.Hour:
		return "in " + Count(int(d/time.Minute), "minute", "minutes")
	default:
		h, m := int(d/time.Hour), int(d%time.Hour/time.Minute)
		return fmt.Sprintf("in %s %s", Count(h, "hour", "hours"), Count(m, "minute", "minutes"))
	}
}
