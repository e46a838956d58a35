package birdrummy

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// One scenario per card ability, When/At effect, conditional score,
// resource and effect of the shipped deck. cardScenarios names them so
// that TestEveryCardHasAScenario fails when the deck gains a card
// without one.
var cardScenarios = map[string]func(*testing.T){
	"scrubjay.1":     TestScrubJayOneLooksAtTheOpponentsHand,
	"scrubjay.2":     TestScrubJayTwoMakesTheOpponentDiscardAChosenCardToHeaven,
	"scrubjay.3":     TestScrubJayThreeStealsABirdFromTheOpponentsNest,
	"sparrow.1":      TestSparrowOneDrawsACard,
	"sparrow.2":      TestSparrowTwoTakesTheTopForestCardAndDraws,
	"sparrow.score":  TestSparrowsCountDoubleFromFiveInTheFlock,
	"crow.1":         TestCrowOneMakesTheOpponentDiscardARandomCardToTheForest,
	"crow.2":         TestCrowThreeSendsABirdFromTheOpponentsNestToHeaven,
	"crow.play":      TestPlayingCrowsLooksAtTheOpponentsHand,
	"owl.1":          TestOwlTwoSendsAChosenBirdToHeaven,
	"owl.2":          TestOwlThreeMakesTheOpponentDiscardTwoCardsToHeaven,
	"owl.score":      TestAnOwlFlockOfThreeScoresTwoMore,
	"dove.1":         TestDoveOneDrawsACard,
	"dove.2":         TestDoveTwoReturnsABirdFromYourNestToYourHand,
	"dove.lose":      TestADoveLeavingItsNestDrawsItsOwnerACard,
	"magpie.1":       TestMagpieOneTakesTheTopForestCard,
	"magpie.2":       TestMagpieTwoLooksThenTheOpponentDiscardsToTheForest,
	"magpie.3":       TestMagpieThreeStealsABird,
	"cuckoo.1":       TestCuckooTwoReturnsAnOpponentsBirdToTheirHand,
	"cuckoo.2":       TestCuckooThreeShufflesTheForestInAndDrawsTwo,
	"cuckoo.play":    TestPlayingCuckoosMakesTheOpponentDrawACard,
	"hummer.1":       TestHummingbirdOneTakesTheTopForestCard,
	"hummer.2":       TestHummingbirdTwoDrawsTwoCards,
	"hummer.start":   TestHummingbirdsInTheNestDrawACardAtTheStartOfTurn,
	"heron.1":        TestHeronOneDrawsACard,
	"heron.2":        TestHeronThreeSendsABirdToHeavenAndDraws,
	"heron.score":    TestHeronsCountDoubleFromFourInTheFlock,
	"feeder.start":   TestBirdFeederDrawsACardAtTheStartOfYourTurn,
	"birdbath.play":  TestBirdbathGivesAnAbilityPointWhenYouPlayBirds,
	"scarecrow.lose": TestScarecrowDrawsWhenABirdLeavesYourNest,
	"storm":          TestStormMakesTheOpponentDiscardTwoToTheForest,
	"hawk":           TestHawkAttackSendsABirdToHeaven,
	"tailwind":       TestTailwindGivesTwoPointsForAnyBirds,
	"forage":         TestForagingDrawsTwoCards,
	"migration":      TestMigrationReturnsAnOpponentsBirdToTheirHand,
	"thief":          TestSneakThiefLooksThenDiscardsARandomCardToHeaven,
	"egg":            TestCuckooEggMakesTheOpponentDrawTwoCards,
}

func TestEveryCardHasAScenario(t *testing.T) {
	t.Parallel()
	for _, df := range mustDefault(t).defs {
		var want []string
		for i := range df.Abilities {
			want = append(want, df.Key+"."+strconv.Itoa(i+1))
		}
		for _, w := range df.When {
			want = append(want, df.Key+"."+w.On)
		}
		if df.Score != nil {
			want = append(want, df.Key+".score")
		}
		if df.Kind == kindEffect {
			want = append(want, df.Key)
		}
		for _, k := range want {
			assert.Contains(t, cardScenarios, k, "no scenario for %s", k)
		}
	}
}

