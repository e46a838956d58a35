package ismcts

import (
	"context"
	"time"

	"github.com/deckhand/deckhand/games"
)

// FlatPlayouts is the flat Monte Carlo baseline's playouts per option.
const FlatPlayouts = 30

// Flat is the flat Monte Carlo baseline the tree must beat: for each of
// the seat's moves (and passing, when it may), playouts from fresh
// determinizations, each random to the end of the game; the best average
// reward wins, ties to the first listed. A move the game refuses (a listed
// combination that is no meld) is no candidate. Stats.Iterations counts
// playouts.
func Flat(ctx context.Context, q Question, playouts int) (Choice, error) {
	start := time.Now()
	x := pool.Get().(*Searcher)
	defer pool.Put(x)
	x.cfg = Config{}
	x.ctx, x.deadline = ctx, time.Time{}
	defer func() { x.ctx = nil }()
	canPass, err := x.begin(q)
	if err != nil {
		return Choice{}, err
	}
	listed := x.moves
	// Kept apart: the playouts reuse x.moves, and the state its memory.
	moves := make([]games.Move, len(listed), len(listed)+1)
	for i, m := range listed {
		moves[i] = games.Move{Answer: m.Answer.Clone(), Optional: m.Optional}
	}
	if canPass {
		moves = append(moves, games.Move{Answer: games.Answer{Seat: q.Seat}})
	}
	switch len(moves) {
	case 0:
		return Choice{Pass: true}, nil
	case 1:
		return choiceOf(moves[0].Answer), nil
	}
	best, bestMean, n := -1, 0.0, 0
	for i, m := range moves {
		sum, played := 0.0, 0
		for range playouts {
			if err := ctx.Err(); err != nil {
				return choiceOf(moves[max(best, 0)].Answer), err
			}
			d := q.State.Determinize(q.Seat, x.rng)
			x.r.reset(d)
			var passed uint64
			if m.PromptID == "" {
				passed = 1 << q.Seat
			} else if x.r.play(m.Answer) != nil {
				break // refused (a listed combination that is no meld): not a move
			}
			if !x.playout(d, passed) {
				return choiceOf(moves[max(best, 0)].Answer), ctx.Err()
			}
			x.score(d)
			sum += x.reward[q.Seat]
			played++
		}
		n += played
		if mean := sum / float64(max(played, 1)); played > 0 && (best < 0 || mean > bestMean) {
			best, bestMean = i, mean
		}
	}
	if best < 0 {
		return Choice{}, games.ErrNoMove
	}
	c := choiceOf(moves[best].Answer)
	c.Stats = Stats{Iterations: n, Elapsed: time.Since(start)}
	return c, nil
}

func choiceOf(a games.Answer) Choice {
	if a.PromptID == "" {
		return Choice{Pass: true}
	}
	return Choice{Answer: a}
}
