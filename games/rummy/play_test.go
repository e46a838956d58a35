package rummy

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

func TestPlayAndApplyAcceptTheSameAnswersAndEndInTheSameState(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(8, 8))
	randomStates(t, gametest.Scale(10, 1), func(s *state) {
		answers := answersToTry(s.Prompts(), rng)
		for seat := 0; seat < 2; seat++ {
			for _, m := range s.Legal(seat, nil) {
				answers = append(answers, m.Answer.Clone())
			}
		}
		for _, a := range answers {
			applied, played := s.clone(), s.clone()
			_, aerr := applied.Apply(a)
			perr := played.Play(a)
			require.Equal(t, aerr == nil, perr == nil, "%+v: Apply says %v, Play %v", a, aerr, perr)
			assert.Equal(t, mustEncode(t, applied), mustEncode(t, played), "%+v", a)
		}
	})
}

func TestEveryLegalMoveIsAcceptedAndEveryAcceptedAnswerIsLegal(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(9, 9))
	randomStates(t, gametest.Scale(10, 1), func(s *state) {
		for seat := 0; seat < 2; seat++ {
			moves := s.Legal(seat, nil)
			listed := map[string]bool{}
			for _, m := range moves {
				_, err := s.clone().Apply(m.Answer)
				require.NoError(t, err, "Legal lists %+v", m.Answer)
				listed[moveKey(m.Answer)] = true
			}
			assert.Equal(t, len(listed), len(moves), "no move twice")
			for _, a := range answersToTry(games.PromptsFor(s.Prompts(), seat), rng) {
				if _, err := s.clone().Apply(a); err == nil {
					assert.True(t, listed[moveKey(a)], "Apply accepts %+v, which Legal does not list", a)
				}
			}
		}
	})
}
