package tournament

import "math/bits"

// SwissPlayer is one player as a Swiss pairing sees them: their points (in
// half points: a win 2, a draw 1), how often they sat first and second, and
// whom they have met.
type SwissPlayer struct {
	ID      string
	Points  int
	Firsts  int
	Seconds int
	HadBye  bool
	Met     map[string]bool
}

// Pair is one table of a round, the first seat first.
type Pair struct{ First, Second string }

// SwissPairing is a round's pairs, its bye ("" for none) and what it cost.
type SwissPairing struct {
	Pairs []Pair
	Bye   string
	Cost  Cost
}

// swissField is the players in standings order with their score groups.
type swissField struct {
	p          []SwissPlayer
	groupStart []int // per player, the index of the first of their score group
	groupSize  []int
	met        []uint64 // bit i*n+j: i and j have met
}

func newSwissField(players []SwissPlayer) *swissField {
	n := len(players)
	f := &swissField{p: players, groupStart: make([]int, n), groupSize: make([]int, n), met: make([]uint64, (n*n+63)/64)}
	at := make(map[string]int, n)
	for i, p := range players {
		at[p.ID] = i
	}
	for i, p := range players {
		for id, yes := range p.Met {
			if j, ok := at[id]; ok && yes {
				for _, b := range [2]int{i*n + j, j*n + i} {
					f.met[b/64] |= 1 << (b % 64)
				}
			}
		}
	}
	for i := 0; i < n; {
		j := i
		for j < n && players[j].Points == players[i].Points {
			j++
		}
		for k := i; k < j; k++ {
			f.groupStart[k], f.groupSize[k] = i, j-i
		}
		i = j
	}
	return f
}

func (f *swissField) haveMet(i, j int) bool {
	b := i*len(f.p) + j
	return f.met[b/64]&(1<<(b%64)) != 0
}

func (f *swissField) diff(i int) int { return f.p[i].Firsts - f.p[i].Seconds }

// seats orders a pair: the one who sat first more often sits second; on a
// tie, the higher in the standings sits first.
func (f *swissField) seats(i, j int) (first, second int) {
	if f.diff(j) < f.diff(i) {
		return j, i
	}
	return i, j
}

// pairCost is what pairing i with j costs; j == -1 is the bye.
func (f *swissField) pairCost(i, j int) Cost {
	var c Cost
	a := f.p[i]
	if j < 0 {
		if a.HadBye {
			c.ByeRepeats = 1
		}
		c.ByeRank = int64(len(f.p) - 1 - i)
		return c
	}
	b := f.p[j]
	if f.haveMet(i, j) {
		c.Rematches = 1
	}
	first, second := f.seats(i, j)
	if f.diff(first)+1 > 2 || f.diff(second)-1 < -2 {
		c.SeatBreaks = 1
	}
	if f.diff(first) > 0 || f.diff(second) < 0 {
		c.SeatPrefs = 1
	}
	gap := int64(a.Points - b.Points)
	c.ScoreGap = gap * gap
	if f.groupStart[i] == f.groupStart[j] {
		d := int64(i - j)
		if d < 0 {
			d = -d
		}
		half := int64(f.groupSize[i] / 2)
		c.HalfOrder = d - half
		if c.HalfOrder < 0 {
			c.HalfOrder = -c.HalfOrder
		}
	}
	return c
}

// PairSwiss pairs a Swiss round. The players come in standings order (the
// first is the leader); the pairing is a pure function of that order and the
// players' history. It is the pairing of least Cost: a minimum-cost perfect
// matching on the players (and, for an odd field, a bye as one more vertex)
// where each pair's cost is its Cost folded into one integer, each aim
// weighted above the most all the later aims can add up to over a round (the bye's aims
// once, the others once a pair). The
// graph first leaves out the pairs that break a hard aim (a second bye, a
// rematch, a seat break); only when no pairing of the rest exists are they
// put back, so the usual round is matched on fewer edges.
func PairSwiss(players []SwissPlayer) SwissPairing {
	if len(players) == 0 {
		return SwissPairing{}
	}
	f := newSwissField(players)
	if mate, cost, ok := f.match(false); ok {
		return f.result(mate, cost)
	}
	mate, cost, _ := f.match(true)
	return f.result(mate, cost)
}

