package bot

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// How many public lines the board keeps: at least recentMoves, and more
// while a seated player has not moved since (everything since each
// player's own last move), up to maxRecent.
const (
	recentMoves = 6
	maxRecent   = 40
)

// record adds one move's events to rec: public lines to the board's
// recent moves, private lines to their seat's notes. The mover's notes
// and count of lines since their last move start again with this move,
// so what a hand says just happened clears at that player's next move.
func record(rec *storage.Table, mover int, events []games.Event) {
	if len(rec.Since) != len(rec.Seats) {
		rec.Since = make([]int, len(rec.Seats))
	} else {
		rec.Since = append([]int(nil), rec.Since...) // rec may be put back on failure
	}
	notes := make(map[int][]string, len(rec.Notes)+1)
	at := make(map[int][]int, len(rec.Notes)+1)
	for s, n := range rec.Notes {
		if s != mover {
			notes[s], at[s] = n, rec.NotesAt[s]
		}
	}
	if mover >= 0 && mover < len(rec.Since) {
		rec.Since[mover] = 0
	}
	recent := append([]string(nil), rec.Recent...)
	for _, e := range events {
		if e.Private {
			n, a := notes[e.Seat], at[e.Seat]
			notes[e.Seat] = append(n[:len(n):len(n)], e.Text)
			since := 0
			if e.Seat >= 0 && e.Seat < len(rec.Since) {
				since = rec.Since[e.Seat]
			}
			at[e.Seat] = append(a[:len(a):len(a)], since)
			continue
		}
		recent = append(recent, e.Text)
		for s := range rec.Since {
			rec.Since[s]++
		}
	}
	keep := recentMoves
	for s, seat := range rec.Seats {
		if !seat.CPU {
			keep = max(keep, rec.Since[s])
		}
	}
	keep = min(keep, maxRecent)
	if n := len(recent); n > keep {
		recent = recent[n-keep:]
	}
	for s := range rec.Since {
		rec.Since[s] = min(rec.Since[s], len(recent))
	}
	for s, n := range notes {
		if len(n) > maxRecent {
			notes[s] = n[len(n)-maxRecent:]
		}
		if a := at[s]; len(a) > maxRecent {
			at[s] = a[len(a)-maxRecent:]
		}
	}
	rec.Recent = recent
	if len(notes) == 0 {
		notes, at = nil, nil
	}
	rec.Notes, rec.NotesAt = notes, at
}
