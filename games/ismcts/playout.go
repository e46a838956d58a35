package ismcts

import "github.com/deckhand/deckhand/games"

// maxPlayout ends a playout that runs this long without a result: a game
// that never ends must not hang a CPU seat.
const maxPlayout = 100000

// expiryCheck is how many playout moves pass between looks at the clock.
const expiryCheck = 32

// playout plays d on from where the tree left it (passed: the seats that
// let the present moment pass) until the game ends, the cut-off, or
// nobody can move. It returns false when the search expired meanwhile.
func (x *Searcher) playout(d games.State, passed uint64) bool {
	var h games.Heuristic
	if x.cfg.Epsilon > 0 {
		h, _ = d.(games.Heuristic)
	}
	cutoff := 0
	if _, ok := d.(games.Evaluator); ok {
		cutoff = x.cfg.Cutoff
	}
	played := 0
	for steps := 0; d.Result() == nil && steps < maxPlayout; steps++ {
		if steps%expiryCheck == expiryCheck-1 && x.expired() {
			return false
		}
		if cutoff > 0 && played >= cutoff {
			return true
		}
		seat, canPass, ok := x.decider(passed)
		if !ok {
			return true
		}
		moved, ok := x.playoutMove(seat, canPass, h)
		switch {
		case !ok:
			return true
		case moved:
			passed = 0
			played++
		default:
			passed |= 1 << seat
		}
	}
	return true
}

// playoutMove plays seat's move among x.moves: the heuristic's with
// probability Epsilon, else uniform among the moves and, when canPass, a
// pass. ok is false when the game refused every move.
func (x *Searcher) playoutMove(seat int, canPass bool, h games.Heuristic) (moved, ok bool) {
	if h != nil && x.rng.Float64() < x.cfg.Epsilon {
		a, has := h.Suggest(seat, x.rng)
		switch {
		case !has && canPass:
			return false, true
		case has && x.r.play(a) == nil:
			return true, true
		}
	}
	for len(x.moves) > 0 {
		k := len(x.moves)
		if canPass {
			k++
		}
		i := x.rng.IntN(k)
		if i == len(x.moves) {
			return false, true
		}
		if x.r.play(x.moves[i].Answer) == nil {
			return true, true
		}
		last := len(x.moves) - 1
		x.moves[i] = x.moves[last]
		x.moves = x.moves[:last]
	}
	return false, canPass
}

// score stores every seat's reward for d in x.reward: its rank's reward
// when the game is over, else the state's evaluation, else a draw's.
func (x *Searcher) score(d games.State) {
	if r := d.Result(); r != nil {
		for s := range x.reward {
			x.reward[s] = 0.5
			if s < len(r.Rank) {
				x.reward[s] = games.Reward(r, s)
			}
		}
		return
	}
	ev, _ := d.(games.Evaluator)
	for s := range x.reward {
		x.reward[s] = 0.5
		if ev != nil {
			x.reward[s] = ev.Eval(s)
		}
	}
}
