package main

import (
	"context"
	"fmt"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// playOne plays game i: deal i/seats with a at seat i%seats, so that
// every deal is played once from every seat.
func playOne(ctx context.Context, o options, i int, pa, pb ismcts.Player, t *table) error {
	seats := o.cfg.Seats
	cfg := o.cfg
	cfg.Seed += uint64(i / seats)
	s, err := o.game.New(cfg)
	if err != nil {
		return err
	}
	seatA := i % seats
	players := make([]ismcts.Player, seats)
	for seat := range players {
		row := &t.rows[1]
		p := pb
		if seat == seatA {
			row, p = &t.rows[0], pa
		}
		players[seat] = timed(p, row)
	}
	answers := 0
	r, err := ismcts.PlayGame(ctx, s, players, cfg.Seed<<8|uint64(seatA), func(d ismcts.Decision) {
		if !d.Choice.Pass {
			answers++
		}
	})
	if err != nil {
		return fmt.Errorf("game %d (seed %d, a at seat %d): %w", i, cfg.Seed, seatA, err)
	}
	t.add(r, seatA, answers)
	return nil
}

// timed measures a player's every decision into row.
func timed(p ismcts.Player, row *row) ismcts.Player {
	return func(ctx context.Context, q ismcts.Question) (ismcts.Choice, error) {
		cpu0, _ := cpuTime()
		start := time.Now()
		c, err := p(ctx, q)
		row.think = append(row.think, time.Since(start))
		if cpu1, ok := cpuTime(); ok {
			row.cpu = append(row.cpu, cpu1-cpu0)
		}
		row.iterations += c.Stats.Iterations
		return c, err
	}
}

// seatResult sorts one seat's place in a finished game.
func seatResult(r *games.Result, seat int) (won, drawn, last bool) {
	lo, hi := r.Rank[0], r.Rank[0]
	for _, rk := range r.Rank {
		lo, hi = min(lo, rk), max(hi, rk)
	}
	if lo == hi {
		return false, true, false
	}
	return r.Rank[seat] == lo, false, r.Rank[seat] == hi
}