// --- Scrub Jay

func TestScrubJayOneLooksAtTheOpponentsHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scrubjay", 2)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "crow", 2)
	ev := playAndUse(t, s, "scrubjay", 2, 0)
	assert.Equal(t, []string{games.Seat(1) + "'s hand: Crow ×2, Owl."}, privateTo(ev, 0))
	assert.NotContains(t, texts(publicOnly(ev)), "Owl")
	require.Len(t, s.Private(0).Fields, 1)
	assert.Equal(t, "Crow ×2, Owl", s.Private(0).Fields[0].Value)
	assert.Empty(t, s.Private(1).Fields)
	// What was seen is forgotten when the turn ends.
	passTurn(t, s)
	assert.Empty(t, s.Private(0).Fields)
}

func TestScrubJayTwoMakesTheOpponentDiscardAChosenCardToHeaven(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scrubjay", 2)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "feeder", 1)
	playAndUse(t, s, "scrubjay", 2, 1)
	p, ok := prompt(s, 1, pLose)
	require.True(t, ok)
	assert.Len(t, p.Options, 2)
	act(t, s, 1, pLose, "d.feeder")
	assert.Equal(t, []string{"feeder"}, keys(s, s.Heaven))
	assert.Equal(t, []string{"owl"}, keys(s, s.Hands[1]))
}

func TestScrubJayThreeStealsABirdFromTheOpponentsNest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scrubjay", 3)
	nest(t, s, 1, "sparrow", 1)
	nest(t, s, 1, "crow", 2)
	playAndUse(t, s, "scrubjay", 3, 2)
	p, ok := prompt(s, 0, pTarget)
	require.True(t, ok)
	assert.Len(t, p.Options, 2)
	act(t, s, 0, pTarget, "t.crow")
	assert.Equal(t, 1, n(s, s.Nests[0], "crow"))
	assert.Equal(t, 1, n(s, s.Nests[1], "crow"))
	conserved(t, s)
}

// --- Sparrow

func TestSparrowOneDrawsACard(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	onDeck(t, s, "heron")
	playAndUse(t, s, "sparrow", 2, 0)
	assert.Equal(t, []string{"heron"}, keys(s, s.Hands[0]))
}

func TestSparrowTwoTakesTheTopForestCardAndDraws(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	forest(t, s, "owl", "crow")
	onDeck(t, s, "heron")
	playAndUse(t, s, "sparrow", 2, 1)
	assert.Equal(t, []string{"crow", "heron"}, keys(s, s.Hands[0]))
	assert.Equal(t, []string{"owl"}, keys(s, s.Forest))
	assert.Equal(t, -1, s.Must, "no obligation from an ability")
}

func TestSparrowsCountDoubleFromFiveInTheFlock(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 0, "sparrow", 4)
	assert.Equal(t, 4, s.cat.nestScore(s.Nests[0]))
	nest(t, s, 0, "sparrow", 1)
	assert.Equal(t, 10, s.cat.nestScore(s.Nests[0]))
}

// --- Crow

func TestCrowOneMakesTheOpponentDiscardARandomCardToTheForest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "crow", 2)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "dove", 2)
	playAndUse(t, s, "crow", 2, 0)
	require.Len(t, s.Forest, 1)
	assert.Len(t, s.Hands[1], 2)
	assert.Empty(t, games.PromptsFor(s.Prompts(), 1), "no choice: it is random")
}

func TestCrowThreeSendsABirdFromTheOpponentsNestToHeaven(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "crow", 3)
	nest(t, s, 1, "owl", 1)
	playAndUse(t, s, "crow", 3, 1)
	assert.Empty(t, s.Nests[1])
	assert.Equal(t, []string{"owl"}, keys(s, s.Heaven))
}

func TestPlayingCrowsLooksAtTheOpponentsHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "crow", 2)
	give(t, s, 1, "heron", 1)
	ev := act(t, s, 0, pPlay, "b.crow.2")
	assert.Equal(t, []string{games.Seat(1) + "'s hand: Heron."}, privateTo(ev, 0))
	assert.Equal(t, 2, s.Points[s.cat.Def("crow")], "free: no points spent")
}

// --- Owl

