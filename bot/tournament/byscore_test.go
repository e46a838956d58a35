package tournament

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAtTheDeadlineTheSeatStandingBestIsFirstAndEqualStandingsShareAPlace(t *testing.T) {
	require.Equal(t, []int{2, 1}, ByScore([]float64{0.3, 0.7}))
	require.Equal(t, []int{1, 1}, ByScore([]float64{0.5, 0.5}), "an even game is a draw")
	require.Equal(t, []int{3, 1, 1, 4}, ByScore([]float64{0.4, 0.9, 0.9, 0.1}), "two seats level for first, the next is third")
}
