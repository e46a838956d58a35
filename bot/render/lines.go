package render

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// A table keeps its board's lines as the games said them: each line of
// Recent (and of a seat's Notes) in English, and beside it, where the
// game said it as data (games.Event.Msg), that data (RecentMsg,
// NotesMsg), which every reader reads in their own language, today or
// after a restart. A line without data (a record from before the data,
// a game whose words are not in catalogs) reads as it was kept.

// recentLines are the board's public lines said in l, oldest first.
func recentLines(k Kept, l *lang.Lang) []string {
	return sayLines(k.Recent, k.RecentMsg, l)
}

// noteLines are seat's private lines said in l, oldest first.
func noteLines(k Kept, seat int, l *lang.Lang) []string {
	return sayLines(k.Notes[seat], k.NotesMsg[seat], l)
}

// sayLines says each line of kept in l where msgs holds it as data:
// msgs runs beside kept, line for line, or is empty (older records).
func sayLines(kept []string, msgs []games.Text, l *lang.Lang) []string {
	if len(msgs) != len(kept) {
		return kept
	}
	l = or(l)
	out := make([]string, len(kept))
	for i, line := range kept {
		out[i] = SayLine(l, line, msgs[i])
	}
	return out
}

// SayLine is one kept line in l: its data said in l, or the line as it
// was kept when it has none.
func SayLine(l *lang.Lang, kept string, msg games.Text) string {
	l = or(l)
	if msg.IsZero() {
		return kept
	}
	return l.Say(msg)
}
