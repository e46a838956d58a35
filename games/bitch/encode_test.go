package bitch

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEncodeAndDecodeKeepEveryDetail(t *testing.T) {
	t.Parallel()
	roundTrip := func(s *state, what string) {
		t.Helper()
		data, err := s.Encode()
		require.NoError(t, err)
		back, err := Game{}.Decode(data)
		require.NoError(t, err, what)
		again, err := back.Encode()
		require.NoError(t, err)
		assert.Equal(t, string(data), string(again), what)
		assert.Equal(t, s.Public(), back.Public(), what)
		assert.Equal(t, s.Prompts(), back.Prompts(), what)
	}
	s := table(3).hand(0, "3C 3D 3H 3S 4C").hand(1, "JK JK 4H 4S 5C").hand(2, "6C").
		turned("3S").played("5S", 5).played("7D", 7).deck("QH 2H 3H 4H 5H 6H 7H 8H 9H").complete()
	s.Stack[2].Spent = true
	roundTrip(s, "turned and spent cards on the stack")
	play(t, s, 0, "pass")
	require.NotNil(t, s.Bluff)
	roundTrip(s, "an open Call bluff window")
	play(t, s, 1, "K") // jokers alone as K: the count comes next
	require.NotNil(t, s.Pending)
	roundTrip(s, "a value chosen, its count to come")
	call(t, s, 2) // wrong: nothing in seat 0's hand beat the 5
	require.NotNil(t, s.Shown)
	roundTrip(s, "a wrong caller's hand on the board")

	for _, bad := range []string{
		`{"Seats":1}`,
		`{"Seats":2,"Hands":["7H"],"Naked":[[],[]],"Blind":["",""]}`,
		`{"Seats":2,"Hands":["XX",""],"Naked":[[],[]],"Blind":["",""]}`,
		`{"Seats":2,"Hands":["",""],"Naked":[[],[]],"Blind":["",""],"Stack":"7H/99"}`,
		`{"Seats":2,"Hands":["",""],"Naked":[[],[]],"Blind":["",""],"Turn":5}`,
	} {
		_, err := Game{}.Decode([]byte(bad))
		assert.Error(t, err, bad)
	}
}

func TestAHalfMadePlaySurvivesARestartAndDecodeRefusesOneNoHandCouldMake(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "6H 6C 9D 3C 3D").hand(1, "3H").played("4S", 4).complete()
	play(t, s, 0, "6")
	data, err := s.Encode()
	require.NoError(t, err)
	back, err := Game{}.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, s.Prompts(), back.Prompts(), "the count question stands after a restart")

	for what, v := range map[string]value{
		"a value the hand holds no card of":                        7,
		"a value with a single card, which plays at once":          9,
		"a value the top does not take, though the hand holds two": 3,
	} {
		bad := s.clone()
		bad.Pending.Value = v
		data, err := bad.Encode()
		require.NoError(t, err)
		_, err = Game{}.Decode(data)
		assert.Error(t, err, what)
	}
}

func TestDecodeRefusesASetupThatWaitsOnNobody(t *testing.T) {
	t.Parallel()
	s, err := newState(games.Config{Seats: 3, Seed: 1, Options: map[string]string{optFirst: firstDealer}})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(1, 2))
	for s.Phase == phaseSetup {
		_, _, err := games.PlayRandom(s, -1, false, rng)
		require.NoError(t, err)
	}
	require.Equal(t, phaseFirst, s.Phase, "every pile is laid: the dealer names who plays first")
	s.Phase = phaseSetup // every pile laid, yet still laying: no answer could end the setup
	data, err := s.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	assert.ErrorContains(t, err, "waits on nobody", "a saved game nobody can move on is refused, not loaded to hang its table")
}
