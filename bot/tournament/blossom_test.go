package tournament

import (
	"math/rand/v2"
	"testing"
)

// bruteMatching tries every perfect matching of a small graph.
func bruteMatching(n int, edges []Edge) (best int64, ok bool) {
	cost := map[[2]int]int64{}
	for _, e := range edges {
		u, v := min(e.U, e.V), max(e.U, e.V)
		if c, seen := cost[[2]int{u, v}]; !seen || e.Cost < c {
			cost[[2]int{u, v}] = e.Cost
		}
	}
	used := make([]bool, n)
	var walk func(sum int64)
	walk = func(sum int64) {
		u := -1
		for i := range n {
			if !used[i] {
				u = i
				break
			}
		}
		if u == -1 {
			if !ok || sum < best {
				best, ok = sum, true
			}
			return
		}
		used[u] = true
		for v := u + 1; v < n; v++ {
			c, has := cost[[2]int{u, v}]
			if used[v] || !has {
				continue
			}
			used[v] = true
			walk(sum + c)
			used[v] = false
		}
		used[u] = false
	}
	walk(0)
	return best, ok
}

func TestTheMatchingCostsWhatTryingEveryMatchingCosts(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 6000 {
		n := 2 * (1 + rng.IntN(6))
		density := 0.2 + 0.8*rng.Float64()
		span := int64(1 + rng.IntN(30))
		var edges []Edge
		for u := range n {
			for v := u + 1; v < n; v++ {
				if rng.Float64() < density {
					edges = append(edges, Edge{U: u, V: v, Cost: rng.Int64N(span) - span/3})
				}
			}
		}
		want, wantOK := bruteMatching(n, edges)
		mate, ok := MinCostPerfectMatching(n, edges)
		if ok != wantOK {
			t.Fatalf("round %d: n=%d edges %v: perfect %v, brute force %v", round, n, edges, ok, wantOK)
		}
		if !ok {
			continue
		}
		var got int64
		for v, e := range mate {
			if e < 0 || (edges[e].U != v && edges[e].V != v) {
				t.Fatalf("round %d: vertex %d matched by edge %d", round, v, e)
			}
			w := edges[e].U + edges[e].V - v
			if mate[w] != e {
				t.Fatalf("round %d: edge %d matches %d but not %d", round, e, v, w)
			}
			if v < w {
				got += edges[e].Cost
			}
		}
		if got != want {
			t.Fatalf("round %d: n=%d edges %v: cost %d, best %d", round, n, edges, got, want)
		}
	}
}
