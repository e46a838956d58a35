package starcollector

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// What Star Collector tells the balance report (games.Balanced) and its
// one-track plans (games.Plans).

func answerOf(seat int, s *state, option string) games.Answer {
	return games.Answer{Seat: seat, PromptID: turnID(s.Turn), Choices: []string{option}}
}

func TestASpecialIsPlayedOnlyOnTheSideItsRuleWorksOn(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"black-hole", "observatory"}, {"comet"}}, deck: []string{"nebula"}})
	require.Equal(t, []string{"black-hole"}, s.Plays(answerOf(0, s, "f-black-hole"), nil), "Black Hole's rule works on its fight side")
	require.Empty(t, s.Plays(answerOf(0, s, "d-black-hole"), nil), "played to draw, a Black Hole is an ordinary card")
	require.Equal(t, []string{"observatory"}, s.Plays(answerOf(0, s, "d-observatory"), nil), "Observatory's rule works on its draw side")
	require.Empty(t, s.Plays(answerOf(0, s, "f-comet"), nil), "a card not in the hand is refused, so nothing is played")
}

func TestTrackedListsEachSpecialDesignInTheHandOnce(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"eclipse", "eclipse", "comet", "wormhole"}, {"meteor"}}})
	require.ElementsMatch(t, []string{"eclipse", "wormhole"}, s.Tracked(0, nil), "ordinary cards are not tracked, copies count once")
	require.Empty(t, s.Tracked(1, nil))
}

func TestBothSeatsTakeEveryTurnAndTheFirstSeatIsSeatZero(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "meteor"}, {"nebula", "pulsar"}}, deck: []string{"binary", "quasar"}})
	require.Equal(t, 0, s.FirstSeat())
	require.Equal(t, [2]int{1, 1}, [2]int{s.Turns(0), s.Turns(1)}, "the first turn is being chosen")
	_, err := s.Apply(answerOf(0, s, "f-comet"))
	require.NoError(t, err)
	_, err = s.Apply(answerOf(1, s, "f-pulsar"))
	require.NoError(t, err)
	require.Equal(t, [2]int{2, 2}, [2]int{s.Turns(0), s.Turns(1)}, "after one reveal the second turn begins for both")
}

func TestAPlanPlaysOnlyItsSide(t *testing.T) {
	t.Parallel()
	for plan, want := range map[string]Side{planFight: Fight, planDraw: Draw} {
		for seed := range uint64(40) {
			st, err := newState(games.Config{Seats: 2, Seed: seed + 1})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 3))
			for st.Over == nil {
				for seat := range seats {
					a, ok := st.Plan(plan, seat, rng)
					if !ok {
						continue
					}
					require.Equal(t, want, stdDeck.byOption[a.Choices[0]].side, "%s played %v", plan, a.Choices)
					_, err := st.Apply(a)
					require.NoError(t, err)
					if st.Over != nil {
						break
					}
				}
			}
		}
	}
}

func TestAnUnknownPlanAnswersNothing(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"meteor"}}})
	_, ok := s.Plan("always-bluff", 0, rand.New(rand.NewPCG(1, 1)))
	require.False(t, ok)
}
