package ismcts

import (
	"math"

	"github.com/deckhand/deckhand/games"
)

// selectMove picks and plays seat's move at node n among x.moves (and a
// pass when canPass): a random untried one if any (isNew), else the best
// by UCB, or, in a round of secret choices (secret), a draw by Exp3 whose
// chance it returns. It bumps the availability of every available edge.
// Moves the game refuses are dropped from this determinization's list.
// played is false for a pass.
func (x *Searcher) selectMove(n int32, seat int, canPass, secret bool) (e int32, prob float64, isNew, played bool) {
	if canPass {
		x.moves = append(x.moves, games.Move{Answer: games.Answer{Seat: seat}, Optional: true})
	}
	x.hashes = x.hashes[:0]
	x.found = x.found[:0]
	untried := 0
	for _, m := range x.moves {
		h := hashAnswer(m.Answer)
		f := x.tree.find(n, m.Answer, h)
		if f < 0 {
			untried++
		}
		x.hashes = append(x.hashes, h)
		x.found = append(x.found, f)
	}
	for len(x.moves) > 0 {
		var i int
		prob = 0
		switch {
		case untried > 0:
			k := x.rng.IntN(untried)
			for i = 0; ; i++ {
				if x.found[i] < 0 {
					if k == 0 {
						break
					}
					k--
				}
			}
		case secret:
			i, prob = x.exp3(n)
		default:
			i = x.ucb(n)
		}
		m := x.moves[i].Answer
		isNew = x.found[i] < 0
		if isNew {
			// Kept before playing: on the lean path m's memory is the
			// state's, and Play may reuse it.
			x.found[i] = x.tree.add(n, m, x.hashes[i])
		}
		pass := m.PromptID == ""
		if pass || x.r.play(m) == nil {
			x.countAvailable(n)
			return x.found[i], prob, isNew, !pass
		}
		if isNew {
			x.tree.dropLast(n)
			untried--
		}
		x.drop(i)
	}
	return -1, 0, false, false
}

// ucb returns the index in x.found of the edge with the highest UCB value.
// Ties are broken at random.
func (x *Searcher) ucb(n int32) int {
	c := x.cfg.exploration()
	edges := x.tree.nodes[n].edges
	i, bv, ties := 0, -1.0, 0
	for j, f := range x.found {
		switch v := ucb(&edges[f], c); {
		case v > bv:
			i, bv, ties = j, v, 1
		case v == bv:
			ties++
			if x.rng.IntN(ties) == 0 {
				i = j
			}
		}
	}
	return i
}

// exp3Gamma is Exp3's share of uniform exploration.
const exp3Gamma = 0.1

// exp3 draws an edge of x.found by Exp3 (Auer et al. 2002), the bandit
// for a round of secret choices (as in simultaneous-move MCTS, Lanctot et
// al. 2013): chances grow exponentially with each move's importance-
// weighted reward. UCB there is deterministic given the statistics, so
// two seats choosing side by side move in step and each seems to answer
// the other's secret choice. It returns the index and its chance.
func (x *Searcher) exp3(n int32) (int, float64) {
	edges := x.tree.nodes[n].edges
	k := float64(len(x.found))
	eta := exp3Gamma / k
	top := math.Inf(-1)
	for _, f := range x.found {
		top = max(top, edges[f].gain)
	}
	sum := 0.0
	for _, f := range x.found {
		sum += math.Exp(eta * (edges[f].gain - top))
	}
	chance := func(f int32) float64 {
		return (1-exp3Gamma)*math.Exp(eta*(edges[f].gain-top))/sum + exp3Gamma/k
	}
	u := x.rng.Float64()
	last := len(x.found) - 1
	for j, f := range x.found[:last] {
		p := chance(f)
		if u < p {
			return j, p
		}
		u -= p
	}
	return last, chance(x.found[last]) // what rounding left over
}

// countAvailable credits availability to the edges of the moves listed
// for this visit (a new edge's first).
func (x *Searcher) countAvailable(n int32) {
	edges := x.tree.nodes[n].edges
	for _, f := range x.found {
		if f >= 0 {
			edges[f].avail++
		}
	}
}

// drop removes move i from the current lists.
func (x *Searcher) drop(i int) {
	last := len(x.moves) - 1
	x.moves[i], x.hashes[i], x.found[i] = x.moves[last], x.hashes[last], x.found[last]
	x.moves, x.hashes, x.found = x.moves[:last], x.hashes[:last], x.found[:last]
}
