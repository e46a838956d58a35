package render

import (
	"strings"
	"unicode/utf8"

	"github.com/deckhand/deckhand/storage"
)

// Recap is what happened to seat since its last move: the public lines
// of the board's recent moves since then, and the seat's own private
// lines (what it drew, what it was shown), newest last. When they do not
// fit a field the oldest go first. A line that says except (the result,
// which the hand shows already under "Game over") is left out.
func Recap(rec *storage.Table, seat int, except string) string {
	var public []string
	if seat >= 0 && seat < len(rec.Since) {
		public = rec.Recent[len(rec.Recent)-min(rec.Since[seat], len(rec.Recent)):]
	}
	// Each private line goes after the public lines that came before it
	// (NotesAt counts them); notes kept from before the count existed go
	// last.
	notes, at := rec.Notes[seat], rec.NotesAt[seat]
	var lines []string
	next := 0
	for i, r := range public {
		for ; next < len(notes) && next < len(at) && at[next] <= i; next++ {
			lines = append(lines, "• "+expand(rec, notes[next]))
		}
		if !saysResult(r, except) {
			lines = append(lines, "• "+expand(rec, r))
		}
	}
	for ; next < len(notes); next++ {
		lines = append(lines, "• "+expand(rec, notes[next]))
	}
	return newestThatFit(lines, 1024)
}

// newestThatFit joins the newest lines whose total stays within n
// characters, dropping the oldest.
func newestThatFit(lines []string, n int) string {
	size, first := 0, len(lines)
	for first > 0 {
		l := utf8.RuneCountInString(lines[first-1]) + 1
		if size+l > n+1 {
			break
		}
		size += l
		first--
	}
	return strings.Join(lines[first:], "\n")
}

// saysResult reports whether a public line says the game's result, the
// summary the hand shows under "Game over" anyway: the summary itself,
// or the summary after a heading ("Game over: …", "**Game over.** …").
func saysResult(line, summary string) bool {
	if summary == "" {
		return false
	}
	if line == summary {
		return true
	}
	head, ok := strings.CutSuffix(line, summary)
	return ok && (strings.HasSuffix(head, ": ") || strings.HasSuffix(head, ". ") || strings.HasSuffix(head, "** "))
}
