package starcollector

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/require"
)

// randomGames plays n seeded random games under both end rules through
// Apply, calling f before every answer with the state and the answer.
func randomGames(t *testing.T, n int, f func(s *state, a games.Answer)) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range n {
		end := []string{endDefault, endDeckEmpty}[i%2]
		s, err := newState(games.Config{Seats: 2, Seed: uint64(i) + 1, Options: map[string]string{"end": end}})
		require.NoError(t, err)
		for s.Over == nil {
			waiting := s.Waiting(nil)
			seat := waiting[rng.IntN(len(waiting))]
			legal := s.Legal(seat, nil)
			a := legal[rng.IntN(len(legal))].Answer.Clone()
			f(s, a)
			_, err := s.Apply(a)
			require.NoError(t, err)
		}
	}
}

func TestPlayLeavesTheStateApplyLeavesByteForByte(t *testing.T) {
	t.Parallel()
	randomGames(t, 200, func(s *state, a games.Answer) {
		played, applied := s.clone(), s.clone()
		require.NoError(t, played.Play(a))
		_, err := applied.Apply(a)
		require.NoError(t, err)
		want, _ := applied.Encode()
		got, _ := played.Encode()
		require.True(t, bytes.Equal(want, got), "Play and Apply of %+v differ:\n%s\n%s", a, want, got)
	})
}

func TestEveryLegalMoveIsAnOptionOfThePromptAndAccepted(t *testing.T) {
	t.Parallel()
	randomGames(t, 200, func(s *state, _ games.Answer) {
		for _, p := range s.Prompts() {
			legal := s.Legal(p.Seat, nil)
			require.Len(t, legal, len(p.Options), "seat %d: Legal and the prompt offer different answers", p.Seat)
			for i, m := range legal {
				require.Equal(t, p.ID, m.PromptID)
				require.Equal(t, []string{p.Options[i].ID}, m.Choices)
				_, err := s.clone().Apply(m.Answer)
				require.NoError(t, err, "a Legal move refused")
			}
		}
		require.Equal(t, games.Waiting(s.Prompts()), s.Waiting(nil))
	})
}

func TestACloneIsIndependentOfItsOriginal(t *testing.T) {
	t.Parallel()
	randomGames(t, 50, func(s *state, a games.Answer) {
		before, _ := s.Encode()
		c := s.Clone().(*state)
		cloned, _ := c.Encode()
		require.Equal(t, string(before), string(cloned), "a clone encodes differently")
		require.NoError(t, c.Play(a))
		for c.Over == nil {
			seat := c.Waiting(nil)[0]
			require.NoError(t, c.Play(c.Legal(seat, nil)[0].Answer))
		}
		after, _ := s.Encode()
		require.Equal(t, string(before), string(after), "playing a clone to its end changed the original")
	})
}
