package tournament

// A minimum-cost perfect matching on a general graph by Edmonds' primal-dual
// blossom method, as Galil describes it ("Efficient Algorithms for Finding
// Maximum Matching in Graphs", ACM Computing Surveys 18(1), 1986, section 4):
// each stage grows alternating trees from every unmatched vertex over edges of
// zero reduced cost, shrinks odd cycles into blossoms, and when it can grow no
// further moves the duals by the largest step that keeps them feasible:
//
//	δ2  an edge from an outer (S) vertex to an unlabelled one becomes tight,
//	δ3  an edge between two outer blossoms becomes tight (half its slack, as
//	    both ends move),
//	δ4  an inner (T) blossom's dual reaches zero and it is expanded.
//
// A perfect matching has no δ1 (vertex duals are unbounded). Costs are doubled
// inside so that every dual stays an integer: all free vertices start with duals
// of one parity, a vertex is labelled only across a tight edge of even cost, so
// every labelled vertex shares that parity and every δ3 slack is even.

// Edge joins U and V at a cost.
type Edge struct {
	U, V int
	Cost int64
}

const (
	unlabelled int8 = iota
	outer
	inner
)

type matcher struct {
	n     int
	edges []Edge // Cost doubled
	adj   [][]int
	mate  []int // vertex -> matched edge, or -1

	// Nodes 0..n-1 are vertices, n..2n-1 blossoms.
	parent []int
	kids   [][]int
	// kidEdge[b][i] joins kids[b][i] and kids[b][i+1 mod k]; kidEnd[b][i] is
	// its end inside kids[b][i].
	kidEdge [][]int
	kidEnd  [][]int
	base    []int
	top     []int // vertex -> outermost node holding it
	dual    []int64
	freeIDs []int

	label     []int8
	labelEdge []int // edge that labelled a top node, -1 for a tree root
	labelEnd  []int // that edge's end inside the node
	bestTo    []int // vertex (not outer) -> least-slack edge to an outer vertex
	bestOuter []int // outer top node -> least-slack edge to another outer node
	queue     []int
	mark      []int
	stamp     int
}

// MinCostPerfectMatching returns, for each vertex of a graph on n vertices,
// the index in edges of its matched edge in a perfect matching of least total
// cost, or ok false when the graph has no perfect matching.
func MinCostPerfectMatching(n int, edges []Edge) (mate []int, ok bool) {
	if n%2 == 1 {
		return nil, false
	}
	m := newMatcher(n, edges)
	if !m.solve() {
		return nil, false
	}
	return m.mate, true
}

// reduced is what an edge of the given cost between u and v would cost
// beyond the final duals (in the doubled units): a matching is optimal on a
// larger graph when no edge of it has a negative reduced cost, since the
// duals stay feasible there. The blossoms holding both ends count.
func (m *matcher) reduced(u, v int, cost int64) int64 {
	r := 2*cost - m.dual[u] - m.dual[v]
	m.stamp++
	for b := m.parent[u]; b != -1; b = m.parent[b] {
		m.mark[b] = m.stamp
	}
	for b := m.parent[v]; b != -1; b = m.parent[b] {
		if m.mark[b] == m.stamp {
			r += m.dual[b]
		}
	}
	return r
}

