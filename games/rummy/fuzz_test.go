package rummy

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// snapshots are encoded moments of seeded matches between the Easy and
// the random player, wrap on and off, to a low and the default target:
// draws, plays with cards owed, rebuilt stocks, tallies, ends.
func snapshots(tb testing.TB) [][]byte {
	tb.Helper()
	var out [][]byte
	for i := uint64(0); i < 6; i++ {
		opts := map[string]string{optWrap: []string{"on", "off"}[i%2], optTarget: []string{"100", "500"}[i/2%2]}
		st, err := Game{}.New(games.Config{Seats: 2, Seed: i + 1, Options: opts})
		if err != nil {
			tb.Fatal(err)
		}
		s := st.(*state)
		rng := rand.New(rand.NewPCG(i, 5))
		for step := 0; s.Result() == nil; step++ {
			if step%9 == 0 || s.Owed != nil || s.Phase == phaseTally {
				b, err := s.Encode()
				if err != nil {
					tb.Fatal(err)
				}
				out = append(out, b)
			}
			seats := s.Waiting(nil)
			seat := seats[rng.IntN(len(seats))]
			if seat == int(i%2) {
				a, _ := s.Suggest(seat, rng)
				if _, err := s.Apply(a); err != nil {
					tb.Fatal(err)
				}
			} else if _, _, err := games.PlayRandom(s, seat, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
		b, err := s.Encode()
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// FuzzDecode feeds Decode damaged records: it refuses them, or returns a
// state every part of the game can use without a panic.
func FuzzDecode(f *testing.F) {
	for _, b := range snapshots(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		gametest.Exercise(t, st, 2, rand.New(rand.NewPCG(1, 2)))
	})
}
