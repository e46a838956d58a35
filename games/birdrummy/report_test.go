package birdrummy

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// What Bird Rummy tells the balance report (games.Balanced) and its
// one-track plans (games.Plans).

func cardAnswer(s *state, seat int, key string) games.Answer {
	return games.Answer{Seat: seat, PromptID: s.promptID(pCard), Choices: []string{"c." + key}}
}

func TestPlayingAResourceOrEffectIsWhatTheReportCountsAsPlayed(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "hawk", 1)
	give(t, s, 0, "feeder", 1)
	give(t, s, 0, "sparrow", 2)
	require.Equal(t, []string{"hawk"}, s.Plays(cardAnswer(s, 0, "hawk"), nil))
	require.Equal(t, []string{"feeder"}, s.Plays(cardAnswer(s, 0, "feeder"), nil))
	bird := games.Answer{Seat: 0, PromptID: s.promptID(pPlay), Choices: []string{s.cat.defs[s.cat.Def("sparrow")].playID[2]}}
	require.Empty(t, s.Plays(bird, nil), "birds are groups, not tracked cards")
	require.Empty(t, s.Plays(cardAnswer(s, 1, "hawk"), nil), "an answer out of turn is refused, so nothing is played")
}

func TestTrackedListsTheResourcesAndEffectsInTheHandOnce(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "storm", 2)
	give(t, s, 0, "birdbath", 1)
	give(t, s, 0, "crow", 2)
	require.ElementsMatch(t, []string{"storm", "birdbath"}, s.Tracked(0, nil))
	require.Empty(t, s.Tracked(1, nil))
}

func TestTheGroupsOfASeatAreTheSpeciesInItsNest(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	nest(t, s, 0, "owl", 3)
	nest(t, s, 0, "dove", 2)
	give(t, s, 0, "crow", 2)
	require.ElementsMatch(t, []string{"owl", "dove"}, s.Groups(0, nil), "birds in hand built no flock")
	require.Empty(t, s.Groups(1, nil))
}

func TestTheFirstPlayerHasTheOddTurnsOfTheGame(t *testing.T) {
	t.Parallel()
	s := scenario(t) // turn 3, seat 0 first
	s.First = 1
	require.Equal(t, 1, s.FirstSeat())
	require.Equal(t, [2]int{1, 2}, [2]int{s.Turns(0), s.Turns(1)}, "turns 1 and 3 are the first player's")
	s.First, s.TurnNo = -1, 0
	require.Equal(t, [2]int{0, 0}, [2]int{s.Turns(0), s.Turns(1)}, "nobody has played before the first player is chosen")
}

func TestTheRushKeepsOneCardBackToEndTheGameEvenWhenBehind(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "crow", 3)
	nest(t, s, 1, "owl", 4) // far behind: the Easy player would empty its hand and play on
	a, ok := s.Plan(planRush, 0, rand.New(rand.NewPCG(1, 1)))
	require.True(t, ok)
	require.Equal(t, s.cat.defs[s.cat.Def("crow")].playID[2], a.Choices[0], "two Crows played, one kept to discard")
	e, _ := s.Suggest(0, rand.New(rand.NewPCG(1, 1)))
	require.Equal(t, s.cat.defs[s.cat.Def("crow")].playID[3], e.Choices[0], "the Easy player, behind, plays all three")
}

func TestTheHoardPlaysNoPairThatStartsASmallFlock(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "crow", 2)
	give(t, s, 0, "dove", 3)
	give(t, s, 0, "owl", 1)
	nest(t, s, 0, "owl", 1)
	nest(t, s, 1, "owl", 1)
	rng := rand.New(rand.NewPCG(1, 1))
	played := map[string]bool{}
	for range 3 {
		a, ok := s.Plan(planHoard, 0, rng)
		require.True(t, ok)
		if a.PromptID != s.promptID(pPlay) {
			break
		}
		played[a.Choices[0]] = true
		act(t, s, 0, pPlay, a.Choices[0])
	}
	require.True(t, played[s.cat.defs[s.cat.Def("dove")].playID[3]], "three Doves start a big flock")
	require.True(t, played[s.cat.defs[s.cat.Def("owl")].playID[1]], "an Owl joins the Owls of its nest")
	require.False(t, played[s.cat.defs[s.cat.Def("crow")].playID[2]], "a pair of Crows would start a small flock")
}