func newMatcher(n int, edges []Edge) *matcher {
	m := &matcher{n: n}
	m.edges = make([]Edge, len(edges))
	m.adj = make([][]int, n)
	deg := make([]int, n)
	for _, e := range edges {
		deg[e.U]++
		deg[e.V]++
	}
	for v := range m.adj {
		m.adj[v] = make([]int, 0, deg[v])
	}
	for i, e := range edges {
		m.edges[i] = Edge{e.U, e.V, 2 * e.Cost}
		if e.U != e.V {
			m.adj[e.U] = append(m.adj[e.U], i)
			m.adj[e.V] = append(m.adj[e.V], i)
		}
	}
	nodes := 2 * n
	m.mate = make([]int, n)
	m.parent = make([]int, nodes)
	m.kids = make([][]int, nodes)
	m.kidEdge = make([][]int, nodes)
	m.kidEnd = make([][]int, nodes)
	m.base = make([]int, nodes)
	m.top = make([]int, n)
	m.dual = make([]int64, nodes)
	m.label = make([]int8, nodes)
	m.labelEdge = make([]int, nodes)
	m.labelEnd = make([]int, nodes)
	m.bestTo = make([]int, n)
	m.bestOuter = make([]int, nodes)
	m.mark = make([]int, nodes)
	for b := range nodes {
		m.parent[b] = -1
		m.base[b] = b
	}
	for v := range n {
		m.mate[v] = -1
		m.top[v] = v
	}
	for b := 2*n - 1; b >= n; b-- {
		m.freeIDs = append(m.freeIDs, b)
	}
	return m
}

func (m *matcher) other(e, v int) int {
	if m.edges[e].U == v {
		return m.edges[e].V
	}
	return m.edges[e].U
}

// slack is an edge's reduced cost; it is meaningful only between two top
// nodes, where no blossom holds both ends.
func (m *matcher) slack(e int) int64 {
	ed := m.edges[e]
	return ed.Cost - m.dual[ed.U] - m.dual[ed.V]
}

// start sets every vertex's dual to half its cheapest edge, rounded down to
// an even number (so all free vertices share a parity), and matches greedily
// along the edges this makes tight.
func (m *matcher) start() {
	for v := range m.n {
		if len(m.adj[v]) == 0 {
			continue
		}
		least := m.edges[m.adj[v][0]].Cost
		for _, e := range m.adj[v] {
			least = min(least, m.edges[e].Cost)
		}
		d := least / 2
		if d%2 != 0 {
			d--
		}
		m.dual[v] = d
	}
	for v := range m.n {
		if m.mate[v] != -1 {
			continue
		}
		for _, e := range m.adj[v] {
			w := m.other(e, v)
			if m.mate[w] == -1 && m.slack(e) == 0 {
				m.mate[v], m.mate[w] = e, e
				break
			}
		}
	}
}

func (m *matcher) solve() bool {
	m.start()
	for {
		matched := 0
		for v := range m.n {
			if m.mate[v] != -1 {
				matched++
			}
		}
		if matched == m.n {
			return true
		}
		if !m.stage() {
			return false
		}
	}
}

// topNodes calls f for every outermost node that is a blossom.
func (m *matcher) topBlossoms(f func(b int)) {
	for b := m.n; b < 2*m.n; b++ {
		if m.kids[b] != nil && m.parent[b] == -1 {
			f(b)
		}
	}
}

// stage grows the forest until it augments the matching once; false when the
// duals can move without bound, so no perfect matching exists.
func (m *matcher) stage() bool {
	for v := range m.n {
		m.label[v] = unlabelled
		m.bestTo[v] = -1
	}
	m.topBlossoms(func(b int) { m.label[b] = unlabelled })
	m.queue = m.queue[:0]
	for v := range m.n {
		if m.mate[v] == -1 && m.label[m.top[v]] == unlabelled {
			m.assign(m.top[v], outer, -1, -1)
		}
	}
	augmented := false
	for !augmented {
		for len(m.queue) > 0 && !augmented {
			v := m.queue[len(m.queue)-1]
			m.queue = m.queue[:len(m.queue)-1]
			for _, e := range m.adj[v] {
				if augmented = m.look(v, e); augmented {
					break
				}
			}
		}
		if augmented {
			break
		}
		kind, d, at := m.step()
		if kind == 0 {
			return false
		}
		for v := range m.n {
			switch m.label[m.top[v]] {
			case outer:
				m.dual[v] += d
			case inner:
				m.dual[v] -= d
			}
		}
		m.topBlossoms(func(b int) {
			switch m.label[b] {
			case outer:
				m.dual[b] += 2 * d
			case inner:
				m.dual[b] -= 2 * d
			}
		})
		switch kind {
		case 2:
			e := at
			v := m.edges[e].U
			if m.label[m.top[v]] != outer {
				v = m.edges[e].V
			}
			augmented = m.look(v, e)
		case 3:
			augmented = m.look(m.edges[at].U, at)
		case 4:
			m.expandInner(at)
		}
	}
	for v := range m.n {
		m.label[v] = unlabelled
	}
	var zero []int
	m.topBlossoms(func(b int) {
		m.label[b] = unlabelled
		if m.dual[b] == 0 {
			zero = append(zero, b)
		}
	})
	for _, b := range zero {
		m.expandAtEnd(b)
	}
	return true
}