type candidate struct {
	i, j int // j == -1: the bye
	c    Cost
}

// The first, sparse graph holds each player's sparseDegree cheapest
// partners and their sparseWindow neighbours on either side in the
// standings (so a perfect matching nearly always exists in it).
const (
	sparseDegree = 6
	sparseWindow = 4
	// pricedPerPlayer is how many left-out pairs of negative reduced cost
	// each player brings back per pass.
	pricedPerPlayer = 3
)

// weights folds a Cost into one integer. Each aim's weight exceeds the
// largest total every later aim can reach over one round (the bye's aims
// once, the others once a pair). When the whole does not fit in 58 bits
// the last aims are left out, most minor first; a field of 1,000 whose
// round needs no hard pair takes about 50.
type weights struct {
	keep  int
	radix [7]int64
}

func newWeights(most [7]int64, pairs int64) weights {
	w := weights{keep: 7}
	for {
		total := 0
		for k := range w.keep {
			w.radix[k] = pairs*most[k] + 1
			if k == byeRepeatLevel || k == byeRankLevel {
				// One bye a round.
				w.radix[k] = most[k] + 1
			}
			total += bits.Len64(uint64(w.radix[k]))
		}
		if total <= 58 || w.keep == 1 {
			return w
		}
		w.keep--
	}
}

func (w weights) of(c Cost) int64 {
	l := c.levels()
	var out int64
	for k := range w.keep {
		out = out*w.radix[k] + l[k]
	}
	return out
}

const (
	byeRepeatLevel = 0
	byeRankLevel   = 3
)

// match finds the pairing of least cost among the pairs allowed (without
// the hard ones unless withHard). It matches a sparse graph first, each
// player's cheapest and nearest partners, then prices every pair left
// out against the final duals: one with a negative reduced cost joins
// the graph and the graph is matched again, so the result is the
// optimum of the whole graph.
func (f *swissField) match(withHard bool) (mate []int, cost Cost, ok bool) {
	g := f.sparse(withHard)
	n := len(f.p)
	vertices := n + n%2
	dense := false
	for {
		edges := make([]Edge, len(g.graph))
		for x, c := range g.graph {
			j := c.j
			if j < 0 {
				j = n
			}
			edges[x] = Edge{U: c.i, V: j, Cost: g.w.of(c.c)}
		}
		m := newMatcher(vertices, edges)
		if !m.solve() {
			if dense {
				return nil, Cost{}, false
			}
			// The sparse graph may lack a pairing the whole one has.
			dense = true
			g.addAll()
			continue
		}
		if g.price(m) {
			continue
		}
		mate = make([]int, vertices)
		for v, e := range m.mate {
			mate[v] = edges[e].U + edges[e].V - v
			if v < mate[v] {
				cost = cost.Plus(g.graph[e].c)
			}
		}
		return mate, cost, true
	}
}

// pairGraph is the pairs a Swiss round is matched on so far.
type pairGraph struct {
	f       *swissField
	allowed func(Cost) bool
	w       weights
	graph   []candidate
	in      []uint64 // bit i*n+j: the pair i<j is in graph
}

func (g *pairGraph) has(i, j int) bool {
	b := i*len(g.f.p) + j
	return g.in[b/64]&(1<<(b%64)) != 0
}

func (g *pairGraph) add(c candidate) {
	if c.j >= 0 {
		if g.has(c.i, c.j) {
			return
		}
		b := c.i*len(g.f.p) + c.j
		g.in[b/64] |= 1 << (b % 64)
	}
	g.graph = append(g.graph, c)
}

