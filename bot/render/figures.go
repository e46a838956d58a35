package render

import (
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games/lang"
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

// text says the figures: "37 turns (85 moves) in 23 minutes", and the
// turning point.
func (f *Figures) text(l *lang.Lang, tb *table.Table) string {
	l = or(l)
	parts := []string{l.T("deckhand.render.figures.length",
		"Turns", l.T("deckhand.render.figures.turns", "Count", f.Turns),
		"Moves", l.T("deckhand.render.figures.moves", "Count", f.Answers),
		"Took", took(l, f.Took))}
	if f.Rounds > 1 {
		parts = append(parts, l.T("deckhand.render.figures.rounds", "Count", f.Rounds))
	}
	out := strings.Join(parts, " · ") + "."
	switch {
	case f.Turning == 1:
		out += "\n" + l.T("deckhand.render.figures.ahead-throughout", "Winner", SeatMention(tb, f.Winner))
	case f.Turning > 1:
		out += "\n" + l.T("deckhand.render.figures.turning-point", "Turn", f.Turning, "Winner", SeatMention(tb, f.Winner))
	}
	return out + "\n" + l.T("deckhand.render.figures.replay")
}

// took says a game's length in time, as a person would.
func took(l *lang.Lang, d time.Duration) string {
	l = or(l)
	switch {
	case d < time.Minute:
		return l.T("deckhand.render.figures.took.seconds")
	case d < time.Hour:
		return l.T("deckhand.render.figures.took.minutes", "Minutes", l.T("deckhand.render.figures.minutes", "Count", int(d/time.Minute)))
	default:
		h, m := int(d/time.Hour), int(d%time.Hour/time.Minute)
		return l.T("deckhand.render.figures.took.hours",
			"Hours", l.T("deckhand.render.figures.hours", "Count", h),
			"Minutes", l.T("deckhand.render.figures.minutes", "Count", m))
	}
}
