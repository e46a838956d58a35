package birdrummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestAResourceMayBePlayedInTheDrawPhase(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDraw
	give(t, s, 0, "feeder", 1)
	p, ok := prompt(s, 0, pCard)
	require.True(t, ok)
	assert.True(t, p.Optional, "the game does not wait on it")
	act(t, s, 0, pCard, "c.feeder")
	assert.Equal(t, []string{"feeder"}, keys(s, s.Kept[0]))
	assert.Equal(t, phaseDraw, s.Phase, "still to draw")
}

func TestAResourceMayBePlayedInTheDiscardPhase(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDiscard
	give(t, s, 0, "birdbath", 1)
	give(t, s, 0, "owl", 1)
	act(t, s, 0, pCard, "c.birdbath")
	assert.Equal(t, []string{"birdbath"}, keys(s, s.Kept[0]))
	assert.Equal(t, phaseDiscard, s.Phase)
	assert.Equal(t, 0, s.Turn)
}

func TestAResourceStaysInPlay(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scarecrow", 1)
	give(t, s, 0, "owl", 2)
	act(t, s, 0, pCard, "c.scarecrow")
	act(t, s, 0, pEnd, optEnd)
	act(t, s, 0, pDiscard, "d.owl")
	assert.Equal(t, []string{"scarecrow"}, keys(s, s.Kept[0]))
	assert.Contains(t, s.Public().Fields[0].Value, "Resources: Scarecrow")
}

func TestEffectsArePlayedOnlyInTheMainPhase(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "forage", 1)
	give(t, s, 0, "owl", 1)
	for _, ph := range []string{phaseDraw, phaseDiscard} {
		s.Phase = ph
		assert.False(t, offered(s, 0, pCard, "c.forage"), ph)
		refused(t, s, 0, pCard, "c.forage")
	}
	s.Phase = phaseMain
	assert.True(t, offered(s, 0, pCard, "c.forage"))
}

func TestAnEffectResolvesThenGoesToHeaven(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "forage", 1)
	act(t, s, 0, pCard, "c.forage")
	assert.Equal(t, []string{"forage"}, keys(s, s.Heaven))
	assert.Len(t, s.Hands[0], 2)
}

func TestResourcesAndEffectsAreOnlyPlayedInYourTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 1, "feeder", 1)
	give(t, s, 1, "storm", 1)
	assert.Empty(t, games.PromptsFor(s.Prompts(), 1))
	refused(t, s, 1, pCard, "c.feeder")
}

func TestTheOpponentChoosesWhatTheyDiscardAndTheChoiceWaitsInTheState(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "storm", 1)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "crow", 1)
	give(t, s, 1, "dove", 1)
	act(t, s, 0, pCard, "c.storm")
	ps := s.Prompts()
	require.Len(t, ps, 1, "the game waits on the opponent only")
	assert.Equal(t, 1, ps[0].Seat)
	assert.Len(t, ps[0].Options, 3)
	// The pending choice survives a restart.
	data, err := s.Encode()
	require.NoError(t, err)
	back, err := Game{}.Decode(data)
	require.NoError(t, err)
	s = back.(*state)
	act(t, s, 1, pLose, "d.crow")
	act(t, s, 1, pLose, "d.dove")
	assert.Equal(t, []string{"owl"}, keys(s, s.Hands[1]))
	assert.Equal(t, []string{"crow", "dove"}, keys(s, s.Forest))
	assert.True(t, offered(s, 0, pEnd, optEnd), "back to the player's main phase")
}

func TestARandomDiscardNeedsNoChoice(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "crow", 2)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "dove", 1)
	playAndUse(t, s, "crow", 2, 0)
	assert.Len(t, s.Hands[1], 1)
	assert.Len(t, s.Forest, 1)
	assert.Empty(t, games.PromptsFor(s.Prompts(), 1))
}

func TestAChoiceWithOnePossibilityIsMadeForThePlayer(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "hawk", 1)
	nest(t, s, 1, "owl", 2)
	act(t, s, 0, pCard, "c.hawk")
	assert.Equal(t, 1, n(s, s.Nests[1], "owl"))
	assert.Equal(t, 1, n(s, s.Heaven, "owl"))
}

func TestAnEffectWithNothingToTakeDoesNothing(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "storm", 1)
	ev := act(t, s, 0, pCard, "c.storm")
	assert.Contains(t, texts(ev), "has no card to discard")
	assert.True(t, offered(s, 0, pEnd, optEnd))
}

func TestEffectsResolveInTheOrderWritten(t *testing.T) {
	t.Parallel()
	// Sneak Thief: look at the hand, then a random card to Heaven; the
	// look shows the card before it goes.
	s := scenario(t)
	give(t, s, 0, "thief", 1)
	give(t, s, 1, "owl", 1)
	ev := act(t, s, 0, pCard, "c.thief")
	assert.Equal(t, []string{games.Seat(1) + "'s hand: Owl."}, privateTo(ev, 0))
	assert.Equal(t, []string{"owl"}, keys(s, s.Heaven[1:]))
}
