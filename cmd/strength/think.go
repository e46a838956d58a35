package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"text/tabwriter"
	"time"

	"github.com/deckhand/deckhand/games/ismcts"
)

// The levels' think time (-think N): what a player waits for a CPU seat
// at each level in this game, on one core. Games between Easy players
// supply the positions; at every thinkStride-th decision that has a
// choice to make, Normal and Hard each think about the same question
// as they would at a table (their real budgets: iterations, bounded by
// time), and Easy answers. Wall time is what a player waits on a loaded
// machine; CPU time is the thinking thread's, what the search costs.

// thinkStride spaces the positions measured, so that N of them cover
// games from start to end rather than the first moves of one.
const thinkStride = 3

// thinkTimes is one level's measurements.
type thinkTimes struct {
	level      ismcts.Level
	wall, cpu  []time.Duration
	iterations []int
}

// measureThink measures n positions of o's game and writes the table.
func measureThink(ctx context.Context, o options, n int, out io.Writer) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	levels := []*thinkTimes{{level: ismcts.Normal}, {level: ismcts.Hard}}
	measured, decisions, dealt := 0, 0, 0
	easy, _ := ismcts.ParsePlayer("easy", o.search)
	var failed error
	measure := func(ctx context.Context, q ismcts.Question) (ismcts.Choice, error) {
		decisions++
		if measured < n && decisions%thinkStride == 0 {
			measured++
			for _, l := range levels {
				cpu0, _ := threadCPU()
				start := time.Now()
				c, err := ismcts.Think(ctx, q, l.level)
				wall := time.Since(start)
				cpu1, ok := threadCPU()
				if err != nil {
					failed = err
					return c, err
				}
				l.wall = append(l.wall, wall)
				if ok {
					l.cpu = append(l.cpu, cpu1-cpu0)
				}
				l.iterations = append(l.iterations, c.Stats.Iterations)
			}
		}
		return easy(ctx, q)
	}
	for ; measured < n && ctx.Err() == nil; dealt++ {
		cfg := o.cfg
		cfg.Seed += uint64(dealt)
		s, err := o.game.New(cfg)
		if err != nil {
			return err
		}
		players := make([]ismcts.Player, cfg.Seats)
		for i := range players {
			players[i] = measure
		}
		if _, err := ismcts.PlayGame(ctx, s, players, cfg.Seed, nil); err != nil {
			if failed != nil {
				return failed
			}
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	fmt.Fprintf(out, "%s, %d seats: think time of each level at %d positions (every %d decisions of %d games between Easy players), on one core\n",
		o.game.Info().Name, o.cfg.Seats, measured, thinkStride, dealt)
	tw := tabwriter.NewWriter(out, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "level\tthink p50\tthink p99\tcpu p50\tcpu p99\titerations p50\titerations p99\t")
	for _, l := range levels {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", l.level,
			quantile(l.wall, 0.5), quantile(l.wall, 0.99), quantile(l.cpu, 0.5), quantile(l.cpu, 0.99),
			counted(l.iterations, 0.5), counted(l.iterations, 0.99))
	}
	return tw.Flush()
}

// counted is the q-quantile of counts, or "-" for none.
func counted(ns []int, q float64) string {
	if len(ns) == 0 {
		return "-"
	}
	return fmt.Sprint(nearestRank(ns, q))
}
