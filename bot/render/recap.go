package render

import (
	"strings"
	"unicode/utf8"

	"github.com/deckhand/deckhand/storage"
)

// Recap is what happened to seat since its last move: the public lines
// of the board's recent moves since then, and the seat's own private
// lines (what it drew, what it was shown), newest last. When they do not
// fit a field the oldest go first.
func Recap(rec *storage.Table, seat int) string {
	var lines []string
	if seat >= 0 && seat < len(rec.Since) {
		n := min(rec.Since[seat], len(rec.Recent))
		for _, r := range rec.Recent[len(rec.Recent)-n:] {
			lines = append(lines, "• "+expand(rec, r))
		}
	}
	for _, n := range rec.Notes[seat] {
		lines = append(lines, "• "+expand(rec, n))
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
