package render

import (
	"strings"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games/lang"
)

// Recap is what happened to seat since its last move: the public lines
// of the board's recent moves since then, and the seat's own private
// lines (what it drew, what it was shown), newest last. When they do not
// fit a field the oldest go first. A line that says except (the result,
// which the hand shows already under "Game over") is left out.
func Recap(t Table, seat int, except string) string {
	return recap(nil, t, seat, except)
}

// recap is Recap said in l.
func recap(l *lang.Lang, t Table, seat int, except string) string {
	l = or(l)
	var lines []string
	for _, it := range recapItems(or(l), t, seat, except) {
		lines = append(lines, it.line)
	}
	return newestThatFit(lines, 1024)
}

// recapItem is a line of a recap; private ones (what the seat drew) are
// its own, and in no Log.
type recapItem struct {
	line    string
	private bool
}

// recapItems are the lines of Recap, oldest first, each saying whether
// it is the seat's own.
func recapItems(l *lang.Lang, t Table, seat int, except string) []recapItem {
	l, tb := or(l), &t.Table
	var public []string
	if seat >= 0 && seat < len(t.Kept.Since) {
		recent := recentLines(t.Kept, l)
		public = recent[len(recent)-min(t.Kept.Since[seat], len(recent)):]
	}
	// Each private line goes after the public lines that came before it
	// (NotesAt counts them); notes kept from before the count existed go
	// last.
	notes, at := noteLines(t.Kept, seat, l), t.Kept.NotesAt[seat]
	var items []recapItem
	next := 0
	for i, r := range public {
		for ; next < len(notes) && next < len(at) && at[next] <= i; next++ {
			items = append(items, recapItem{"• " + expand(tb, notes[next]), true})
		}
		if !saysResult(r, except) {
			items = append(items, recapItem{"• " + expand(tb, r), false})
		}
	}
	for ; next < len(notes); next++ {
		items = append(items, recapItem{"• " + expand(tb, notes[next]), true})
	}
	return items
}

// shortRecap is the recap of a pictured hand: every line of the seat's
// own (in no Log) and the newest public ones, with a word on how many
// earlier moves the Log holds.
func shortRecap(l *lang.Lang, t Table, seat int, except string) string {
	l = or(l)
	items := recapItems(l, t, seat, except)
	public := 0
	for _, it := range items {
		if !it.private {
			public++
		}
	}
	var lines []string
	skipped := 0
	for _, it := range items {
		if !it.private && public > recapMoves {
			public--
			skipped++
			continue
		}
		lines = append(lines, it.line)
	}
	out := newestThatFit(lines, 1024)
	if skipped > 0 {
		out += "\n" + small(l.T("deckhand.render.recap.earlier", "Count", skipped))
	}
	return out
}

// recapMoves is how many public moves a pictured hand's recap says.
const recapMoves = 3

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
