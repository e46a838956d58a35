package main

import (
	"context"
	"fmt"
	"maps"
	"runtime"
	"sync"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// playAll plays o.n games (fewer once a sequential test is decided) on
// o.parallel goroutines, each locked to its
// thread so that the thread's CPU time is its player's; done, when not
// nil, hears how many games have ended. The first error stops the rest.
func playAll(ctx context.Context, o options, pa, pb ismcts.Player, t *table, done func(int)) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	games := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	ended := 0
	for range o.parallel {
		wg.Go(func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for i := range games {
				if t.decided() {
					continue // handed out before the verdict came
				}
				if err := playOne(ctx, o, i, pa, pb, t); err != nil {
					cancel(err)
					continue
				}
				if done != nil {
					mu.Lock()
					ended++
					done(ended)
					mu.Unlock()
				}
			}
		})
	}
	for i := 0; i < o.n && ctx.Err() == nil && !t.decided(); i++ {
		games <- i
	}
	close(games)
	wg.Wait()
	return context.Cause(ctx)
}

// playOne plays game i: deal i/seats with a at seat i%seats, so that
// every deal is played once from every seat.
func playOne(ctx context.Context, o options, i int, pa, pb ismcts.Player, t *table) error {
	seats := o.cfg.Seats
	cfg := o.cfg
	cfg.Seed += uint64(i / seats)
	var decks []uint64
	if o.decks > 0 {
		decks = poolDecks(o.decks, i/seats)
		cfg.Options = maps.Clone(cfg.Options)
		for seat, n := range decks {
			k, v := o.game.(games.DeckPool).PoolDeck(seat, n)
			cfg.Options[k] = v
		}
	}
	s, err := o.game.New(cfg)
	if err != nil {
		return err
	}
	seatA := i % seats
	players := make([]ismcts.Player, seats)
	for seat := range players {
		if seat == seatA {
			players[seat] = t.timed(pa, 0)
		} else {
			players[seat] = t.timed(pb, 1)
		}
	}
	answers := 0
	var w *watcher
	if t.balance != nil {
		w = newWatcher(seats)
	}
	r, err := ismcts.PlayGame(ctx, s, players, cfg.Seed<<8|uint64(seatA), func(d ismcts.Decision) {
		if d.Choice.Pass {
			return
		}
		answers++
		if w != nil {
			w.see(s.(games.Balanced), d.Seat, d.Choice.Answer)
		}
	})
	if err != nil {
		return fmt.Errorf("game %d (seed %d, a at seat %d): %w", i, cfg.Seed, seatA, err)
	}
	t.add(r, i, seatA, answers)
	if w != nil {
		t.balance.add(w, s.(games.Balanced), r)
		t.balance.addDecks(decks, r)
	}
	return nil
}

// poolDecks are the decks of deal d, from a pool of n: deck d mod n
// against another, a different one each time round the pool, so every
// deck meets as many others as the deals allow, and never itself.
func poolDecks(n, d int) []uint64 {
	a := d % n
	b := (a + 1 + (d/n)%(n-1)) % n
	return []uint64{uint64(a), uint64(b)}
}

// timed measures a player's every decision into t.rows[row].
func (t *table) timed(p ismcts.Player, row int) ismcts.Player {
	return func(ctx context.Context, q ismcts.Question) (ismcts.Choice, error) {
		cpu0, _ := threadCPU()
		start := time.Now()
		c, err := p(ctx, q)
		wall := time.Since(start)
		cpu1, measured := threadCPU()
		t.mu.Lock()
		defer t.mu.Unlock()
		r := &t.rows[row]
		r.think = append(r.think, wall)
		if measured {
			r.cpu = append(r.cpu, cpu1-cpu0)
		}
		r.iterations += c.Stats.Iterations
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