// step finds the largest feasible dual move and the event it ends at:
// kind 2 or 3 with the edge that becomes tight, 4 with the inner blossom to
// expand, or 0 when nothing bounds it.
func (m *matcher) step() (kind int, d int64, at int) {
	for w := range m.n {
		e := m.bestTo[w]
		if e == -1 || m.label[m.top[w]] != unlabelled {
			continue
		}
		if s := m.slack(e); kind == 0 || s < d {
			kind, d, at = 2, s, e
		}
	}
	consider := func(b int) {
		if m.label[b] != outer {
			return
		}
		e := m.bestOuter[b]
		if e == -1 || m.top[m.edges[e].U] == m.top[m.edges[e].V] {
			return
		}
		s := m.slack(e)
		if s%2 != 0 {
			panic("tournament: odd slack between outer blossoms")
		}
		if kind == 0 || s/2 < d {
			kind, d, at = 3, s/2, e
		}
	}
	for v := range m.n {
		if m.top[v] == v {
			consider(v)
		}
	}
	m.topBlossoms(func(b int) {
		consider(b)
		if m.label[b] == inner && (kind == 0 || m.dual[b]/2 < d) {
			kind, d, at = 4, m.dual[b]/2, b
		}
	})
	return kind, d, at
}

// look examines edge e from outer vertex v; true when it augmented.
func (m *matcher) look(v, e int) bool {
	w := m.other(e, v)
	bv, bw := m.top[v], m.top[w]
	if bv == bw {
		return false
	}
	s := m.slack(e)
	switch m.label[bw] {
	case unlabelled:
		if s == 0 {
			m.assign(bw, inner, e, w)
			return false
		}
	case outer:
		if s == 0 {
			if b := m.commonBase(v, w); b != -1 {
				m.shrink(b, e, v, w)
				return false
			}
			m.augment(e)
			return true
		}
		if o := m.bestOuter[bv]; o == -1 || s < m.slack(o) {
			m.bestOuter[bv] = e
		}
		return false
	}
	if o := m.bestTo[w]; o == -1 || s < m.slack(o) {
		m.bestTo[w] = e
	}
	return false
}

// assign labels top node b, reached by edge e at its vertex end. An inner
// node's base is matched, and its mate's node becomes outer.
func (m *matcher) assign(b int, l int8, e, end int) {
	m.label[b] = l
	m.labelEdge[b] = e
	m.labelEnd[b] = end
	if l == outer {
		m.bestOuter[b] = -1
		m.vertices(b, func(v int) { m.queue = append(m.queue, v) })
		return
	}
	me := m.mate[m.base[b]]
	x := m.other(me, m.base[b])
	m.assign(m.top[x], outer, me, x)
}

func (m *matcher) vertices(b int, f func(v int)) {
	if b < m.n {
		f(b)
		return
	}
	for _, c := range m.kids[b] {
		m.vertices(c, f)
	}
}

// up is the outer node above outer node b in its tree, or -1 at the root.
func (m *matcher) up(b int) int {
	if m.labelEdge[b] == -1 {
		return -1
	}
	t := m.top[m.other(m.labelEdge[b], m.labelEnd[b])]
	return m.top[m.other(m.labelEdge[t], m.labelEnd[t])]
}

