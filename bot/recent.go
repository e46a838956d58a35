package bot

import (
	"github.com/deckhand/deckhand/bot/reading"
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
//
// A line is kept in English (Recent, Notes) and, where the game said it
// as data (Event.Msg), as that data beside it (RecentMsg, NotesMsg),
// line for line, so that each reader's board says it in their language.
func record(rec *storage.Table, mover int, events []games.Event) {
	if len(rec.Since) != len(rec.Seats) {
		rec.Since = make([]int, len(rec.Seats))
	} else {
		rec.Since = append([]int(nil), rec.Since...) // rec may be put back on failure
	}
	notes := make(map[int][]string, len(rec.Notes)+1)
	at := make(map[int][]int, len(rec.Notes)+1)
	msgs := make(map[int][]games.Text, len(rec.Notes)+1)
	for s, n := range rec.Notes {
		if s != mover {
			notes[s], at[s], msgs[s] = n, rec.NotesAt[s], linesMsg(rec.NotesMsg[s], len(n))
		}
	}
	if mover >= 0 && mover < len(rec.Since) {
		rec.Since[mover] = 0
	}
	recent := append([]string(nil), rec.Recent...)
	recentMsg := append([]games.Text(nil), linesMsg(rec.RecentMsg, len(rec.Recent))...)
	for _, e := range events {
		line := reading.LineText(e)
		if e.Private {
			n, a, m := notes[e.Seat], at[e.Seat], msgs[e.Seat]
			notes[e.Seat] = append(n[:len(n):len(n)], line)
			msgs[e.Seat] = append(m[:len(m):len(m)], e.Msg)
			since := 0
			if e.Seat >= 0 && e.Seat < len(rec.Since) {
				since = rec.Since[e.Seat]
			}
			at[e.Seat] = append(a[:len(a):len(a)], since)
			continue
		}
		recent = append(recent, line)
		recentMsg = append(recentMsg, e.Msg)
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
		recent, recentMsg = recent[n-keep:], recentMsg[n-keep:]
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
		if m := msgs[s]; len(m) > maxRecent {
			msgs[s] = m[len(m)-maxRecent:]
		}
	}
	rec.Recent, rec.RecentMsg = recent, saidAsData(recentMsg)
	for s, m := range msgs {
		if m = saidAsData(m); m == nil {
			delete(msgs, s)
		} else {
			msgs[s] = m
		}
	}
	if len(notes) == 0 {
		notes, at = nil, nil
	}
	if len(msgs) == 0 {
		msgs = nil
	}
	rec.Notes, rec.NotesAt, rec.NotesMsg = notes, at, msgs
}

// linesMsg is the data beside n kept lines: msgs as kept, or zero Texts
// for lines kept before (or without) any, so the two run line for line.
func linesMsg(msgs []games.Text, n int) []games.Text {
	if len(msgs) == n {
		return msgs
	}
	out := make([]games.Text, n)
	copy(out[max(0, n-len(msgs)):], msgs[max(0, len(msgs)-n):])
	return out
}

// saidAsData is msgs, or nil when none of its lines is data: a game said
// only in words keeps its record as it always was.
func saidAsData(msgs []games.Text) []games.Text {
	for _, m := range msgs {
		if !m.IsZero() {
			return msgs
		}
	}
	return nil
}
