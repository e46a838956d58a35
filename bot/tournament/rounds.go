package tournament

import "time"

// met gathers, from the recorded tables, who met whom and how each
// player sat.
func (t *Tournament) met() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for _, r := range t.Rounds {
		for _, tb := range r.Tables {
			for _, a := range tb.Seats {
				for _, b := range tb.Seats {
					if a == b {
						continue
					}
					if out[a] == nil {
						out[a] = map[string]bool{}
					}
					out[a][b] = true
				}
			}
		}
	}
	return out
}

// NextRound pairs the next Swiss or Pods round from the standings and
// appends it; its tables have no ids until the bot opens them. It is
// refused while the current round is unfinished, the tournament is not
// running, or every round has been played.
func (t *Tournament) NextRound(now time.Time) (*Round, error) {
	if t.State != Running {
		return nil, refuse("deckhand.tournament.refusal.not_running")
	}
	if t.Format == Arena {
		return nil, refuse("deckhand.tournament.refusal.arena_rounds")
	}
	if r := t.Current(); r != nil && !r.Done() {
		return nil, refuse("deckhand.tournament.refusal.round_playing", "Round", r.Number)
	}
	if len(t.Rounds) >= t.RoundCount {
		return nil, refuse("deckhand.tournament.refusal.all_played")
	}
	met := t.met()
	var field []Standing
	for _, s := range t.Standings() {
		if !s.Dropped {
			field = append(field, s)
		}
	}
	if len(field) < 2 {
		return nil, refuse("deckhand.tournament.refusal.too_few_left")
	}
	r := Round{Number: len(t.Rounds) + 1, Opened: now}
	if t.RoundTime > 0 {
		r.Deadline = now.Add(t.RoundTime)
	}
	switch t.Format {
	case Pods:
		players := make([]PodPlayer, len(field))
		for i, s := range field {
			players[i] = PodPlayer{ID: s.ID, Firsts: s.Firsts, Met: met[s.ID]}
		}
		for _, pod := range PairPods(players, t.PodSize) {
			r.Tables = append(r.Tables, Table{Seats: pod})
		}
	default:
		players := make([]SwissPlayer, len(field))
		for i, s := range field {
			players[i] = SwissPlayer{ID: s.ID, Points: s.Points, Firsts: s.Firsts, Seconds: s.Seconds, HadBye: s.Byes > 0, Met: met[s.ID]}
		}
		p := PairSwiss(players)
		for _, pair := range p.Pairs {
			r.Tables = append(r.Tables, Table{Seats: []string{pair.First, pair.Second}})
		}
		r.Bye = p.Bye
	}
	t.Rounds = append(t.Rounds, r)
	return &t.Rounds[len(t.Rounds)-1], nil
}

// PairArena pairs whoever waits in an Arena and appends their games to
// its round; one left over keeps waiting. Nothing is paired once the
// window has closed or while the tournament is paused.
func (t *Tournament) PairArena(now time.Time) []int {
	if t.Format != Arena || t.State != Running || !now.Before(t.Ends) || len(t.Waiting) < 2 {
		return nil
	}
	last := map[string]string{}
	r := &t.Rounds[0]
	for _, tb := range r.Tables {
		last[tb.Seats[0]], last[tb.Seats[1]] = tb.Seats[1], tb.Seats[0]
	}
	waiting := map[string]bool{}
	for _, w := range t.Waiting {
		waiting[w] = true
	}
	var queue []ArenaPlayer
	for _, s := range t.Standings() {
		if waiting[s.ID] {
			queue = append(queue, ArenaPlayer{ID: s.ID, Last: last[s.ID], Diff: s.Firsts - s.Seconds})
		}
	}
	pairs, left := PairQueue(queue)
	var opened []int
	for _, p := range pairs {
		r.Tables = append(r.Tables, Table{Seats: []string{p.First, p.Second}})
		opened = append(opened, len(r.Tables)-1)
	}
	t.Waiting = nil
	if left != "" {
		t.Waiting = []string{left}
	}
	return opened
}
