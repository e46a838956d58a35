package ismcts

import (
	"math"

	"github.com/deckhand/deckhand/games"
)

// node is one place in the tree: a sequence of moves from the root. The
// seat deciding there is the one that made its edges' moves; in a
// determinization where another seat decides, other edges are added.
type node struct {
	edges []edge
	// index finds an edge by its move's hash once a node has many.
	index map[uint64]int32
}

// edge is one move tried at a node, with the statistics UCB reads.
type edge struct {
	move   games.Answer // Choices live in the tree's arena; PromptID "" is a pass
	hash   uint64
	visits int32
	avail  int32   // how often the move was available when the node was visited
	reward float64 // summed rewards of move.Seat after the move
	gain   float64 // the same, each divided by its Exp3 chance (rounds only)
	child  int32   // the node the move leads to; -1 until first visited
}

func (e *edge) pass() bool { return e.move.PromptID == "" }

// indexFrom is the edge count from which a node keeps a hash index;
// below it a scan is faster than a map.
const indexFrom = 16

// tree holds the nodes and the choices of their moves, reused from one
// search to the next so that a search allocates little.
type tree struct {
	nodes   []node
	choices []string // arena for edge moves' Choices; see keep
	// links leads from a round's first node to the nodes of its later
	// seats and to the nodes after its sets of choices.
	links map[link]int32
}

// link names a node reached through a simultaneous round: seat's node in
// the round begun at from (key 0), or, with seat -1, the node after the
// round's choices summed up in key.
type link struct {
	from, seat int32
	key        uint64
}

// link returns the node l names, made when first asked for.
func (t *tree) link(from, seat int32, key uint64) int32 {
	l := link{from, seat, key}
	if n, ok := t.links[l]; ok {
		return n
	}
	if t.links == nil {
		t.links = make(map[link]int32)
	}
	n := t.newNode()
	t.links[l] = n
	return n
}

func (t *tree) reset() {
	for i := range t.nodes {
		n := &t.nodes[i]
		n.edges = n.edges[:0]
		if n.index != nil {
			clear(n.index)
		}
	}
	t.nodes = t.nodes[:0]
	clear(t.links)
	clear(t.choices) // let the strings go
	t.choices = t.choices[:0]
}

// newNode appends an empty node, reusing one from an earlier search.
func (t *tree) newNode() int32 {
	if len(t.nodes) < cap(t.nodes) {
		t.nodes = t.nodes[:len(t.nodes)+1]
	} else {
		t.nodes = append(t.nodes, node{})
	}
	return int32(len(t.nodes) - 1)
}

// find returns the edge of node n for move a with hash h, or -1.
func (t *tree) find(n int32, a games.Answer, h uint64) int32 {
	nd := &t.nodes[n]
	if nd.index != nil && len(nd.edges) >= indexFrom {
		if i, ok := nd.index[h]; ok && sameAnswer(nd.edges[i].move, a) {
			return i
		}
		// A hash collision falls through to the scan.
		if _, ok := nd.index[h]; !ok {
			return -1
		}
	}
	for i := range nd.edges {
		if nd.edges[i].hash == h && sameAnswer(nd.edges[i].move, a) {
			return int32(i)
		}
	}
	return -1
}

// add appends an edge for a (copied into the arena) to node n.
func (t *tree) add(n int32, a games.Answer, h uint64) int32 {
	a.Choices = t.keep(a.Choices)
	nd := &t.nodes[n]
	nd.edges = append(nd.edges, edge{move: a, hash: h, child: -1})
	i := int32(len(nd.edges) - 1)
	if len(nd.edges) >= indexFrom {
		if nd.index == nil {
			nd.index = make(map[uint64]int32)
		}
		if len(nd.index) == 0 {
			for j := range nd.edges {
				nd.index[nd.edges[j].hash] = int32(j)
			}
		} else if _, dup := nd.index[h]; !dup {
			nd.index[h] = i
		}
	}
	return i
}

// keep copies choices into the arena. When the arena is full a new one is
// started; slices into the old one stay valid, as the old array lives on.
func (t *tree) keep(choices []string) []string {
	if choices == nil {
		return nil
	}
	if len(t.choices)+len(choices) > cap(t.choices) {
		t.choices = make([]string, 0, max(2*cap(t.choices), 1024, len(choices)))
	}
	start := len(t.choices)
	t.choices = append(t.choices, choices...)
	return t.choices[start:len(t.choices):len(t.choices)]
}

// ucb is the selection value of an edge visited at least once: its mean
// reward for the seat that makes it, plus exploration that grows with how
// often the move was available (this visit included) and shrinks with how
// often it was tried.
func ucb(e *edge, c float64) float64 {
	v := float64(e.visits)
	return e.reward/v + c*math.Sqrt(math.Log(float64(e.avail+1))/v)
}

// dropLast removes node n's newest edge: a move the game refused.
func (t *tree) dropLast(n int32) {
	nd := &t.nodes[n]
	last := int32(len(nd.edges) - 1)
	if nd.index != nil && nd.index[nd.edges[last].hash] == last {
		delete(nd.index, nd.edges[last].hash)
	}
	nd.edges = nd.edges[:last]
}
