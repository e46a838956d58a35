package bitch

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
	"github.com/deckhand/deckhand/games/gametest"
)

// leanGames plays seeded random games at several table sizes through the
// lean path and hands every state on the way, before each answer, to
// check, with the answer about to be given.
func leanGames(t *testing.T, check func(s *state, a games.Answer)) {
	t.Helper()
	n := gametest.Scale(12, 1)
	for _, seats := range []int{2, 3, 4, 8} {
		for i := range n {
			g, err := newState(games.Config{Seats: seats, Seed: uint64(500 + i)})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(uint64(i), uint64(seats)))
			var buf []games.Move
			for step := 0; g.Result() == nil; step++ {
				require.Less(t, step, kitMaxSteps, "the game did not end")
				buf = buf[:0]
				for seat := range seats {
					buf = g.Legal(seat, buf)
				}
				require.NotEmpty(t, buf, "a running game offers no move")
				a := buf[rng.IntN(len(buf))].Answer.Clone()
				check(g, a)
				require.NoError(t, g.Play(a))
			}
		}
	}
}

func TestPlayLeavesTheSameStateAsApplyByteForByte(t *testing.T) {
	t.Parallel()
	leanGames(t, func(s *state, a games.Answer) {
		labelled := s.clone()
		_, err := labelled.Apply(a)
		require.NoError(t, err, "Apply refused a Legal move %+v", a)
		lean := s.clone()
		require.NoError(t, lean.Play(a))
		want, err := labelled.Encode()
		require.NoError(t, err)
		got, err := lean.Encode()
		require.NoError(t, err)
		require.True(t, bytes.Equal(want, got), "Play and Apply of %+v differ:\n%s\n%s", a, want, got)
	})
}

// Legal lists exactly the options of the prompts, seat by seat: every
// prompt here picks one option.
func TestLegalListsEveryOptionOfEveryOpenPrompt(t *testing.T) {
	t.Parallel()
	leanGames(t, func(s *state, _ games.Answer) {
		for seat := range s.Seats {
			var want, got []string
			for _, p := range games.PromptsFor(s.Prompts(), seat) {
				for _, o := range p.Options {
					want = append(want, p.ID+":"+o.ID)
				}
			}
			legal := s.Legal(seat, nil)
			require.LessOrEqual(t, len(legal), games.MaxLegal)
			for _, m := range legal {
				require.Len(t, m.Choices, 1)
				got = append(got, m.PromptID+":"+m.Choices[0])
			}
			require.Equal(t, want, got, "seat %d", seat)
		}
		var waiting []int
		require.Equal(t, games.Waiting(s.Prompts()), s.Waiting(waiting), "Waiting")
	})
}

func TestPlayRefusesWhatApplyRefusesAndChangesNothing(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "5H 9C").turned("7D").to(0)
	before, _ := s.Encode()
	for _, a := range []games.Answer{
		{Seat: 0, PromptID: "t1.0", Choices: []string{"3"}},      // not held
		{Seat: 1, PromptID: "t1.0", Choices: []string{"9"}},      // not this seat's turn
		{Seat: 0, PromptID: "t0.0", Choices: []string{"9"}},      // stale
		{Seat: 0, PromptID: "t1.0", Choices: []string{"9", "9"}}, // too many
		{Seat: 0, PromptID: "t1.0"},                              // too few
	} {
		_, applyErr := s.clone().Apply(a)
		require.Error(t, applyErr, "%+v", a)
		err := s.Play(a)
		require.Error(t, err, "%+v", a)
		require.Equal(t, applyErr.Error(), err.Error(), "the same refusal, in the same words")
		after, _ := s.Encode()
		require.True(t, bytes.Equal(before, after), "a refused answer changed the state")
	}
}

func TestACloneSharesNothingWithItsOriginal(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "5H 9C").hand(1, "6D").naked(2, "4S", "QH").deck("2C 3C").played("8S", 8).turned("7D").to(0)
	s.Shown = &shown{Seat: 1, Cards: cardList{s.Hands[1][0]}}
	s.Bluff = &bluff{Seat: 2, Naked: cardList{s.Naked[2][0][0]}}
	before, _ := s.Encode()
	c := s.Clone().(*state)
	c.Hands[0][0], c.Naked[2][0][0], c.Deck[0], c.Stack[0].Card = c.Hands[0][1], c.Hands[0][1], c.Hands[0][1], c.Hands[0][1]
	c.Shown.Cards[0], c.Bluff.Naked[0] = c.Hands[0][1], c.Hands[0][1]
	c.Out = append(c.Out, 1)
	after, _ := s.Encode()
	require.True(t, bytes.Equal(before, after), "changing the clone changed the original")
	require.True(t, slices.Equal(s.Hands[0], cardList(cards.ParseAll("5H 9C"))))
}

func TestPromptIDsAreTheSameSharedOrNot(t *testing.T) {
	t.Parallel()
	for _, turn := range []int{0, 7, 123, sharedTurns - 1, sharedTurns, 40000} {
		for step := range 4 {
			assert.Equal(t, "t"+strconv.Itoa(turn)+"."+strconv.Itoa(step), turnIDFor(turn, step))
		}
		assert.Equal(t, "b"+strconv.Itoa(turn), bluffIDFor(turn))
	}
}
