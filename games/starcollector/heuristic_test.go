package starcollector

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/require"
)

// player answers seat's prompt in s.
type player func(s *state, seat int, rng *rand.Rand) games.Answer

func easy(s *state, seat int, rng *rand.Rand) games.Answer {
	a, _ := s.Suggest(seat, rng)
	return a
}

func random(s *state, seat int, rng *rand.Rand) games.Answer {
	legal := s.Legal(seat, nil)
	return legal[rng.IntN(len(legal))].Answer
}

// duel plays n seeded games of a against b, a in the first seat in the
// even games and in the second in the odd ones, and returns a's wins
// and losses (draws are left out).
func duel(t *testing.T, n int, end string, a, b player) (wins, losses int) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range n {
		s, err := newState(games.Config{Seats: 2, Seed: uint64(i/2) + 1, Options: map[string]string{"end": end}})
		require.NoError(t, err)
		aSeat := i % 2
		for s.Over == nil {
			for _, seat := range s.Waiting(nil) {
				p := b
				if seat == aSeat {
					p = a
				}
				_, err := s.Apply(p(s, seat, rng))
				require.NoError(t, err)
			}
		}
		switch s.Over.Rank[aSeat] {
		case 1:
			if s.Over.Rank[1-aSeat] == 2 {
				wins++
			}
		case 2:
			losses++
		}
	}
	return wins, losses
}

// TestTheEasyPlayerBeatsTheRandomPlayer is the Easy level's report: over
// 400 seeded games, each deal played twice with seats swapped, it wins
// 95.5% of decided games against a random player (end=default) and
// 97.5% (end=deck-empty); the test allows 5 points less.
func TestTheEasyPlayerBeatsTheRandomPlayer(t *testing.T) {
	t.Parallel()
	for _, end := range []string{endDefault, endDeckEmpty} {
		wins, losses := duel(t, 400, end, easy, random)
		rate := 100 * float64(wins) / float64(wins+losses)
		t.Logf("end=%s: Easy wins %d, random %d: %.1f%% of decided games", end, wins, losses, rate)
		if rate < 90 {
			t.Errorf("end=%s: the Easy player wins %.1f%% of decided games against random, want at least 90%%", end, rate)
		}
	}
}

func TestTheEasyPlayerAnswersOnlyItsOwnOpenPrompt(t *testing.T) {
	t.Parallel()
	s := secretChoice(t)
	rng := rand.New(rand.NewPCG(1, 1))
	_, ok := s.Suggest(1, rng)
	require.False(t, ok, "seat 1 has chosen: it has nothing to answer")
	a, ok := s.Suggest(0, rng)
	require.True(t, ok)
	_, err := s.clone().Apply(a)
	require.NoError(t, err, "the Easy player's answer is refused")
}

func TestTheEasyPlayerDrawsWithItsLastCardWhileTheDeckLasts(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula", "pulsar"}}, deck: spare})
	a, _ := s.Suggest(0, rand.New(rand.NewPCG(1, 1)))
	require.Equal(t, []string{"d-comet"}, a.Choices, "fighting with the last card loses the game")
}

func TestTheEasyPlayerFightsWithAStrongCardOnAFullHand(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "nebula", "nebula", "galaxy", "galaxy", "cluster", "cluster"}, {"pulsar", "quasar"}}, deck: spare})
	a, _ := s.Suggest(0, rand.New(rand.NewPCG(1, 1)))
	require.Equal(t, []string{"f-comet"}, a.Choices, "a full hand draws nothing, and Fight 6 wins most fights")
}