// sparse is the first graph: every allowed bye, each player's neighbours
// within sparseWindow in the standings and their sparseDegree cheapest
// partners. The weights fold the costs of every allowed pair, so that a
// pair priced in later weighs as it would in the whole graph.
func (f *swissField) sparse(withHard bool) *pairGraph {
	n := len(f.p)
	g := &pairGraph{f: f, allowed: func(c Cost) bool { return withHard || !c.hard() }, in: make([]uint64, (n*n+63)/64)}
	var most [7]int64
	note := func(c Cost) {
		for k, v := range c.levels() {
			most[k] = max(most[k], v)
		}
	}
	best := make([][]candidate, n)
	for i := range n {
		for j := i + 1; j < n; j++ {
			c := f.pairCost(i, j)
			if !g.allowed(c) {
				continue
			}
			note(c)
			if j-i <= sparseWindow {
				g.add(candidate{i, j, c})
				continue
			}
			best[i] = keepBest(best[i], candidate{i, j, c})
			best[j] = keepBest(best[j], candidate{i, j, c})
		}
		if n%2 == 1 {
			if c := f.pairCost(i, -1); g.allowed(c) {
				note(c)
				g.add(candidate{i, -1, c})
			}
		}
	}
	g.w = newWeights(most, int64((n+n%2)/2))
	for _, b := range best {
		for _, c := range b {
			g.add(c)
		}
	}
	return g
}

// keepBest keeps the sparseDegree cheapest candidates of b, in order.
func keepBest(b []candidate, c candidate) []candidate {
	if len(b) == sparseDegree && !c.c.Less(b[len(b)-1].c) {
		return b
	}
	if len(b) < sparseDegree {
		b = append(b, c)
	} else {
		b[len(b)-1] = c
	}
	for k := len(b) - 1; k > 0 && b[k].c.Less(b[k-1].c); k-- {
		b[k], b[k-1] = b[k-1], b[k]
	}
	return b
}

// addAll puts every allowed pair in the graph.
func (g *pairGraph) addAll() {
	n := len(g.f.p)
	for i := range n {
		for j := i + 1; j < n; j++ {
			if c := g.f.pairCost(i, j); g.allowed(c) {
				g.add(candidate{i, j, c})
			}
		}
	}
}

// price brings into the graph, for each player, their pricedPerPlayer
// most negative pairs left out (adding every one at once can bring most
// of the graph back); false when there is none: the matching is optimal.
func (g *pairGraph) price(m *matcher) bool {
	n := len(g.f.p)
	added := false
	for i := range n {
		var worst []candidate
		var by []int64
		for j := range n {
			a, b := min(i, j), max(i, j)
			if j == i || g.has(a, b) {
				continue
			}
			c := g.f.pairCost(a, b)
			if !g.allowed(c) {
				continue
			}
			r := m.reduced(a, b, g.w.of(c))
			if r >= 0 || (len(worst) == pricedPerPlayer && r >= by[len(by)-1]) {
				continue
			}
			if len(worst) < pricedPerPlayer {
				worst, by = append(worst, candidate{}), append(by, 0)
			}
			k := len(worst) - 1
			for ; k > 0 && by[k-1] > r; k-- {
				worst[k], by[k] = worst[k-1], by[k-1]
			}
			worst[k], by[k] = candidate{a, b, c}, r
		}
		for _, c := range worst {
			if !g.has(c.i, c.j) {
				g.add(c)
				added = true
			}
		}
	}
	return added
}

func (f *swissField) result(mate []int, cost Cost) SwissPairing {
	n := len(f.p)
	out := SwissPairing{Cost: cost}
	for i := range n {
		j := mate[i]
		switch {
		case j == n:
			out.Bye = f.p[i].ID
		case i < j:
			a, b := f.seats(i, j)
			out.Pairs = append(out.Pairs, Pair{f.p[a].ID, f.p[b].ID})
		}
	}
	return out
}
