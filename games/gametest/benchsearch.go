package gametest

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// Playout says how BenchSearch plays each iteration on.
type Playout struct {
	// Stop, when set, ends a playout where a search would score it
	// instead of playing on (Rummy's end of a round).
	Stop func(games.State) bool
	// Cut ends a playout after this many answers and scores it with
	// games.Evaluator, as a search with a cut-off does; 0 plays on.
	Cut int
	// Labelled plays through Prompts and Apply (games.PlayRandom), as
	// searches did before the lean path, for a before-and-after figure.
	Labelled bool
}

// BenchSearch measures one iteration of a search's inner loop per
// iteration of b, from seeded mid-game states of a game of seats seats:
// Determinize one of starts for the first seat it waits on, then random
// answers to the end (or to p's Stop or Cut): a random seat among those
// with a legal answer, optional ones included, then one of its answers
// other than a step back (games.BackID), as a search plays out, through
// the lean path (Legal, Play). It reports iterations a second,
// of wall time and of the process's CPU time (which a loaded machine
// does not inflate), and the answers an iteration played.
func BenchSearch[S games.State](b *testing.B, seats int, starts []S, p Playout) {
	b.Helper()
	if len(starts) == 0 {
		b.Fatal("BenchSearch: no states to start from")
	}
	b.ReportAllocs()
	rng := rand.New(rand.NewPCG(1, 2))
	var (
		answers       int
		waiting, from []int
		moves         []games.Move
	)
	cpu0 := cpuSeconds()
	for i := 0; b.Loop(); i++ {
		s := starts[i%len(starts)]
		var seat int
		seat, waiting = firstWaiting(s, waiting)
		d := s.Determinize(seat, rng)
		for n := 0; d.Result() == nil; n++ {
			if (p.Stop != nil && p.Stop(d)) || (p.Cut > 0 && n == p.Cut) {
				if ev, ok := d.(games.Evaluator); ok {
					ev.Eval(seat) // its cost is part of a cut playout's
				}
				break
			}
			answers++
			if p.Labelled {
				if _, _, err := games.PlayRandom(d, -1, false, rng); err != nil {
					b.Fatal(err)
				}
				continue
			}
			l := d.(games.Searchable)
			moves, from = moves[:0], from[:0]
			for seat := range seats {
				start := len(moves)
				moves = l.Legal(seat, moves)
				moves = moves[:start+len(games.DropBack(moves[start:]))]
				if len(moves) > start {
					from = append(from, start)
				}
			}
			if len(from) == 0 {
				b.Fatalf("BenchSearch: no seat has a legal answer, the game waits on %v", l.Waiting(nil))
			}
			k := rng.IntN(len(from))
			end := len(moves)
			if k+1 < len(from) {
				end = from[k+1]
			}
			if err := l.Play(moves[from[k]+rng.IntN(end-from[k])].Answer); err != nil {
				b.Fatal(err)
			}
		}
	}
	reportRate(b, float64(b.N), cpu0)
	b.ReportMetric(float64(answers)/float64(b.N), "answers/iter")
}

// firstWaiting is the first seat s waits on (0 when none), with buf
// reused for the list.
func firstWaiting(s games.State, buf []int) (int, []int) {
	if buf = s.(games.Searchable).Waiting(buf[:0]); len(buf) > 0 {
		return buf[0], buf
	}
	return 0, buf
}

// reportRate reports iterations a second of wall time, and of the
// process's CPU time since cpu0 (which a loaded machine does not
// inflate).
func reportRate(b *testing.B, iterations, cpu0 float64) {
	b.ReportMetric(iterations/b.Elapsed().Seconds(), "iter/s")
	if cpu := cpuSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(iterations/cpu, "iter/cpu-s")
	}
}