// commonBase walks up from the outer nodes of v and w at once; the first
// node both reach is the base of a new blossom, -1 when they are in
// different trees (an augmenting path).
func (m *matcher) commonBase(v, w int) int {
	m.stamp++
	a, b := m.top[v], m.top[w]
	for a != -1 || b != -1 {
		if a != -1 {
			if m.mark[a] == m.stamp {
				return a
			}
			m.mark[a] = m.stamp
			a = m.up(a)
		}
		a, b = b, a
	}
	return -1
}

// shrink makes the odd cycle closed by edge e (v-w) through node anc into
// a new outer blossom.
func (m *matcher) shrink(anc, e, v, w int) {
	b := m.freeIDs[len(m.freeIDs)-1]
	m.freeIDs = m.freeIDs[:len(m.freeIDs)-1]
	// The path from v's node up to anc, then from w's node up to anc.
	var down, upw []int
	for x := m.top[v]; x != anc; {
		down = append(down, x)
		t := m.top[m.other(m.labelEdge[x], m.labelEnd[x])]
		down = append(down, t)
		x = m.top[m.other(m.labelEdge[t], m.labelEnd[t])]
	}
	for x := m.top[w]; x != anc; {
		upw = append(upw, x)
		t := m.top[m.other(m.labelEdge[x], m.labelEnd[x])]
		upw = append(upw, t)
		x = m.top[m.other(m.labelEdge[t], m.labelEnd[t])]
	}
	kids := []int{anc}
	var edges, ends []int
	// anc, then down reversed: each child joins the one before it by its own
	// labelling edge, whose end inside the earlier child is the far end.
	for i := len(down) - 1; i >= 0; i-- {
		c := down[i]
		edges = append(edges, m.labelEdge[c])
		ends = append(ends, m.other(m.labelEdge[c], m.labelEnd[c]))
		kids = append(kids, c)
	}
	edges = append(edges, e)
	ends = append(ends, v)
	for _, c := range upw {
		kids = append(kids, c)
		edges = append(edges, m.labelEdge[c])
		ends = append(ends, m.labelEnd[c])
	}
	m.kids[b], m.kidEdge[b], m.kidEnd[b] = kids, edges, ends
	m.base[b] = m.base[anc]
	m.dual[b] = 0
	m.parent[b] = -1
	m.label[b] = outer
	m.labelEdge[b] = m.labelEdge[anc]
	m.labelEnd[b] = m.labelEnd[anc]
	for _, c := range kids {
		m.parent[c] = b
		if m.label[c] == inner {
			// Its vertices are outer now and must be scanned.
			m.vertices(c, func(x int) { m.queue = append(m.queue, x) })
		}
	}
	m.vertices(b, func(x int) { m.top[x] = b })
	m.bestOuter[b] = -1
	m.vertices(b, func(x int) {
		for _, f := range m.adj[x] {
			y := m.other(f, x)
			if m.top[y] == b || m.label[m.top[y]] != outer {
				continue
			}
			if o := m.bestOuter[b]; o == -1 || m.slack(f) < m.slack(o) {
				m.bestOuter[b] = f
			}
		}
	})
}

// augment flips the two tree paths joined by edge e between outer nodes
// of different trees.
func (m *matcher) augment(e int) {
	for _, s := range []int{m.edges[e].U, m.edges[e].V} {
		f := e
		for {
			bs := m.top[s]
			m.rotate(bs, s)
			m.mate[s] = f
			if m.labelEdge[bs] == -1 {
				break
			}
			t := m.other(m.labelEdge[bs], m.labelEnd[bs])
			bt := m.top[t]
			t2 := m.labelEnd[bt]
			f = m.labelEdge[bt]
			s = m.other(f, t2)
			m.rotate(bt, t2)
			m.mate[t2] = f
		}
	}
}

