package tournament

// A stage of the blossom method: growing the alternating forest from the
// free vertices, and the dual step that makes the next edge tight.

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
