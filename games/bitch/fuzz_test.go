package bitch

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// snapshots are real saves from seeded random games: the deal, the
// setup, play at several moments (a value chosen, a Call bluff window, a
// wrong caller's shown hand, known cards in hands) and the end.
func snapshots(tb testing.TB) [][]byte {
	tb.Helper()
	var out [][]byte
	save := func(s *state) {
		data, err := s.Encode()
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, data)
	}
	for i, seats := range []int{2, 3, 4, 8} {
		s, err := newState(games.Config{Seats: seats, Seed: uint64(40 + i)})
		if err != nil {
			tb.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		save(s)
		var pending, bluff, shown bool
		for step := 0; s.Result() == nil; step++ {
			switch {
			case step%150 == 1,
				s.Pending != nil && !pending,
				s.Bluff != nil && !bluff,
				s.Shown != nil && !shown:
				pending, bluff, shown = pending || s.Pending != nil, bluff || s.Bluff != nil, shown || s.Shown != nil
				save(s)
			}
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				tb.Fatal(err)
			}
		}
		save(s)
	}
	return out
}

// FuzzDecode feeds Decode damaged saves: it refuses them, or the state it
// returns can be shown, played, saved and determinized without a panic.
func FuzzDecode(f *testing.F) {
	for _, data := range snapshots(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		gametest.Exercise(t, st, st.(*state).Seats, rand.New(rand.NewPCG(uint64(len(data)), 1)))
	})
}
