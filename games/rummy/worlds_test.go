package rummy

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// Every world the CPU samples for a seat (Determinize) agrees with what
// the table knows: the cards taken from the pile are in the taker's hand,
// and a taker who went deep can still meld or lay off the card owed, as
// the pickup was allowed only so; so the seat to act has a legal move.
// Played over many seeded games, from every moment a deep pickup is owed.
func TestEverySampledWorldAgreesWithWhatTheTableKnows(t *testing.T) {
	t.Parallel()
	played := 60
	if testing.Short() {
		played = 25
	}
	owedMoments, worlds := 0, 0
	for seed := uint64(1); seed <= uint64(played); seed++ {
		cfg := testConfig(nil)
		cfg.Seed = seed
		st, err := Game{}.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		rng := rand.New(rand.NewPCG(seed, 3))
		for step := 0; s.Result() == nil && step < 3000; step++ {
			if s.Owed != nil && s.Phase.inRound() {
				owedMoments++
				seat := 1 - s.Turn
				for range 40 {
					w := s.Determinize(seat, rng).(*state)
					worlds++
					checkWorld(t, s, w, seed, step)
				}
			}
			if _, _, err := playRandom(s, rng); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
		}
	}
	if owedMoments == 0 {
		t.Fatal("no game took deep from the pile: the test proved nothing")
	}
	t.Logf("%d worlds sampled at %d moments a deep pickup was owed", worlds, owedMoments)
}

// checkWorld fails the test when world w, sampled from s, disagrees with
// a public fact of s.
func checkWorld(t *testing.T, s, w *state, seed uint64, step int) {
	t.Helper()
	taker := s.Turn
	for _, c := range s.Picked[taker] {
		if !contains(w.Hands[taker], c) {
			t.Fatalf("seed %d step %d: a world without %s in the hand of the seat that took it", seed, step, c)
		}
	}
	if len(w.Legal(taker, nil)) == 0 {
		t.Fatalf("seed %d step %d: a world where the taker of %s has no legal move: hand %s, melds %d",
			seed, step, w.Owed, codes(w.Hands[taker]), len(w.Melds))
	}
	var v sight
	if !w.look(&v).owedStillPlayable(nil, shapesOf(w.Melds)) {
		t.Fatalf("seed %d step %d: a world where %s cannot be played", seed, step, w.Owed)
	}
}

func playRandom(s *state, rng *rand.Rand) (games.Answer, []games.Event, error) {
	return games.PlayRandom(s, -1, true, rng)
}
