package birdrummy

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// leanGames is how many seeded random games the lean path is compared
// on, every legal move of every step.
const leanGames = 60

// encode is s.Encode, which cannot fail on a state the game made.
func encode(t *testing.T, s games.State) []byte {
	t.Helper()
	b, err := s.Encode()
	require.NoError(t, err)
	return b
}

func TestEveryLegalMoveIsAcceptedAndPlayEndsWhereApplyEnds(t *testing.T) {
	t.Parallel()
	for i := range gametest.Scale(leanGames, 2) {
		seed := uint64(i) + 1
		g, err := Game{}.New(games.Config{Seats: seats, Seed: seed})
		require.NoError(t, err)
		s := g.(*state)
		rng := rand.New(rand.NewPCG(seed, 5))
		for step := 0; s.Result() == nil; step++ {
			before := encode(t, s)
			for seat := range seats {
				for _, m := range s.Legal(seat, nil) {
					applied, played := s.clone(), s.clone()
					_, err := applied.Apply(m.Answer.Clone())
					require.NoError(t, err, "seed %d step %d: Legal offers %v, Apply refuses it", seed, step, m.Answer)
					require.NoError(t, played.Play(m.Answer.Clone()), "seed %d step %d: Legal offers %v, Play refuses it", seed, step, m.Answer)
					require.True(t, bytes.Equal(encode(t, applied), encode(t, played)),
						"seed %d step %d: %v leads Play and Apply to different states", seed, step, m.Answer)
				}
			}
			require.True(t, bytes.Equal(before, encode(t, s)), "Legal changed the state")
			_, _, err := games.PlayRandom(s, -1, false, rng)
			require.NoError(t, err)
		}
	}
}

func TestLegalListsExactlyTheOptionsOfThePrompts(t *testing.T) {
	t.Parallel()
	for i := range gametest.Scale(leanGames, 2) {
		seed := uint64(i) + 1
		g, err := Game{}.New(games.Config{Seats: seats, Seed: seed})
		require.NoError(t, err)
		s := g.(*state)
		rng := rand.New(rand.NewPCG(seed, 6))
		for s.Result() == nil {
			for seat := range seats {
				var want []games.Move
				for _, p := range games.PromptsFor(s.Prompts(), seat) {
					for _, o := range p.Options {
						want = append(want, games.Move{Answer: games.Answer{Seat: seat, PromptID: p.ID, Choices: []string{o.ID}}, Optional: p.Optional})
					}
				}
				require.Equal(t, want, s.Legal(seat, nil), "seed %d step %d seat %d", seed, s.Step, seat)
			}
			require.Equal(t, games.Waiting(s.Prompts()), s.Waiting(nil))
			_, _, err := games.PlayRandom(s, -1, false, rng)
			require.NoError(t, err)
		}
	}
}

func TestLegalMovesStayValidUntilTheNextMove(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 3)
	give(t, s, 0, "crow", 2)
	moves := s.Legal(0, nil)
	kept := make([]games.Answer, len(moves))
	for i, m := range moves {
		kept[i] = m.Answer.Clone()
	}
	for range 3 * maxIDs / len(moves) { // past the buffer's bound, so it starts anew
		s.Legal(0, nil)
		s.Legal(1, nil)
	}
	for i, m := range moves {
		require.Equal(t, kept[i], m.Answer, "asking again changed a move listed before")
	}
}

func TestACloneSharesNothingWithItsOriginal(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 3)
	nest(t, s, 1, "owl", 1)
	forest(t, s, "crow", "sparrow")
	before := encode(t, s)
	c := s.clone()
	require.Equal(t, before, encode(t, c))
	require.NoError(t, c.Play(games.Answer{Seat: 0, PromptID: c.promptID(pPlay), Choices: []string{"b.owl.3"}}))
	require.NoError(t, c.Play(games.Answer{Seat: 0, PromptID: c.promptID(pUse), Choices: []string{"u.owl.0"}}))
	require.NoError(t, c.Play(games.Answer{Seat: 0, PromptID: c.promptID(pEnd), Choices: []string{optEnd}}))
	require.Equal(t, before, encode(t, s), "playing on the clone changed the original")
}
