package tournament

// Blossoms: finding the odd cycle an edge between two outer nodes closes,
// and shrinking it into one outer node.

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