func TestOwlTwoSendsAChosenBirdToHeaven(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 2)
	nest(t, s, 1, "heron", 2)
	nest(t, s, 1, "dove", 1)
	playAndUse(t, s, "owl", 2, 0)
	act(t, s, 0, pTarget, "t.heron")
	assert.Equal(t, 1, n(s, s.Nests[1], "heron"))
	assert.Equal(t, []string{"heron"}, keys(s, s.Heaven))
}

func TestOwlThreeMakesTheOpponentDiscardTwoCardsToHeaven(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 3)
	give(t, s, 1, "crow", 1)
	give(t, s, 1, "dove", 1)
	give(t, s, 1, "magpie", 1)
	playAndUse(t, s, "owl", 3, 1)
	act(t, s, 1, pLose, "d.magpie")
	p, ok := prompt(s, 1, pLose)
	require.True(t, ok, "a second card to choose")
	assert.Contains(t, p.Text, "a card")
	act(t, s, 1, pLose, "d.crow")
	assert.Equal(t, []string{"crow", "magpie"}, sortedKeys(s, s.Heaven))
	assert.Equal(t, []string{"dove"}, keys(s, s.Hands[1]))
}

func TestAnOwlFlockOfThreeScoresTwoMore(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 0, "owl", 2)
	assert.Equal(t, 2, s.cat.nestScore(s.Nests[0]))
	nest(t, s, 0, "owl", 1)
	assert.Equal(t, 5, s.cat.nestScore(s.Nests[0]))
}

// --- Dove

func TestDoveOneDrawsACard(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "dove", 2)
	onDeck(t, s, "owl")
	playAndUse(t, s, "dove", 2, 0)
	assert.Equal(t, []string{"owl"}, keys(s, s.Hands[0]))
}

func TestDoveTwoReturnsABirdFromYourNestToYourHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "dove", 2)
	nest(t, s, 0, "owl", 1)
	nest(t, s, 0, "crow", 2)
	nest(t, s, 1, "heron", 1)
	playAndUse(t, s, "dove", 2, 1)
	p, ok := prompt(s, 0, pTarget)
	require.True(t, ok)
	assert.Len(t, p.Options, 2, "only your own nest")
	act(t, s, 0, pTarget, "t.crow")
	assert.Equal(t, []string{"crow"}, keys(s, s.Hands[0]))
	assert.Equal(t, 1, n(s, s.Nests[0], "crow"))
}

func TestADoveLeavingItsNestDrawsItsOwnerACard(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "scrubjay", 3)
	nest(t, s, 1, "dove", 2)
	onDeck(t, s, "heron")
	playAndUse(t, s, "scrubjay", 3, 2)
	assert.Equal(t, []string{"heron"}, keys(s, s.Hands[1]), "the Dove's owner draws")
	assert.Equal(t, 1, n(s, s.Nests[0], "dove"))
}

// --- Magpie

func TestMagpieOneTakesTheTopForestCard(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "magpie", 2)
	forest(t, s, "owl", "storm")
	playAndUse(t, s, "magpie", 2, 0)
	assert.Equal(t, []string{"storm"}, keys(s, s.Hands[0]))
}

func TestMagpieTwoLooksThenTheOpponentDiscardsToTheForest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "magpie", 2)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "sparrow", 1)
	ev := playAndUse(t, s, "magpie", 2, 1)
	assert.Equal(t, []string{games.Seat(1) + "'s hand: Sparrow, Owl."}, privateTo(ev, 0))
	act(t, s, 1, pLose, "d.owl")
	assert.Equal(t, []string{"owl"}, keys(s, s.Forest))
}

func TestMagpieThreeStealsABird(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "magpie", 3)
	nest(t, s, 1, "owl", 3)
	playAndUse(t, s, "magpie", 3, 2)
	assert.Equal(t, 1, n(s, s.Nests[0], "owl"))
	assert.Equal(t, 2, n(s, s.Nests[1], "owl"))
}

// --- Cuckoo

