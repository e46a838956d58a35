package ismcts

import (
	"context"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// Think is a CPU seat's move at a level: the game's rule of thumb at Easy,
// a search within the level's budget at Normal and Hard. It returns
// quickly once ctx ends (shutdown), with ctx's error.
func Think(ctx context.Context, q Question, l Level) (Choice, error) {
	if l == Easy {
		return Suggest(q)
	}
	return Search(ctx, q, l.Config())
}

// Suggest is the Easy player: the state's games.Heuristic asked in a
// determinization of the seat's view (so a heuristic cannot peek even by
// mistake), or a random legal move in a game that has none. A heuristic
// that has nothing to suggest for a seat holding only optional prompts
// lets them pass.
func Suggest(q Question) (Choice, error) {
	if q.Seats < 1 || q.Seats > maxSeats || q.Seat < 0 || q.Seat >= q.Seats {
		return Choice{}, errSeats
	}
	rng := newRand(q.Seed)
	d := q.State.Determinize(q.Seat, rng)
	h, ok := d.(games.Heuristic)
	if !ok {
		return Random(q)
	}
	a, ok := h.Suggest(q.Seat, rng)
	if !ok {
		x := pool.Get().(*Searcher)
		defer pool.Put(x)
		x.seat = q.Seat
		x.r.reset(q.State)
		var canPass bool
		x.moves, canPass = x.rootMoves(x.moves[:0])
		if len(x.moves) == 0 || canPass {
			return Choice{Pass: true}, nil
		}
		return Random(q) // a heuristic that fails a waited-on seat is a bug; play on
	}
	return Choice{Answer: a.Clone()}, nil
}

// Random is the random player: uniform among the seat's legal moves and,
// when it holds only optional prompts, passing. On the labelled path,
// where listed combinations may be refused, it tries its pick in a
// determinization of the seat's view and draws again until one is
// accepted.
func Random(q Question) (Choice, error) {
	if q.Seats < 1 || q.Seats > maxSeats || q.Seat < 0 || q.Seat >= q.Seats {
		return Choice{}, errSeats
	}
	x := pool.Get().(*Searcher)
	defer pool.Put(x)
	x.seat = q.Seat
	x.pcg.Seed(q.Seed, q.Seed^0x9e3779b97f4a7c15)
	x.r.reset(q.State)
	var canPass bool
	x.moves, canPass = x.rootMoves(x.moves[:0])
	var trial rules
	for len(x.moves) > 0 || canPass {
		k := len(x.moves)
		if canPass {
			k++
		}
		i := x.rng.IntN(k)
		if i == len(x.moves) {
			break
		}
		m := x.moves[i].Answer
		if x.r.lean == nil {
			if trial.s == nil {
				trial.reset(q.State.Determinize(q.Seat, x.rng))
			}
			if trial.play(m) != nil {
				x.moves[i] = x.moves[len(x.moves)-1]
				x.moves = x.moves[:len(x.moves)-1]
				continue
			}
		}
		return Choice{Answer: m.Clone()}, nil
	}
	if !canPass {
		return Choice{}, games.ErrNoMove
	}
	return Choice{Pass: true}, nil
}

func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}
