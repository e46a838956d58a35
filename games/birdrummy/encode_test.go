package birdrummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// damaged encodes s after damage and decodes it again; the error says
// why the record was refused.
func damaged(t *testing.T, s *state, damage func(s *state)) error {
	t.Helper()
	require.NoError(t, s.check(), "the scenario is a game before the damage")
	damage(s)
	data, err := s.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	return err
}

func TestARecordRoundTrips(t *testing.T) {
	t.Parallel()
	for _, b := range snapshots(t) {
		g, err := Game{}.Decode(b)
		require.NoError(t, err)
		again, err := g.Encode()
		require.NoError(t, err)
		assert.Equal(t, string(b), string(again))
	}
}

func TestDecodeRefusesAnEffectInANest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Nests[1] = append(s.Nests[1], take(t, s, "storm")) })
	assert.ErrorContains(t, err, "cannot be there", "the board counts a nest by species")
}

func TestDecodeRefusesALandingResource(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Landing = append(s.Landing, take(t, s, "feeder")) })
	assert.ErrorContains(t, err, "not a bird")
}

func TestDecodeRefusesABirdInPlayAsAResource(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Kept[0] = append(s.Kept[0], take(t, s, "owl")) })
	assert.ErrorContains(t, err, "cannot be there")
}

func TestDecodeRefusesAWaitingEffectThatNeedsNoChoice(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Queue = []Step{{Actor: 0, Op: Op{Do: OpDraw, N: 1}, Left: 1}} })
	assert.ErrorContains(t, err, "needs no choice", "it would have resolved; as a prompt it would never end")
}

func TestDecodeRefusesAWaitingChoiceOfOne(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 1, "owl", 2)
	err := damaged(t, s, func(s *state) { s.Queue = []Step{{Actor: 0, Op: Op{Do: OpBanish}}} })
	assert.ErrorContains(t, err, "fewer than two")
}

func TestDecodeRefusesAWaitingEffectOfAnUnknownKind(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Queue = []Step{{Actor: 0, Op: Op{Do: "fly"}}} })
	assert.ErrorContains(t, err, "unknown primitive")
}

func TestDecodeRefusesACardToPlayNextThatCannotBePlayed(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 1)
	err := damaged(t, s, func(s *state) { s.Must = s.Hands[0][0] })
	assert.ErrorContains(t, err, "cannot be played", "no move would be offered")
}

func TestDecodeRefusesADiscardPhaseWithAnEmptyHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Phase = phaseDiscard })
	assert.ErrorContains(t, err, "no card to discard")
}

func TestDecodeRefusesAStartPhaseWithNothingToResolve(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Phase = phaseStart })
	assert.ErrorContains(t, err, "nothing to resolve")
}

func TestDecodeRefusesNegativePoints(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Points[0] = -1 })
	assert.ErrorContains(t, err, "negative")
}

func TestDecodeRefusesAnEndThatDoesNotFitThePhase(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Ended = endEmpty })
	assert.ErrorContains(t, err, "does not fit")
}

func TestDecodeRefusesASeenCardBeyondTheDeck(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { s.Seen[0].add(s.cat.Size()) })
	assert.ErrorContains(t, err, "does not exist")
}

func TestDecodeRefusesARunningGameWithNothingToDraw(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	err := damaged(t, s, func(s *state) { emptyDeck(s) })
	assert.ErrorContains(t, err, "no card to draw")
}
