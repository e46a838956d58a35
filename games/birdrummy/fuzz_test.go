package birdrummy

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
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
		exercise(t, g.(*state))
	})
}

// exercise makes every call on s, and one random legal move through
// each path.
func exercise(t *testing.T, s *state) {
	rng := rand.New(rand.NewPCG(1, 2))
	s.Prompts()
	s.Public()
	s.Result()
	if _, err := s.Encode(); err != nil {
		t.Fatalf("Encode: %v", err)
	}
	for seat := range seats {
		s.Private(seat)
		s.Known(seat)
		s.Suggest(seat, rng)
		s.Determinize(seat, rng).Prompts()
	}
	waiting := s.Waiting(nil)
	if s.Result() == nil && len(waiting) == 0 {
		t.Fatal("a running game waits on nobody")
	}
	for _, seat := range waiting {
		moves := s.Legal(seat, nil)
		if len(moves) == 0 {
			t.Fatalf("seat %d is waited on with no legal move", seat)
		}
		m := moves[rng.IntN(len(moves))].Answer
		if _, err := s.Clone().Apply(m.Clone()); err != nil {
			t.Fatalf("Apply refuses the legal %v: %v", m, err)
		}
		if err := s.Clone().(*state).Play(m.Clone()); err != nil {
			t.Fatalf("Play refuses the legal %v: %v", m, err)
		}
	}
}
