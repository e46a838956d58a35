package birdrummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// over ends a scenario as if the deck and Forest had run out.
func over(s *state) *games.Result {
	var ev events
	s.finish(endEmpty, &ev)
	return s.Result()
}

func TestTheScoreIsBirdsInTheNestMinusBirdsInHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 0, "crow", 3)
	nest(t, s, 0, "dove", 2)
	give(t, s, 0, "magpie", 2)
	nest(t, s, 1, "crow", 2)
	r := over(s)
	assert.Equal(t, []int{3, 2}, r.Score)
	assert.Equal(t, []int{1, 2}, r.Rank)
}

func TestResourcesAndEffectsCountNothing(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 0, "crow", 2)
	give(t, s, 0, "storm", 2)
	keep(t, s, 0, "feeder")
	keep(t, s, 0, "birdbath")
	assert.Equal(t, []int{2, 0}, over(s).Score)
}

func TestEqualScoresAreATie(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 0, "crow", 2)
	nest(t, s, 1, "dove", 3)
	give(t, s, 1, "owl", 1)
	r := over(s)
	assert.Equal(t, []int{2, 2}, r.Score)
	assert.Equal(t, []int{1, 1}, r.Rank)
	assert.Equal(t, "A tie at 2 (deck and Forest ran out).", r.Summary)
}

func TestASecondSeatWinIsReported(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 1, "dove", 3)
	r := over(s)
	require.Equal(t, []int{2, 1}, r.Rank)
	assert.Equal(t, games.Seat(1)+" wins, 3 to 0 (deck and Forest ran out).", r.Summary)
}
