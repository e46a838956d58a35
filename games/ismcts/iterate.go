package ismcts

import (
	"time"

	"github.com/deckhand/deckhand/games"
)

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