func TestPlayingCuckoosMakesTheOpponentDrawACard(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "cuckoo", 2)
	onDeck(t, s, "owl")
	ev := act(t, s, 0, pPlay, "b.cuckoo.2")
	assert.Equal(t, []string{"owl"}, keys(s, s.Hands[1]))
	assert.Equal(t, []string{"You drew Owl."}, privateTo(ev, 1))
	assert.Empty(t, privateTo(ev, 0), "the player does not see the card")
	assert.Equal(t, 2, s.Points[s.cat.Def("cuckoo")])
}

func TestCuckooTwoReturnsAnOpponentsBirdToTheirHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "cuckoo", 2)
	nest(t, s, 1, "heron", 4)
	playAndUse(t, s, "cuckoo", 2, 0)
	assert.Equal(t, 3, n(s, s.Nests[1], "heron"))
	assert.Equal(t, 1, n(s, s.Hands[1], "heron"))
	assert.Len(t, s.Hands[1], 2, "the Heron and the card the Cuckoos gave")
}

func TestCuckooThreeShufflesTheForestInAndDrawsTwo(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "cuckoo", 3)
	forest(t, s, "owl", "crow", "dove")
	deck := len(s.Deck)
	playAndUse(t, s, "cuckoo", 3, 1)
	assert.Empty(t, s.Forest)
	assert.Len(t, s.Hands[0], 2)
	assert.Len(t, s.Deck, deck-1+3-2, "one card given when the Cuckoos were played")
	conserved(t, s)
}

// --- Hummingbird

func TestHummingbirdOneTakesTheTopForestCard(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "hummer", 2)
	forest(t, s, "crow", "owl")
	playAndUse(t, s, "hummer", 2, 0)
	assert.Equal(t, []string{"owl"}, keys(s, s.Hands[0]))
}

func TestHummingbirdTwoDrawsTwoCards(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "hummer", 2)
	onDeck(t, s, "owl", "crow")
	playAndUse(t, s, "hummer", 2, 1)
	assert.Equal(t, []string{"crow", "owl"}, keys(s, s.Hands[0]))
}

// passTurn ends seat 0's turn with a discard, starting seat 1's.
func passTurn(t *testing.T, s *state) []games.Event {
	t.Helper()
	give(t, s, 0, "dove", 2)
	act(t, s, 0, pEnd, optEnd)
	return act(t, s, 0, pDiscard, "d.dove")
}

func TestHummingbirdsInTheNestDrawACardAtTheStartOfTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 1, "hummer", 2)
	nest(t, s, 0, "hummer", 2) // not seat 0's turn that starts
	onDeck(t, s, "owl")
	passTurn(t, s)
	assert.Equal(t, []string{"owl"}, keys(s, s.Hands[1]), "one card for the flock, not per bird")
	assert.Equal(t, phaseDraw, s.Phase)
}

// --- Heron

func TestHeronOneDrawsACard(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "heron", 2)
	onDeck(t, s, "crow")
	playAndUse(t, s, "heron", 2, 0)
	assert.Equal(t, []string{"crow"}, keys(s, s.Hands[0]))
}

func TestHeronThreeSendsABirdToHeavenAndDraws(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "heron", 3)
	nest(t, s, 1, "magpie", 1)
	onDeck(t, s, "crow")
	playAndUse(t, s, "heron", 3, 1)
	assert.Equal(t, []string{"magpie"}, keys(s, s.Heaven))
	assert.Equal(t, []string{"crow"}, keys(s, s.Hands[0]))
}

func TestHeronsCountDoubleFromFourInTheFlock(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 1, "heron", 3)
	assert.Equal(t, 3, s.cat.nestScore(s.Nests[1]))
	nest(t, s, 1, "heron", 1)
	assert.Equal(t, 8, s.cat.nestScore(s.Nests[1]))
}

// --- Resources

func TestBirdFeederDrawsACardAtTheStartOfYourTurn(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	keep(t, s, 1, "feeder")
	keep(t, s, 0, "feeder")
	onDeck(t, s, "crow")
	ev := passTurn(t, s)
	assert.Equal(t, []string{"crow"}, keys(s, s.Hands[1]))
	assert.Contains(t, texts(ev), games.Seat(1)+" drew a card.")
}

