package tournament

import "slices"

// ArenaPlayer is one player waiting in an Arena: whom they played last
// and how many more first seats than second seats they have had.
type ArenaPlayer struct {
	ID   string
	Last string
	Diff int
}

// PairQueue pairs an Arena's queue, given in standings order, each with
// the next nearest: neighbours in the standings meet, except that two who
// just played each other are not paired again at once while a third
// waits to take one's place. Who sat first more often sits second. An odd
// player out (the lowest) waits for the next game to end. It runs in
// linear time: an Arena pairs whenever a game ends.
func PairQueue(queue []ArenaPlayer) (pairs []Pair, left string) {
	q := slices.Clone(queue)
	for i := 0; i+1 < len(q); i += 2 {
		if q[i].Last == q[i+1].ID || q[i+1].Last == q[i].ID {
			for k := i + 2; k < len(q); k++ {
				if q[k].Last != q[i].ID && q[i].Last != q[k].ID {
					q[i+1], q[k] = q[k], q[i+1]
					break
				}
			}
		}
		a, b := q[i], q[i+1]
		if b.Diff < a.Diff {
			a, b = b, a
		}
		pairs = append(pairs, Pair{a.ID, b.ID})
	}
	if len(q)%2 == 1 {
		left = q[len(q)-1].ID
	}
	return pairs, left
}
