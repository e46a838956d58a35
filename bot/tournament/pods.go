package tournament

import "slices"

// PodPlayer is one player as a Pods round sees them: how often they sat
// first and whom they have met.
type PodPlayer struct {
	ID     string
	Firsts int
	Met    map[string]bool
}

// PairPods seats a round of Pods. Players come in standings order and are
// cut into tables of at most size, as even as can be (the larger first),
// so each plays those near them in the standings. Then, while swapping two
// players of neighbouring tables leaves fewer pairs who met before sitting
// together, they swap. Inside a table, who has sat first least sits first.
func PairPods(players []PodPlayer, size int) [][]string {
	n := len(players)
	if n == 0 || size < 2 {
		return nil
	}
	count := (n + size - 1) / size
	var pods [][]PodPlayer
	at := 0
	for k := range count {
		s := n / count
		if k < n%count {
			s++
		}
		pods = append(pods, slices.Clone(players[at:at+s]))
		at += s
	}
	repeats := func(pod []PodPlayer) int {
		r := 0
		for i := range pod {
			for j := i + 1; j < len(pod); j++ {
				if pod[i].Met[pod[j].ID] || pod[j].Met[pod[i].ID] {
					r++
				}
			}
		}
		return r
	}
	for pass := 0; pass < n; pass++ {
		improved := false
		for k := 0; k+1 < len(pods); k++ {
			a, b := pods[k], pods[k+1]
			for i := range a {
				for j := range b {
					before := repeats(a) + repeats(b)
					a[i], b[j] = b[j], a[i]
					if repeats(a)+repeats(b) < before {
						improved = true
						continue
					}
					a[i], b[j] = b[j], a[i]
				}
			}
		}
		if !improved {
			break
		}
	}
	out := make([][]string, len(pods))
	for k, pod := range pods {
		slices.SortStableFunc(pod, func(a, b PodPlayer) int { return a.Firsts - b.Firsts })
		for _, p := range pod {
			out[k] = append(out[k], p.ID)
		}
	}
	return out
}