func TestBirdbathGivesAnAbilityPointWhenYouPlayBirds(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	keep(t, s, 0, "birdbath")
	give(t, s, 0, "owl", 2)
	give(t, s, 1, "crow", 2)
	act(t, s, 0, pPlay, "b.owl.2")
	assert.Equal(t, 1, s.Wild)
	assert.True(t, offered(s, 0, pUse, "u.owl.1"), "2 Owl points and 1 more buy ③")
	act(t, s, 0, pUse, "u.owl.1")
	assert.Zero(t, s.Wild)
	assert.Zero(t, s.Points[s.cat.Def("owl")])
}

func TestScarecrowDrawsWhenABirdLeavesYourNest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	keep(t, s, 1, "scarecrow")
	nest(t, s, 1, "owl", 1)
	give(t, s, 0, "hawk", 1)
	onDeck(t, s, "crow")
	act(t, s, 0, pCard, "c.hawk")
	assert.Equal(t, []string{"crow"}, keys(s, s.Hands[1]))
}

// --- Effects

func TestStormMakesTheOpponentDiscardTwoToTheForest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "storm", 1)
	give(t, s, 1, "owl", 3)
	act(t, s, 0, pCard, "c.storm") // only Owls: no choice to make
	assert.Equal(t, []string{"owl", "owl"}, keys(s, s.Forest))
	assert.Len(t, s.Hands[1], 1)
}

func TestHawkAttackSendsABirdToHeaven(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "hawk", 1)
	nest(t, s, 1, "sparrow", 5)
	nest(t, s, 1, "crow", 1)
	act(t, s, 0, pCard, "c.hawk")
	act(t, s, 0, pTarget, "t.sparrow")
	assert.Equal(t, 4, n(s, s.Nests[1], "sparrow"))
	assert.Equal(t, 5, s.cat.nestScore(s.Nests[1]), "the Sparrows no longer count double")
}

func TestTailwindGivesTwoPointsForAnyBirds(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "tailwind", 1)
	give(t, s, 0, "crow", 2)
	nest(t, s, 1, "owl", 1)
	act(t, s, 0, pCard, "c.tailwind")
	assert.Equal(t, 2, s.Wild)
	_, ok := prompt(s, 0, pUse)
	assert.False(t, ok, "nothing played yet to spend them on")
	act(t, s, 0, pPlay, "b.crow.2")
	act(t, s, 0, pUse, "u.crow.1") // ③ with 2 Crow points and 1 more
	act(t, s, 0, pUse, "u.crow.0") // ① with the last
	assert.Zero(t, s.Wild)
	assert.Zero(t, s.Points[s.cat.Def("crow")])
}

func TestForagingDrawsTwoCards(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "forage", 1)
	onDeck(t, s, "owl", "dove")
	act(t, s, 0, pCard, "c.forage")
	assert.Equal(t, []string{"dove", "owl"}, keys(s, s.Hands[0]))
}

func TestMigrationReturnsAnOpponentsBirdToTheirHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "migration", 1)
	nest(t, s, 1, "crow", 2)
	nest(t, s, 1, "dove", 1)
	onDeck(t, s, "owl")
	act(t, s, 0, pCard, "c.migration")
	act(t, s, 0, pTarget, "t.dove")
	assert.Equal(t, []string{"dove", "owl"}, keys(s, s.Hands[1]), "the Dove, and the card its leaving draws")
}

func TestSneakThiefLooksThenDiscardsARandomCardToHeaven(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "thief", 1)
	give(t, s, 1, "owl", 1)
	give(t, s, 1, "crow", 1)
	ev := act(t, s, 0, pCard, "c.thief")
	assert.Len(t, privateTo(ev, 0), 1)
	assert.Len(t, s.Hands[1], 1)
	assert.Len(t, s.Heaven, 2, "the Sneak Thief and the discarded card")
}

func TestCuckooEggMakesTheOpponentDrawTwoCards(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "egg", 1)
	give(t, s, 1, "crow", 1)
	onDeck(t, s, "owl", "dove")
	act(t, s, 0, pCard, "c.egg")
	assert.Equal(t, []string{"crow", "dove", "owl"}, keys(s, s.Hands[1]))
	s.finish(endEmpty, &events{})
	assert.Equal(t, -3, s.Result().Score[1], "three birds in hand")
}
