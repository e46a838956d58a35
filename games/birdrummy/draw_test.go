package birdrummy

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// drawScenario is seat 0's draw phase on turn 3.
func drawScenario(t *testing.T) *state {
	t.Helper()
	s := scenario(t)
	s.Phase = phaseDraw
	return s
}

func TestTheDrawPhaseDrawsTwoFromTheDeck(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	onDeck(t, s, "owl", "crow")
	ev := act(t, s, 0, pDraw, optDeck)
	assert.Equal(t, []string{"crow", "owl"}, keys(s, s.Hands[0]))
	assert.Equal(t, phaseMain, s.Phase)
	assert.Equal(t, []string{"You drew Crow, Owl."}, privateTo(ev, 0))
	assert.Empty(t, privateTo(ev, 1))
	assert.NotContains(t, texts(publicOnly(ev)), "Crow")
}

func publicOnly(ev []games.Event) []games.Event {
	var out []games.Event
	for _, e := range ev {
		if !e.Private {
			out = append(out, e)
		}
	}
	return out
}

func TestTheDrawPhaseMustDrawOrTake(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	give(t, s, 0, "feeder", 1)
	for _, p := range games.PromptsFor(s.Prompts(), 0) {
		assert.False(t, p.Has(optEnd), "no way past the draw phase without drawing")
	}
	_, ok := prompt(s, 0, pPlay)
	assert.False(t, ok, "no birds before the draw")
}

func TestAForestTakeIsAtLeastTwoCardsFromTheTopDown(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	forest(t, s, "feeder", "storm", "sparrow") // sparrow on top
	assert.False(t, offered(s, 0, pDraw, "f1"), "one card is not a take")
	assert.True(t, offered(s, 0, pDraw, "f2"))
	assert.True(t, offered(s, 0, pDraw, "f3"))
	act(t, s, 0, pDraw, "f3")
	assert.Equal(t, []string{"sparrow", "storm", "feeder"}, keys(s, s.Hands[0]), "taken from the top down")
	assert.Empty(t, s.Forest)
	assert.Equal(t, "feeder", s.cat.def(s.Must).Key, "the deepest card taken")
}

func TestTheDeepestForestCardMustBeTheNextCardPlayed(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	give(t, s, 0, "owl", 2)
	give(t, s, 0, "storm", 1)
	forest(t, s, "crow", "crow", "hawk")
	act(t, s, 0, pDraw, "f3")
	// Only plays that include the Crow: no Owls, no effects, no end.
	p, ok := prompt(s, 0, pPlay)
	require.True(t, ok)
	for _, o := range p.Options {
		assert.Contains(t, o.ID, "crow")
	}
	_, ok = prompt(s, 0, pCard)
	assert.False(t, ok)
	_, ok = prompt(s, 0, pEnd)
	assert.False(t, ok, "the turn cannot go on before the Forest card is played")
	act(t, s, 0, pPlay, "b.crow.2")
	assert.Equal(t, -1, s.Must)
	assert.True(t, offered(s, 0, pPlay, "b.owl.2"))
	assert.True(t, offered(s, 0, pEnd, optEnd))
}

func TestAForestTakeWhoseDeepestBirdCannotBePlayedIsNotOffered(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	forest(t, s, "owl", "crow", "sparrow")
	assert.False(t, offered(s, 0, pDraw, "f2"), "a lone Crow cannot be played")
	assert.False(t, offered(s, 0, pDraw, "f3"), "a lone Owl cannot be played")
	err := refused(t, s, 0, pDraw, "f3")
	assert.True(t, errors.Is(err, games.ErrBadChoice))
	// A second Owl in hand makes the deepest Owl playable.
	give(t, s, 0, "owl", 1)
	assert.True(t, offered(s, 0, pDraw, "f3"))
	assert.False(t, offered(s, 0, pDraw, "f2"))
}

func TestAForestTakeMayPairItsDeepestBirdWithAnotherTakenCard(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	forest(t, s, "heron", "dove", "heron")
	assert.True(t, offered(s, 0, pDraw, "f3"), "the top Heron pairs the deepest")
}

func TestAForestTakeIsLegalWhenTheOpponentsNestHoldsTheSpecies(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	forest(t, s, "magpie", "dove")
	assert.False(t, offered(s, 0, pDraw, "f2"))
	nest(t, s, 1, "magpie", 1)
	assert.True(t, offered(s, 0, pDraw, "f2"))
	act(t, s, 0, pDraw, "f2")
	assert.True(t, offered(s, 0, pPlay, "b.magpie.1"))
}

func TestAForestTakeOfAResourceOrEffectIsAlwaysLegal(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	forest(t, s, "hawk", "birdbath", "owl")
	assert.True(t, offered(s, 0, pDraw, "f2"), "deepest is a resource")
	assert.True(t, offered(s, 0, pDraw, "f3"), "deepest is an effect")
	act(t, s, 0, pDraw, "f3")
	p, ok := prompt(s, 0, pCard)
	require.True(t, ok)
	require.Len(t, p.Options, 1)
	assert.Equal(t, "c.hawk", p.Options[0].ID)
}

func TestTheForestIsShuffledInAsTheDeckWhenTheDeckCannotCoverADraw(t *testing.T) {
	t.Parallel()
	s := drawScenario(t)
	forest(t, s, "owl", "owl", "dove")
	last := take(t, s, "sparrow")
	emptyDeck(s)
	s.Deck = []int{last}
	act(t, s, 0, pDraw, optDeck)
	assert.Len(t, s.Hands[0], 2)
	assert.Equal(t, "sparrow", s.cat.def(s.Hands[0][0]).Key, "the deck's own card comes first")
	assert.Empty(t, s.Forest)
	assert.Len(t, s.Deck, 2)
	conserved(t, s)
}

func TestEffectDrawsAlsoShuffleTheForestIn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "forage", 1)
	forest(t, s, "owl", "crow", "dove")
	emptyDeck(s)
	act(t, s, 0, pCard, "c.forage")
	assert.Len(t, s.Hands[0], 2)
	assert.Len(t, s.Deck, 1)
	assert.Empty(t, s.Forest)
}
