package tournament

import "time"

// Results: a table's result is recorded once, and a tournament ends
// after its last round (or its Arena window).

// Record sets a table's result: places per seat, in seat order. A table's
// result is set once; a second report of the same result is accepted and
// changes nothing (a retried step), another one is refused.
func (t *Tournament) Record(round, table int, places []int, how string) error {
	if round < 0 || round >= len(t.Rounds) || table < 0 || table >= len(t.Rounds[round].Tables) {
		return refuse("deckhand.tournament.refusal.no_table")
	}
	tb := &t.Rounds[round].Tables[table]
	if len(places) != len(tb.Seats) {
		return refuse("deckhand.tournament.refusal.result_places", "Count", len(tb.Seats))
	}
	if tb.Done() {
		for i := range places {
			if places[i] != tb.Places[i] {
				return refuse("deckhand.tournament.refusal.result_recorded")
			}
		}
		return nil
	}
	tb.Places = append([]int(nil), places...)
	tb.How = how
	t.Results++
	tb.Seq = t.Results
	if t.Format == Arena {
		for _, s := range tb.Seats {
			if e := t.entrant(s); e != nil && !e.Dropped {
				t.Waiting = append(t.Waiting, s)
			}
		}
	}
	return nil
}

// TableOf finds the round and table index of an open game table.
func (t *Tournament) TableOf(id string) (round, table int, ok bool) {
	for r := range t.Rounds {
		for i, tb := range t.Rounds[r].Tables {
			if tb.ID == id {
				return r, i, true
			}
		}
	}
	return 0, 0, false
}

// Over is whether the last round is done (or an Arena's window closed and
// its last game ended).
func (t *Tournament) Over(now time.Time) bool {
	r := t.Current()
	if t.Format == Arena {
		return !now.Before(t.Ends) && (r == nil || r.Done())
	}
	return len(t.Rounds) >= t.RoundCount && r != nil && r.Done()
}

// Finish ends the tournament: tables still unfinished take the result the
// caller decided (decide returns places per seat), as at a deadline.
func (t *Tournament) Finish(decide func(Table) []int) error {
	if t.State == Finished {
		return refuse("deckhand.tournament.refusal.already_over")
	}
	if r := t.Current(); r != nil {
		for i, tb := range r.Tables {
			if !tb.Done() {
				if err := t.Record(len(t.Rounds)-1, i, decide(tb), "ended"); err != nil {
					return err
				}
			}
		}
	}
	t.State = Finished
	t.Waiting = nil
	return nil
}

// Drawn is every seat sharing first place.
func Drawn(tb Table) []int {
	out := make([]int, len(tb.Seats))
	for i := range out {
		out[i] = 1
	}
	return out
}

// ByScore is places per seat from a score per seat, higher better: each
// seat's place is one more than the seats scoring more, so equal scores
// share a place.
func ByScore(scores []float64) []int {
	out := make([]int, len(scores))
	for i, s := range scores {
		out[i] = 1
		for _, o := range scores {
			if o > s {
				out[i]++
			}
		}
	}
	return out
}
