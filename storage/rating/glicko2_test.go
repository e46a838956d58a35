package rating

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The worked example of Glickman's paper: a 1500 ± 200 player with
// volatility 0.06 beats a 1400 ± 30 player and loses to 1550 ± 100 and
// 1700 ± 300 players in one period, with tau 0.5.
func TestThePapersWorkedExample(t *testing.T) {
	t.Parallel()
	p := Rating{R: 1500, RD: 200, Sigma: 0.06}
	got := Update(p, []Result{
		{Opponent: Rating{R: 1400, RD: 30, Sigma: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Sigma: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Sigma: 0.06}, Score: 0},
	})
	assert.InDelta(t, 1464.06, got.R, 0.01, "the paper's new rating r' = 1464.06")
	assert.InDelta(t, 151.52, got.RD, 0.01, "the paper's new deviation RD' = 151.52")
	assert.InDelta(t, 0.05999, got.Sigma, 0.00001, "the paper's new volatility sigma' = 0.05999")
}

func TestAPlayerWhoDoesNotPlayOnlyGrowsLessCertain(t *testing.T) {
	t.Parallel()
	p := Rating{R: 1500, RD: 200, Sigma: 0.06}
	got := Update(p, nil)
	assert.Equal(t, 1500.0, got.R, "no games, no change of rating")
	assert.InDelta(t, 200.27, got.RD, 0.01, "step 6 alone: sqrt(phi^2 + sigma^2)")
}

func TestTheWinnerOfATwoPlayerGameGainsWhatTheLoserLoses(t *testing.T) {
	t.Parallel()
	after := Game([]Rating{New(), New()}, []int{1, 2})
	assert.Greater(t, after[0].R, 1500.0, "the winner gains")
	assert.Less(t, after[1].R, 1500.0, "the loser loses")
	assert.InDelta(t, after[0].R-1500, 1500-after[1].R, 1e-9, "equal players move by equal amounts")
	assert.Less(t, after[0].RD, 350.0, "a game makes both ratings more certain")
}

func TestADrawBetweenEqualPlayersChangesNoRating(t *testing.T) {
	t.Parallel()
	after := Game([]Rating{New(), New()}, []int{1, 1})
	assert.InDelta(t, 1500, after[0].R, 1e-9)
	assert.InDelta(t, 1500, after[1].R, 1e-9)
}

func TestAFinishingOrderRatesEveryPairOfPlayers(t *testing.T) {
	t.Parallel()
	before := []Rating{New(), New(), New(), New()}
	after := Game(before, []int{3, 1, 4, 2})
	assert.Greater(t, after[1].R, after[3].R, "first gains more than second")
	assert.Greater(t, after[3].R, 1500.0, "second of four beat two of three: a gain")
	assert.Less(t, after[0].R, 1500.0, "third of four lost to two of three: a loss")
	assert.Less(t, after[2].R, after[0].R, "last loses most")
}

func TestAnUpsetMovesRatingsMoreThanAnExpectedResult(t *testing.T) {
	t.Parallel()
	strong, weak := Rating{R: 1800, RD: 80, Sigma: 0.06}, Rating{R: 1400, RD: 80, Sigma: 0.06}
	expected := Game([]Rating{strong, weak}, []int{1, 2})
	upset := Game([]Rating{strong, weak}, []int{2, 1})
	assert.Greater(t, upset[1].R-weak.R, expected[0].R-strong.R, "beating a stronger player is worth more")
}
