package ismcts

import (
	"context"
	"errors"
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