// rotate makes vertex v the base of node b, flipping the matched and
// unmatched edges on the even path from v's child to the base child.
func (m *matcher) rotate(b, v int) {
	if b < m.n {
		return
	}
	c := v
	for m.parent[c] != b {
		c = m.parent[c]
	}
	m.rotate(c, v)
	kids := m.kids[b]
	k := len(kids)
	i := 0
	for kids[i] != c {
		i++
	}
	// The path from i to 0 of even length runs backwards from an even i
	// and forwards from an odd one; its even-numbered edges become matched.
	var path []int
	if i%2 == 0 {
		for j := i - 2; j >= 0; j -= 2 {
			path = append(path, j)
		}
	} else {
		for j := i + 1; j < k; j += 2 {
			path = append(path, j)
		}
	}
	for _, j := range path {
		f := m.kidEdge[b][j]
		x := m.kidEnd[b][j]
		y := m.other(f, x)
		m.rotate(kids[j], x)
		m.rotate(kids[(j+1)%k], y)
		m.mate[x], m.mate[y] = f, f
	}
	m.kids[b] = append(kids[i:], kids[:i]...)
	m.kidEdge[b] = append(m.kidEdge[b][i:], m.kidEdge[b][:i]...)
	m.kidEnd[b] = append(m.kidEnd[b][i:], m.kidEnd[b][:i]...)
	m.base[b] = v
}

// release makes b's children top nodes and frees b.
func (m *matcher) release(b int) []int {
	kids := m.kids[b]
	for _, c := range kids {
		m.parent[c] = -1
		m.vertices(c, func(x int) { m.top[x] = c })
	}
	m.kids[b], m.kidEdge[b], m.kidEnd[b] = nil, nil, nil
	m.freeIDs = append(m.freeIDs, b)
	return kids
}

// expandAtEnd expands a blossom whose dual is zero between stages, and any
// child blossom whose dual is zero too.
func (m *matcher) expandAtEnd(b int) {
	for _, c := range m.release(b) {
		m.label[c] = unlabelled
		if c >= m.n && m.dual[c] == 0 {
			m.expandAtEnd(c)
		}
	}
}

// expandInner expands an inner blossom whose dual reached zero: the children
// on the even path from where the tree enters to the base keep the tree
// alternating, the others are unlabelled (their edges to outer vertices are
// already in bestTo, so δ2 labels them if they are tight).
func (m *matcher) expandInner(b int) {
	entry := m.labelEnd[b]
	kids := m.kids[b]
	edges, ends := m.kidEdge[b], m.kidEnd[b]
	k := len(kids)
	entryEdge := m.labelEdge[b]
	m.release(b)
	j := 0
	for c := entry; ; c = m.parent[c] {
		if m.parent[c] == -1 {
			for kids[j] != c {
				j++
			}
			break
		}
	}
	for _, c := range kids {
		m.label[c] = unlabelled
	}
	m.label[kids[j]], m.labelEdge[kids[j]], m.labelEnd[kids[j]] = inner, entryEdge, entry
	stepTo := func(i int) (next, e, endNext int) {
		if j%2 == 0 { // backwards
			next = (i - 1 + k) % k
			return next, edges[next], ends[next]
		}
		next = (i + 1) % k
		return next, edges[i], m.other(edges[i], ends[i])
	}
	for i := j; i != 0; {
		s, e, end := stepTo(i)
		m.assignOuterOnly(kids[s], e, end)
		t, e2, end2 := stepTo(s)
		m.label[kids[t]], m.labelEdge[kids[t]], m.labelEnd[kids[t]] = inner, e2, end2
		i = t
	}
}

func (m *matcher) assignOuterOnly(b, e, end int) {
	m.label[b] = outer
	m.labelEdge[b] = e
	m.labelEnd[b] = end
	m.bestOuter[b] = -1
	m.vertices(b, func(v int) { m.queue = append(m.queue, v) })
}
