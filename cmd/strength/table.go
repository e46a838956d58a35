package main

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/deckhand/deckhand/games"
)

// table gathers the results of the games for player a's row and b's.
type table struct {
	mu       sync.Mutex // games may be played at once
	seats    int
	rows     [2]row
	lengths  []int     // answers per game
	balance  *balance  // the balance report, with -report
	sequence *sequence // the sequential test, with -sprt
}

// row is one player's record over every seat it held.
type row struct {
	name             string
	seats            int // seat-games played
	won, drawn, last int
	reward           float64
	think            []time.Duration // wall time of each decision
	cpu              []time.Duration // CPU time of each, where measured
	iterations       int
}

func newTable(a, b string, seats int) *table {
	return &table{seats: seats, rows: [2]row{{name: a}, {name: b}}}
}

// add counts game i, in which a sat at seatA.
func (t *table) add(r *games.Result, i, seatA, answers int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lengths = append(t.lengths, answers)
	if t.sequence != nil {
		won, drawn, _ := seatResult(r, seatA)
		t.sequence.add(i, won, !won && !drawn, games.Reward(r, seatA))
	}
	for seat := range r.Rank {
		row := &t.rows[1]
		if seat == seatA {
			row = &t.rows[0]
		}
		won, drawn, last := seatResult(r, seat)
		row.seats++
		row.reward += games.Reward(r, seat)
		switch {
		case drawn:
			row.drawn++
		case won:
			row.won++
		}
		if last {
			row.last++
		}
	}
}

// print writes the table: per player, the share of decided seat-games it
// won (first place, alone or shared), drawn games, the share it finished
// last, its mean reward (1 first, 0 last), think time (wall and CPU) and
// search iterations per second of CPU (of wall time where CPU time is not
// measured).
func (t *table) print(w io.Writer) {
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "player\tseat-games\twon\twon % of decided\tdrawn\tlast %\treward\tthink p50\tthink p99\tcpu p50\tcpu p99\titerations/s\t")
	for _, r := range t.rows {
		decided := r.seats - r.drawn
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\t%d\t%s\t%.3f\t%s\t%s\t%s\t%s\t%s\t\n", r.name, r.seats, r.won,
			percent(r.won, decided), r.drawn, percent(r.last, decided), r.reward/float64(max(r.seats, 1)),
			quantile(r.think, 0.50), quantile(r.think, 0.99), quantile(r.cpu, 0.50), quantile(r.cpu, 0.99), speed(r))
	}
	tw.Flush()
	slices.Sort(t.lengths)
	sum := 0
	for _, n := range t.lengths {
		sum += n
	}
	fmt.Fprintf(w, "game length in answers: mean %.1f, median %d, max %d\n",
		float64(sum)/float64(len(t.lengths)), t.lengths[len(t.lengths)/2], t.lengths[len(t.lengths)-1])
}

// decided says whether the sequential test, if any, has its verdict:
// no more games need starting.
func (t *table) decided() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.sequence != nil && t.sequence.verdict != undecided
}

func percent(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f", 100*float64(n)/float64(of))
}

// quantile is the q-quantile of ds (nearest rank).
func quantile(ds []time.Duration, q float64) string {
	if len(ds) == 0 {
		return "-"
	}
	return nearestRank(ds, q).Round(time.Microsecond).String()
}

// nearestRank is the q-quantile of a non-empty xs by nearest rank.
func nearestRank[T cmp.Ordered](xs []T, q float64) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[min(max(i, 0), len(s)-1)]
}

func speed(r row) string {
	spent := r.cpu
	if len(spent) == 0 {
		spent = r.think
	}
	var total time.Duration
	for _, d := range spent {
		total += d
	}
	if r.iterations == 0 || total == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", float64(r.iterations)/total.Seconds())
}
