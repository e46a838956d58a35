package ismcts

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/deckhand/deckhand/games"
)

// Question is what a CPU seat is asked: what to do now in State.
//
// The search never changes State; it reads the seat's moves and Waiting
// from it and determinizes it once an iteration. On the lean path Legal
// may reuse the state's memory, so nothing else may use State during a
// search: a CPU thinks on its own copy (Clone, or Decode of Encode).
type Question struct {
	State games.State // the real state, which the search only reads
	Seats int         // seats at the table (at most 64)
	Seat  int         // the seat that thinks
	Seed  uint64      // the same question and seed give the same answer
}

// Choice is what a CPU seat decided.
type Choice struct {
	// Answer is the answer to give, unless Pass.
	Answer games.Answer
	// Pass: do nothing now. The seat holds no prompt, or only optional
	// ones (Call bluff) and letting them pass is best.
	Pass  bool
	Stats Stats
}

// Stats says how a search went.
type Stats struct {
	Iterations int
	Nodes      int // tree nodes built
	Elapsed    time.Duration
}

// maxSeats: the search keeps which seats let a moment pass in a bitmask.
const maxSeats = 64

var errSeats = errors.New("ismcts: seats must be 1 to 64 and the seat one of them")

// Searcher runs searches and keeps their memory (tree, move lists) for
// the next one. It is not safe for concurrent use; Search draws one from
// a pool.
type Searcher struct {
	cfg    Config
	seats  int
	seat   int
	rng    *rand.Rand
	pcg    *rand.PCG
	tree   tree
	r      rules
	moves  []games.Move // the moves of the seat deciding now
	hashes []uint64
	found  []int32 // the edge of each move at the current node, or -1
	wait   []int
	path   []step
	reward []float64
	// ctx and deadline end a search, also in the middle of a playout.
	ctx      context.Context
	deadline time.Time
}

// step is one edge on an iteration's way down the tree.
type step struct {
	node, edge int32
	prob       float64 // the chance Exp3 gave the edge; 0 where UCB chose
}

// NewSearcher returns a Searcher with cfg.
func NewSearcher(cfg Config) *Searcher {
	pcg := rand.NewPCG(0, 0)
	x := &Searcher{cfg: cfg, pcg: pcg, rng: rand.New(pcg)}
	x.r.rng = x.rng
	return x
}

var pool = sync.Pool{New: func() any { return NewSearcher(Config{}) }}

// Search runs one search with cfg on a pooled Searcher.
func Search(ctx context.Context, q Question, cfg Config) (Choice, error) {
	x := pool.Get().(*Searcher)
	defer pool.Put(x)
	x.cfg = cfg
	return x.Search(ctx, q)
}

// Search decides q's seat's move by SO-ISMCTS within the Searcher's
// budget. When ctx ends first it returns the best move found so far with
// ctx's error. A seat with nothing to answer passes at once; one with a
// single legal answer and no choice of passing gives it without search.
func (x *Searcher) Search(ctx context.Context, q Question) (Choice, error) {
	if x.cfg.Iterations <= 0 && x.cfg.Time <= 0 {
		return Choice{}, errors.New("ismcts: a search needs an iteration or a time budget")
	}
	start := time.Now()
	canPass, err := x.begin(q)
	if err != nil {
		return Choice{}, err
	}
	x.tree.reset()
	switch {
	case len(x.moves) == 0:
		return Choice{Pass: true}, nil
	case len(x.moves) == 1 && !canPass:
		return Choice{Answer: x.moves[0].Answer.Clone()}, nil
	}
	fallback := Choice{Answer: x.moves[0].Answer.Clone()}

	root := x.tree.newNode()
	x.ctx, x.deadline = ctx, time.Time{}
	defer func() { x.ctx = nil }()
	if x.cfg.Time > 0 {
		x.deadline = start.Add(x.cfg.Time)
	}
	n := 0
	// The clock and the context are read before every iteration (some
	// 50 ns against iterations of 2 µs in the smallest toy game) and every
	// few playout moves, as one playout of a whole Rummy match can take
	// longer than a move's budget. An iteration cut short is not counted.
	for x.cfg.Iterations <= 0 || n < x.cfg.Iterations {
		if x.expired() || !x.iterate(q.State, root) {
			break
		}
		n++
	}
	err = ctx.Err()
	c, ok := x.best(root)
	if !ok {
		c = fallback
	}
	c.Stats = Stats{Iterations: n, Nodes: len(x.tree.nodes), Elapsed: time.Since(start)}
	return c, err
}

// begin readies x for q: the question checked, the RNG seeded from it,
// the rules on the real state, and the thinking seat's moves listed in
// x.moves. canPass: the seat holds only optional prompts.
func (x *Searcher) begin(q Question) (canPass bool, err error) {
	if q.Seats < 1 || q.Seats > maxSeats || q.Seat < 0 || q.Seat >= q.Seats {
		return false, errSeats
	}
	x.seats, x.seat = q.Seats, q.Seat
	x.pcg.Seed(q.Seed, q.Seed^0x9e3779b97f4a7c15)
	x.reward = resize(x.reward, q.Seats)
	x.r.reset(q.State)
	x.moves, canPass = x.rootMoves(x.moves[:0])
	return canPass, nil
}

// rootMoves lists the thinking seat's moves in the real state, and
// whether it may pass (it holds only optional prompts).
func (x *Searcher) rootMoves(buf []games.Move) ([]games.Move, bool) {
	buf = x.r.legal(x.seat, buf)
	if len(buf) == 0 {
		return buf, false
	}
	x.wait = x.r.waiting(x.wait[:0])
	return buf, !contains(x.wait, x.seat)
}

