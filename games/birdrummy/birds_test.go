package birdrummy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBirdsArePlayedInPairsOrMore(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 3)
	assert.False(t, offered(s, 0, pPlay, "b.owl.1"))
	assert.True(t, offered(s, 0, pPlay, "b.owl.2"))
	assert.True(t, offered(s, 0, pPlay, "b.owl.3"))
	assert.False(t, offered(s, 0, pPlay, "b.owl.4"), "not more than the hand holds")
	act(t, s, 0, pPlay, "b.owl.3")
	assert.Equal(t, 3, n(s, s.Landing, "owl"))
	assert.Empty(t, s.Hands[0])
}

func TestASingleBirdIsRefusedWithoutThatSpeciesInTheOpponentsNest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 1)
	nest(t, s, 0, "sparrow", 2) // your own nest does not count
	_, ok := prompt(s, 0, pPlay)
	assert.False(t, ok)
	refused(t, s, 0, pPlay, "b.sparrow.1")
}

func TestASingleBirdMayBePlayedOffTheOpponentsNest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 1)
	nest(t, s, 1, "sparrow", 1)
	act(t, s, 0, pPlay, "b.sparrow.1")
	assert.Equal(t, 1, n(s, s.Landing, "sparrow"))
}

func TestAbilityPointsArePlayedBirdsPlusTheOwnFlock(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scrubjay", 3)
	nest(t, s, 0, "scrubjay", 2)
	act(t, s, 0, pPlay, "b.scrubjay.3")
	assert.Equal(t, 5, s.Points[s.cat.Def("scrubjay")])
}

func TestBirdsPlayedOffTheOpponentsNestGiveOnlyYourOwnCount(t *testing.T) {
	t.Parallel()
	// The rules' example: the opponent has 2 Sparrows in their nest and you
	// play 1, which gives 1 ability point, not 3.
	s := scenario(t)
	give(t, s, 0, "sparrow", 1)
	nest(t, s, 1, "sparrow", 2)
	act(t, s, 0, pPlay, "b.sparrow.1")
	assert.Equal(t, 1, s.Points[s.cat.Def("sparrow")], "1 point, not 3")

	s = scenario(t)
	give(t, s, 0, "sparrow", 1)
	nest(t, s, 1, "sparrow", 2)
	nest(t, s, 0, "sparrow", 1)
	act(t, s, 0, pPlay, "b.sparrow.1")
	assert.Equal(t, 2, s.Points[s.cat.Def("sparrow")], "1 in your nest and 1 played")
}

func TestPointsBuyOnlyAbilitiesOfThatSpecies(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	nest(t, s, 0, "owl", 3)
	act(t, s, 0, pPlay, "b.sparrow.2")
	p, ok := prompt(s, 0, pUse)
	require.True(t, ok)
	for _, o := range p.Options {
		assert.Contains(t, o.ID, "sparrow")
	}
	refused(t, s, 0, pUse, "u.owl.0")
}

func TestPointsBuyAnyAbilityAnyNumberOfTimesWhilePointsLast(t *testing.T) {
	t.Parallel()
	// Three Scrub Jays: a ③, or ② and ①, or ① three times.
	s := scenario(t)
	give(t, s, 1, "owl", 3)
	give(t, s, 0, "scrubjay", 3)
	act(t, s, 0, pPlay, "b.scrubjay.3")
	for i := 0; i < 3; i++ {
		act(t, s, 0, pUse, "u.scrubjay.0")
	}
	assert.Equal(t, 0, s.Points[s.cat.Def("scrubjay")])
	_, ok := prompt(s, 0, pUse)
	assert.False(t, ok, "no points left")

	s = scenario(t)
	give(t, s, 1, "owl", 3)
	give(t, s, 0, "scrubjay", 3)
	act(t, s, 0, pPlay, "b.scrubjay.3")
	act(t, s, 0, pUse, "u.scrubjay.1") // ②: the opponent's only choice is an Owl
	assert.True(t, offered(s, 0, pUse, "u.scrubjay.0"))
	assert.False(t, offered(s, 0, pUse, "u.scrubjay.1"), "1 point left")
	assert.False(t, offered(s, 0, pUse, "u.scrubjay.2"))
}

func TestAbilitiesCanBeBoughtBetweenOtherPlaysOfTheTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	give(t, s, 0, "owl", 2)
	onDeck(t, s, "dove", "dove")
	act(t, s, 0, pPlay, "b.sparrow.2")
	act(t, s, 0, pPlay, "b.owl.2")
	act(t, s, 0, pUse, "u.sparrow.0")
	assert.Equal(t, 1, s.Points[s.cat.Def("sparrow")])
	assert.Equal(t, 2, s.Points[s.cat.Def("owl")])
}

func TestTheFlockInTheNestCountsOncePerTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "dove", 4)
	nest(t, s, 0, "dove", 3)
	act(t, s, 0, pPlay, "b.dove.2")
	act(t, s, 0, pPlay, "b.dove.2")
	assert.Equal(t, 7, s.Points[s.cat.Def("dove")], "4 played plus 3 in the nest, as if played at once")
}

func TestAbilityPointsVanishAtTheEndOfTheTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "heron", 2)
	give(t, s, 0, "owl", 1)
	give(t, s, 0, "crow", 1)
	act(t, s, 0, pPlay, "b.heron.2")
	act(t, s, 0, pEnd, optEnd)
	act(t, s, 0, pDiscard, "d.owl")
	assert.Equal(t, 1, s.Turn)
	for sp := range s.Points {
		assert.Zero(t, s.Points[sp])
		assert.Zero(t, s.Played[sp])
	}
	assert.Zero(t, s.Wild)
}

func TestAbilitiesResolveBeforeThePlayedBirdsJoinTheNest(t *testing.T) {
	t.Parallel()
	// Dove ② returns a bird from your nest: the Doves being played are
	// not in it yet, so only the Owl already there can come back.
	s := scenario(t)
	give(t, s, 0, "dove", 2)
	nest(t, s, 0, "owl", 1)
	act(t, s, 0, pPlay, "b.dove.2")
	assert.Equal(t, 0, n(s, s.Nests[0], "dove"), "landing, not in the nest")
	act(t, s, 0, pUse, "u.dove.1")
	assert.Equal(t, 1, n(s, s.Hands[0], "owl"))
	assert.Equal(t, 2, n(s, s.Landing, "dove"))
	act(t, s, 0, pEnd, optEnd)
	assert.Equal(t, 2, n(s, s.Nests[0], "dove"), "they join when the main phase ends")
	assert.Empty(t, s.Landing)
}

func TestLandingBirdsCannotBeTakenByEffects(t *testing.T) {
	t.Parallel()
	// Only your own effects act in your turn, and only Dove ② reaches
	// into your nest: with the nest empty it finds no bird, not the
	// Doves that are landing.
	s := scenario(t)
	give(t, s, 0, "dove", 2)
	ev := playAndUse(t, s, "dove", 2, 1)
	assert.Contains(t, texts(ev), "No bird to move")
	assert.Equal(t, 2, n(s, s.Landing, "dove"))
	assert.Empty(t, s.Hands[0])
}
