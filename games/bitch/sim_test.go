package bitch

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestSimLengths(t *testing.T) {
	for _, n := range []int{2, 3, 4, 5, 8} {
		maxS, sum := 0, 0
		const N = 300
		for i := 0; i < N; i++ {
			s, err := Game{}.New(games.Config{Seats: n, Seed: uint64(i)})
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			steps := 0
			for s.Result() == nil {
				if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
					t.Fatal(err)
				}
				steps++
				if steps > 200000 {
					t.Fatalf("seats %d seed %d: no end", n, i)
				}
			}
			sum += steps
			maxS = max(maxS, steps)
		}
		fmt.Println(n, "avg", sum/N, "max", maxS)
	}
}