// best is the root edge visited most, ties going to the higher mean;
// false when the root has none (every move was refused).
func (x *Searcher) best(root int32) (Choice, bool) {
	edges := x.tree.nodes[root].edges
	if len(edges) == 0 {
		return Choice{}, false
	}
	b := 0
	for i := 1; i < len(edges); i++ {
		e, f := &edges[i], &edges[b]
		if e.visits > f.visits || e.visits == f.visits && e.reward*float64(f.visits) > f.reward*float64(e.visits) {
			b = i
		}
	}
	if edges[b].pass() {
		return Choice{Pass: true}, true
	}
	return Choice{Answer: edges[b].move.Clone()}, true
}

// iterate runs one iteration: determinize, select down the tree while
// every available move there has been tried, expand one untried move,
// play out, and credit every edge on the way with its seat's reward. It
// returns false, crediting nothing, when the search expired during it.
//
// Seats the game waits on at once (simultaneous choices) form a round:
// the first decides at the round's node, each later one at a node of its
// own shared by every earlier choice of the round, so that in the tree
// nobody answers a choice made in secret beside it; the node after the
// round is that of the round's whole set of choices.
func (x *Searcher) iterate(real games.State, root int32) bool {
	d := real.Determinize(x.seat, x.rng)
	x.r.reset(d)
	x.path = x.path[:0]
	n := root
	var passed uint64
	var rd round
	rd.node = -1
	for first := true; d.Result() == nil; first = false {
		var seat int
		var canPass, ok bool
		if first {
			seat = x.seat
			x.moves, canPass = x.rootMoves(x.moves[:0])
			ok = len(x.moves) > 0
		} else {
			seat, canPass, ok = x.decider(passed)
		}
		if !ok {
			break
		}
		if !first {
			n = x.nextNode(&rd, seat, canPass)
		}
		if rd.node < 0 && !canPass && len(x.wait) > 1 {
			rd = round{node: n, seats: maskOf(x.wait)}
		}
		e, prob, isNew, played := x.selectMove(n, seat, canPass, rd.node >= 0)
		if e < 0 {
			break // the game refused every move: score the state as it is
		}
		x.path = append(x.path, step{n, e, prob})
		if played {
			passed = 0
		} else {
			passed |= 1 << seat
		}
		if isNew {
			break
		}
		if rd.node >= 0 {
			rd.moved |= 1 << seat
			rd.key = (rd.key^(uint64(n)<<32|uint64(e)))*0x100000001b3 + 1
		}
		rd.last = step{node: n, edge: e}
	}
	if !x.playout(d, passed) {
		return false
	}
	x.score(d)
	for _, s := range x.path {
		e := &x.tree.nodes[s.node].edges[s.edge]
		r := x.reward[e.move.Seat]
		e.visits++
		e.reward += r
		if s.prob > 0 {
			e.gain += r / s.prob
		}
	}
	return true
}

// expired reports whether the search must stop: its context ended or
// its time is up.
func (x *Searcher) expired() bool {
	if x.ctx != nil && x.ctx.Err() != nil {
		return true
	}
	return !x.deadline.IsZero() && time.Now().After(x.deadline)
}

// round is a simultaneous round under way in one iteration.
type round struct {
	node  int32  // where the round began; -1 when none is under way
	seats uint64 // the seats waited on there
	moved uint64 // those that have chosen
	key   uint64 // the choices so far
	last  step   // the edge taken last, round or not
}

// nextNode is the node where seat decides after the edge taken last: its
// node in the round under way, or the node after the round, or the child.
func (x *Searcher) nextNode(rd *round, seat int, canPass bool) int32 {
	bit := uint64(1) << seat
	switch {
	case rd.node >= 0 && !canPass && rd.seats&bit != 0 && rd.moved&bit == 0:
		return x.tree.link(rd.node, int32(seat), 0)
	case rd.node >= 0:
		n := x.tree.link(rd.node, -1, rd.key)
		rd.node = -1
		return n
	}
	ed := &x.tree.nodes[rd.last.node].edges[rd.last.edge]
	if ed.child < 0 {
		c := x.tree.newNode() // may move nodes: ed is not used after
		x.tree.nodes[rd.last.node].edges[rd.last.edge].child = c
	}
	return x.tree.nodes[rd.last.node].edges[rd.last.edge].child
}

func maskOf(seats []int) uint64 {
	var m uint64
	for _, s := range seats {
		m |= 1 << s
	}
	return m
}

// decider finds who decides next and lists its moves in x.moves: the
// lowest seat that holds only optional moves and has not passed since the
// last move (it may pass while someone is waited on), else the lowest seat
// the game waits on. ok is false when nobody can move.
func (x *Searcher) decider(passed uint64) (seat int, canPass, ok bool) {
	x.wait = x.r.waiting(x.wait[:0])
	for s := 0; s < x.seats; s++ {
		if passed&(1<<s) != 0 || contains(x.wait, s) {
			continue
		}
		x.moves = x.r.legal(s, x.moves[:0])
		if len(x.moves) > 0 {
			return s, len(x.wait) > 0, true
		}
	}
	if len(x.wait) == 0 {
		return 0, false, false
	}
	x.moves = x.r.legal(x.wait[0], x.moves[:0])
	return x.wait[0], false, len(x.moves) > 0
}

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

func contains(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

func resize(xs []float64, n int) []float64 {
	if cap(xs) < n {
		return make([]float64, n)
	}
	return xs[:n]
}
