package starcollector

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
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
		exercise(t, st.(*state))
	})
}

// exercise uses a decoded state the way the bot and a search do.
func exercise(t *testing.T, s *state) {
	rng := rand.New(rand.NewPCG(1, 2))
	s.Prompts()
	s.Public()
	s.Result()
	for seat := -1; seat <= seats; seat++ {
		s.Private(seat)
		s.Legal(seat, nil)
		s.Suggest(seat, rng)
		d := s.Determinize(seat, rng)
		d.Public()
		if _, err := d.Encode(); err != nil {
			t.Fatalf("a determinization does not encode: %v", err)
		}
	}
	if _, err := s.Encode(); err != nil {
		t.Fatalf("a decoded state does not encode: %v", err)
	}
	for _, seat := range s.Waiting(nil) {
		legal := s.Legal(seat, nil)
		if len(legal) == 0 {
			t.Fatalf("seat %d is waited on but has no legal answer", seat)
		}
		a := legal[rng.IntN(len(legal))].Answer
		applied, played := s.clone(), s.clone()
		if _, err := applied.Apply(a); err != nil {
			t.Fatalf("a legal answer is refused: %v", err)
		}
		if err := played.Play(a); err != nil {
			t.Fatalf("a legal answer is refused by Play: %v", err)
		}
		applied.Public()
		if _, err := applied.Encode(); err != nil {
			t.Fatalf("the state after an answer does not encode: %v", err)
		}
	}
}
