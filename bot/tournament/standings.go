package tournament

import (
	"fmt"
	"slices"
)

// Standing is one entrant's line in the standings. Points are in the
// format's units: Swiss in half points (a win 2, a draw 1, a bye 2; shown
// as 1, ½ and 1), Pods one point per player finishing below, Arena a win 2
// (4 on a streak), a draw 1, a loss 0.
type Standing struct {
	Rank   int
	ID     string
	Name   string
	Points int
	// Buchholz is the sum of the opponents' points; Sonneborn, in half
	// units, twice the points of every opponent beaten plus those of every
	// opponent drawn with.
	Buchholz  int
	Sonneborn int
	Played    int
	Won       int
	Drawn     int
	Lost      int
	Byes      int
	Firsts    int
	Seconds   int
	Streak    int // Arena: wins in a row now
	Dropped   bool
	opponents []string
	beat      []string
	drew      []string
}

// PointsText shows points as the format counts them.
func (t *Tournament) PointsText(p int) string {
	if t.Format != Swiss {
		return fmt.Sprint(p)
	}
	if p%2 == 0 {
		return fmt.Sprint(p / 2)
	}
	if p == 1 {
		return "½"
	}
	return fmt.Sprintf("%d½", p/2)
}

// Standings ranks every entrant: by points, then Buchholz, then
// Sonneborn-Berger, then head to head (the points a player took from the
// others tied with them on all three), then the order they joined.
func (t *Tournament) Standings() []Standing {
	out, head := t.tally()
	return rank(out, head)
}

// tally adds up each entrant's games in the order their results came,
// and what each took from each opponent (head[a][b], in half units).
func (t *Tournament) tally() ([]Standing, map[[2]string]int) {
	idx := map[string]int{}
	out := make([]Standing, len(t.Entrants))
	for i, e := range t.Entrants {
		out[i] = Standing{ID: e.ID, Name: e.Name, Dropped: e.Dropped}
		idx[e.ID] = i
	}
	var tables []Table
	for _, r := range t.Rounds {
		if i, ok := idx[r.Bye]; ok && r.Bye != "" {
			out[i].Points += 2
			out[i].Byes++
		}
		for _, tb := range r.Tables {
			if tb.Done() {
				tables = append(tables, tb)
			}
		}
	}
	slices.SortStableFunc(tables, func(a, b Table) int { return a.Seq - b.Seq })
	head := map[[2]string]int{}
	for _, tb := range tables {
		for s, id := range tb.Seats {
			if i, ok := idx[id]; ok {
				t.count(&out[i], tb, s, head)
			}
		}
	}
	points := map[string]int{}
	for _, st := range out {
		points[st.ID] = st.Points
	}
	for i := range out {
		for _, o := range out[i].opponents {
			out[i].Buchholz += points[o]
		}
		for _, o := range out[i].beat {
			out[i].Sonneborn += 2 * points[o]
		}
		for _, o := range out[i].drew {
			out[i].Sonneborn += points[o]
		}
	}
	return out, head
}

// count adds seat s of a finished table to its player's line.
func (t *Tournament) count(st *Standing, tb Table, s int, head map[[2]string]int) {
	id := tb.Seats[s]
	st.Played++
	if s == 0 {
		st.Firsts++
	} else {
		st.Seconds++
	}
	below, level := 0, 0
	for o, oid := range tb.Seats {
		if o == s {
			continue
		}
		st.opponents = append(st.opponents, oid)
		switch {
		case tb.Places[o] > tb.Places[s]:
			below++
			st.beat = append(st.beat, oid)
			head[[2]string{id, oid}] += 2
		case tb.Places[o] == tb.Places[s]:
			level++
			st.drew = append(st.drew, oid)
			head[[2]string{id, oid}]++
		}
	}
	won := below == len(tb.Seats)-1
	lost := below == 0 && level == 0
	switch {
	case won:
		st.Won++
	case lost:
		st.Lost++
	default:
		st.Drawn++
	}
	switch t.Format {
	case Pods:
		st.Points += below
	case Arena:
		switch {
		case won && st.Streak >= 2:
			st.Points += 4
		case won:
			st.Points += 2
		case !lost:
			st.Points++
		}
		if won {
			st.Streak++
		} else {
			st.Streak = 0
		}
	default:
		st.Points += 2*below + level
	}
}

// rank orders the lines: points, Buchholz, Sonneborn-Berger, then head to
// head inside each block tied on all three, then the order they joined.
func rank(out []Standing, head map[[2]string]int) []Standing {
	key := func(s Standing) [3]int { return [3]int{s.Points, s.Buchholz, s.Sonneborn} }
	order := make([]int, len(out))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ka, kb := key(out[a]), key(out[b])
		for k := range ka {
			if ka[k] != kb[k] {
				return kb[k] - ka[k]
			}
		}
		return 0
	})
	for lo := 0; lo < len(order); {
		hi := lo + 1
		for hi < len(order) && key(out[order[hi]]) == key(out[order[lo]]) {
			hi++
		}
		if hi-lo > 1 {
			block := order[lo:hi]
			took := map[int]int{}
			for _, a := range block {
				for _, b := range block {
					took[a] += head[[2]string{out[a].ID, out[b].ID}]
				}
			}
			slices.SortStableFunc(block, func(a, b int) int { return took[b] - took[a] })
		}
		lo = hi
	}
	ranked := make([]Standing, len(out))
	for r, i := range order {
		ranked[r] = out[i]
		ranked[r].Rank = r + 1
	}
	return ranked
}

// SonnebornText shows a Sonneborn-Berger score in the format's units: it
// is kept in halves of the points' own units (Swiss points are half
// points, so a Swiss score comes in quarters).
func (t *Tournament) SonnebornText(n int) string {
	whole, parts, frac := n/2, n%2, []string{"", "½"}
	if t.Format == Swiss {
		whole, parts, frac = n/4, n%4, []string{"", "¼", "½", "¾"}
	}
	switch {
	case parts == 0:
		return fmt.Sprint(whole)
	case whole == 0:
		return frac[parts]
	}
	return fmt.Sprint(whole) + frac[parts]
}
