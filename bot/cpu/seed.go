package cpu

import "math/rand/v2"

// ThoughtSeed seeds a CPU's thought from the table's seed, its move count
// and the seat, so the same table at the same move thinks the same way
// (a test replays a CPU move exactly).
func ThoughtSeed(seed uint64, moves, seat int) uint64 {
	return rand.NewPCG(seed, uint64(moves)<<8|uint64(seat)).Uint64()
}
