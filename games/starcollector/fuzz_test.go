package starcollector

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// snapshots are real saves from seeded random games under both end
// rules: the start, every few answers, a secret choice pending, the end.
func snapshots(tb testing.TB) [][]byte {
	var out [][]byte
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 6 {
		end := []string{endDefault, endDeckEmpty}[i%2]
		s, err := newState(games.Config{Seats: 2, Seed: uint64(i) + 1, Options: map[string]string{"end": end}})
		if err != nil {
			tb.Fatal(err)
		}
		for step := 0; ; step++ {
			if step%5 == 0 || s.Over != nil {
				data, err := s.Encode()
				if err != nil {
					tb.Fatal(err)
				}
				out = append(out, data)
			}
			if s.Over != nil {
				break
			}
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// FuzzDecode: a damaged save is refused, or decodes to a state that
// every caller can use without a panic.
func FuzzDecode(f *testing.F) {
	for _, data := range snapshots(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		gametest.Exercise(t, st, seats, rand.New(rand.NewPCG(1, 2)))
	})
}
