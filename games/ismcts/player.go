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
	return Search(ctx, q, l.Config(q.State))
}

// Suggest is the Easy player: the state's games.Heuristic asked in a
// determinization of the seat's view (so a heuristic cannot peek even by
// mistake), or the random player in a game that has none. A seat holding
// only optional prompts whose heuristic suggests nothing lets them pass.
func Suggest(q Question) (Choice, error) {
	if _, ok := q.State.(games.Heuristic); !ok {
		return Follow(q, nil)
	}
	return Follow(q, func(d games.State, seat int, rng *rand.Rand) (games.Answer, bool) {
		return d.(games.Heuristic).Suggest(seat, rng)
	})
}

// A Rule answers for seat in d, as games.Heuristic.Suggest does: an
// answer, or false when it has none to give.
type Rule func(d games.State, seat int, rng *rand.Rand) (games.Answer, bool)

// Follow plays rule as Suggest plays the heuristic: asked in a
// determinization of the seat's view, so it cannot peek; where it has no
// answer, a seat holding only optional prompts lets them pass and a seat
// the game waits on answers at random (a rule that fails such a seat is
// the rule's bug; the seat still answers). A nil rule is the random
// player.
func Follow(q Question, rule Rule) (Choice, error) {
	x := pool.Get().(*Searcher)
	defer pool.Put(x)
	canPass, err := x.begin(q)
	if err != nil {
		return Choice{}, err
	}
	if len(x.moves) == 0 {
		return Choice{Pass: true}, nil
	}
	if rule != nil {
		d := q.State.Determinize(q.Seat, x.rng)
		if a, ok := rule(d, q.Seat, x.rng); ok {
			return Choice{Answer: a.Clone()}, nil
		}
		if canPass {
			return Choice{Pass: true}, nil
		}
	}
	return x.random(q, canPass)
}

// Random is the random player: uniform among the seat's legal moves and,
// when it holds only optional prompts, passing.
func Random(q Question) (Choice, error) {
	x := pool.Get().(*Searcher)
	defer pool.Put(x)
	canPass, err := x.begin(q)
	if err != nil {
		return Choice{}, err
	}
	return x.random(q, canPass)
}

// random draws among x.moves (and a pass when canPass). On the labelled
// path, where a listed combination may be refused, it tries its pick in a
// determinization of the seat's view and draws again until one is
// accepted.
func (x *Searcher) random(q Question, canPass bool) (Choice, error) {
	if len(x.moves) == 0 {
		return Choice{Pass: true}, nil
	}
	var trial rules
	for len(x.moves) > 0 || canPass {
		k := len(x.moves)
		if canPass {
			k++
		}
		i := x.rng.IntN(k)
		if i == len(x.moves) {
			return Choice{Pass: true}, nil
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
	return Choice{}, games.ErrNoMove
}

func newRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}
