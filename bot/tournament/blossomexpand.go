package tournament

// Augmenting along a path through blossoms, and expanding blossoms again:
// an inner one whose dual reached zero during a stage, any with a zero
// dual between stages.

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
