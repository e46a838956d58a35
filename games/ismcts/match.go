package ismcts

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/deckhand/deckhand/games"
)

// Player is a CPU seat's way of answering: Think at a level, Search with a
// budget, Flat, Suggest or Random.
type Player func(ctx context.Context, q Question) (Choice, error)

// Decision is one answer a Player gave in a game PlayGame ran.
type Decision struct {
	Seat   int
	Choice Choice
}

// maxDecisions ends a game that does not: no game needs that many.
const maxDecisions = 100000

var errPassedWaiting = errors.New("ismcts: a player passed where the game waits on it")

// PlayGame plays s to its end with players[seat] at each seat, asking
// seats in the order the search assumes: each seat holding only optional
// prompts may answer or let the moment pass, then the lowest seat the game
// waits on answers. Each question's seed derives from seed and the
// question's number, so a game replays exactly when every player is
// bounded by iterations. seen, when not nil, sees every decision.
func PlayGame(ctx context.Context, s games.State, players []Player, seed uint64, seen func(Decision)) (*games.Result, error) {
	seats := len(players)
	r := rules{rng: newRand(seed)}
	r.reset(s)
	var wait []int
	var moves []games.Move
	var passed uint64
	for n := 0; s.Result() == nil; n++ {
		if n >= maxDecisions {
			return nil, fmt.Errorf("ismcts: no result after %d decisions", n)
		}
		wait = r.waiting(wait[:0])
		seat := -1
		for t := 0; t < seats && seat < 0; t++ {
			if passed&(1<<t) == 0 && !contains(wait, t) {
				if moves = r.legal(t, moves[:0]); len(moves) > 0 {
					seat = t
				}
			}
		}
		if seat < 0 {
			if len(wait) == 0 {
				return nil, errors.New("ismcts: the game waits on nobody and nobody may answer")
			}
			seat = wait[0]
		}
		q := Question{State: s, Seats: seats, Seat: seat, Seed: mix(seed, uint64(n))}
		c, err := players[seat](ctx, q)
		if err != nil {
			return nil, err
		}
		if seen != nil {
			seen(Decision{Seat: seat, Choice: c})
		}
		if c.Pass {
			if contains(wait, seat) {
				return nil, errPassedWaiting
			}
			passed |= 1 << seat
			continue
		}
		if _, err := s.Apply(c.Answer); err != nil {
			return nil, fmt.Errorf("ismcts: seat %d answered %v: %w", seat, c.Answer, err)
		}
		passed = 0
	}
	return s.Result(), nil
}

// mix derives a seed from two numbers (SplitMix64's finaliser).
func mix(a, b uint64) uint64 {
	z := a + b*0x9e3779b97f4a7c15 + 0x632be59bd9b4e5d
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Players named as cmd/strength takes them.
//
//	random, easy, normal, hard    the players of those names
//	flat                          flat Monte Carlo, FlatPlayouts a move
//	flat:N                        flat Monte Carlo, N playouts a move
//	ismcts:N                      a search of N iterations
//	ismcts:D                      a search of D of wall time (e.g. 300ms)
//	ismcts:N,cut=C,eps=E          the same, playouts cut after C moves
//	                              and E of them from the heuristic
//
// base tunes the searches of ismcts:… (Epsilon, Cutoff, Exploration).
func ParsePlayer(spec string, base Config) (Player, error) {
	switch spec {
	case "random":
		return func(_ context.Context, q Question) (Choice, error) { return Random(q) }, nil
	case "easy":
		return func(_ context.Context, q Question) (Choice, error) { return Suggest(q) }, nil
	case "normal", "hard":
		l, _ := ParseLevel(spec)
		return func(ctx context.Context, q Question) (Choice, error) { return Think(ctx, q, l) }, nil
	case "flat":
		spec = fmt.Sprintf("flat:%d", FlatPlayouts)
	}
	name, arg, _ := strings.Cut(spec, ":")
	switch name {
	case "flat":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("ismcts: bad playouts in %q", spec)
		}
		return func(ctx context.Context, q Question) (Choice, error) { return Flat(ctx, q, n) }, nil
	case "ismcts":
		cfg, err := parseSearch(arg, base)
		if err != nil {
			return nil, fmt.Errorf("ismcts: %v in %q", err, spec)
		}
		return func(ctx context.Context, q Question) (Choice, error) { return Search(ctx, q, cfg) }, nil
	}
	return nil, fmt.Errorf("ismcts: unknown player %q (random, easy, normal, hard, flat, flat:N, ismcts:N or ismcts:D)", spec)
}

// parseSearch reads the budget of an ismcts:… player and its tunings
// (",cut=C", ",eps=E"), which override base's, so that two searches that
// differ only in how they play out can meet in one table.
func parseSearch(arg string, base Config) (Config, error) {
	cfg := base
	cfg.Iterations, cfg.Time = 0, 0
	parts := strings.Split(arg, ",")
	budget := parts[0]
	if d, err := time.ParseDuration(budget); err == nil && d > 0 {
		cfg.Time = d
	} else if n, err := strconv.Atoi(budget); err == nil && n > 0 {
		cfg.Iterations = n
	} else {
		return cfg, fmt.Errorf("bad budget %q (iterations or a duration)", budget)
	}
	for _, kv := range parts[1:] {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "cut":
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return cfg, fmt.Errorf("bad cut-off %q", v)
			}
			cfg.Cutoff = n
		case "eps":
			e, err := strconv.ParseFloat(v, 64)
			if err != nil || e < 0 || e > 1 {
				return cfg, fmt.Errorf("bad epsilon %q (0 to 1)", v)
			}
			cfg.Epsilon = e
		default:
			return cfg, fmt.Errorf("unknown tuning %q (cut=N or eps=E)", k)
		}
	}
	return cfg, nil
}
