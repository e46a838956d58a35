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
