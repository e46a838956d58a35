package birdrummy

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// snapshots are real records to start the fuzzer from: several moments
// (the deal, turns in, a pending choice, the end) of several seeded
// games between random players.
func snapshots(tb testing.TB) [][]byte {
	tb.Helper()
	var out [][]byte
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := Game{}.New(games.Config{Seats: seats, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		s := g.(*state)
		rng := rand.New(rand.NewPCG(seed, 8))
		pending := false
		for step := 0; ; step++ {
			if step%25 == 0 || (len(s.Queue) > 0 && !pending) || s.Result() != nil {
				pending = pending || len(s.Queue) > 0
				b, err := s.Encode()
				if err != nil {
					tb.Fatal(err)
				}
				out = append(out, b)
			}
			if s.Result() != nil {
				break
			}
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// FuzzDecode: Decode either refuses a record or returns a state that
// every call a player, the bot or a search makes can use without a
// panic.
func FuzzDecode(f *testing.F) {
	for _, b := range snapshots(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		gametest.Exercise(t, g, seats, rand.New(rand.NewPCG(1, 2)))
	})
}
