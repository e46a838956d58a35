package bitch

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// suggest is seat's Easy answer, required.
func suggest(t *testing.T, s *state, seat int) string {
	t.Helper()
	a, ok := s.Suggest(seat, testRand())
	require.True(t, ok, "seat %d has an answer", seat)
	return a.Choices[0]
}

func TestEasyPlaysTheLowestValueThatGoesOnTheStack(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "4C 9D QH KS 2C").played("6S", 6)
	assert.Equal(t, "9", suggest(t, s, 0))
}

func TestEasyPlaysEveryCopyOfAnOrdinaryValue(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "9C 9D QH").played("6S", 6)
	assert.Equal(t, "9", suggest(t, s, 0))
	play(t, s, 0, "9")
	assert.Equal(t, "n2j0", suggest(t, s, 0), "both 9s")
}

func TestEasyKeepsTwosTensAndJokersWhileAnOrdinaryCardGoes(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "2C 10D JK KH").played("QS", queen)
	assert.Equal(t, "K", suggest(t, s, 0))
}

func TestEasySpendsOneTwoWhenNothingElseGoes(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "2C 2D 4H").played("QS", queen)
	assert.Equal(t, "2", suggest(t, s, 0))
	play(t, s, 0, "2")
	assert.Equal(t, "n1j0", suggest(t, s, 0), "one 2, not both")
}

func TestEasyAnswersASevenWithASevenOrDrawsForASingleOne(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "7C 2D 4H").played("7S", 7).deck("3C 3D")
	assert.Equal(t, "7", suggest(t, s, 0))
	s = table(2).hand(0, "2D 4H").played("7S", 7).deck("3C 3D")
	assert.Equal(t, "pass", suggest(t, s, 0), "draw 2 rather than spend a 2")
}

func TestEasyPicksUpOnlyWhenNothingGoes(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "3C 4D").played("KS", king)
	assert.Equal(t, "pass", suggest(t, s, 0))
}

func TestEasyCallsABluffWhenABigHandHeldNothingPlayable(t *testing.T) {
	t.Parallel()
	// Seat 0 passes on a 5 with eight cards: most cards go on a 5, so
	// holding none is most unlikely.
	s := table(3).hand(0, "KC KD KH KS QC QD QH QS").hand(1, "4C 4D 4H 4S 5C").played("5S", 5).deck("JH AH 9H")
	play(t, s, 0, "pass")
	a, ok := s.Suggest(2, testRand())
	require.True(t, ok, "seat 2 calls")
	assert.Equal(t, "call", a.Choices[0])
}

func TestEasyLetsAPassWithASmallHandGo(t *testing.T) {
	t.Parallel()
	// One card facing a high ace: only a 2, a 10 or a high ace would go.
	s := table(3).hand(0, "KC").played("AS", aceHigh).deck("3C 3D 3H 3S 4C 4D 4H")
	play(t, s, 0, "pass")
	_, ok := s.Suggest(2, testRand())
	assert.False(t, ok, "seat 2 does not call")
}

// TestEasyIsRarelyTheLastOneLeftAgainstRandomPlayers plays 4-player games
// of one Easy player against three random ones, the Easy seat going
// round the table, and counts how often Easy is left last (a fair share
// is 25%).
func TestEasyIsRarelyTheLastOneLeftAgainstRandomPlayers(t *testing.T) {
	t.Parallel()
	n := 200
	if testing.Short() {
		n = 40
	}
	const seats = 4
	first, last := 0, 0
	for i := range n {
		easy := i % seats
		s, err := newState(games.Config{Seats: seats, Seed: uint64(7000 + i)})
		require.NoError(t, err)
		r := playEasyAgainstRandom(t, s, easy, rand.New(rand.NewPCG(uint64(i), 99)))
		switch r.Rank[easy] {
		case 1:
			first++
		case seats:
			last++
		}
	}
	lastRate, firstRate := float64(last)/float64(n), float64(first)/float64(n)
	t.Logf("Easy against 3 random players, %d games: last one left in %.1f%%, first out in %.1f%% (fair: 25%% each)", n, 100*lastRate, 100*firstRate)
	// Measured over these 200 games: last in 0%, first in 99%.
	assert.LessOrEqual(t, lastRate, 0.03, "Easy is hardly ever the one left last by random players")
	assert.GreaterOrEqual(t, firstRate, 0.90, "Easy nearly always finishes first against random players")
}

// playEasyAgainstRandom plays s to the end: at each step a random seat
// with something to answer acts, as games.PlayRandom picks prompts; the
// Easy seat answers by Suggest (and may let a bluff go), the others at
// random.
func playEasyAgainstRandom(t *testing.T, s *state, easy int, rng *rand.Rand) *games.Result {
	t.Helper()
	var moves []games.Move
	var ready []int
	for step := 0; s.Result() == nil; step++ {
		require.Less(t, step, 4*kitMaxSteps, "the game did not end")
		ready = ready[:0]
		for seat := range s.Seats {
			if len(s.Legal(seat, moves[:0])) > 0 {
				ready = append(ready, seat)
			}
		}
		for {
			seat := ready[rng.IntN(len(ready))]
			if seat == easy {
				a, ok := s.Suggest(seat, rng)
				if !ok {
					ready = slices.DeleteFunc(ready, func(x int) bool { return x == easy })
					continue
				}
				require.NoError(t, s.Play(a))
				break
			}
			moves = s.Legal(seat, moves[:0])
			require.NoError(t, s.Play(moves[rng.IntN(len(moves))].Answer))
			break
		}
	}
	return s.Result()
}

func TestEverySuggestionIsAcceptedByApply(t *testing.T) {
	t.Parallel()
	rng := testRand()
	leanGames(t, func(s *state, _ games.Answer) {
		before, _ := s.Encode()
		for seat := range s.Seats {
			a, ok := s.Suggest(seat, rng)
			if !ok {
				continue
			}
			_, err := s.clone().Apply(a.Clone())
			require.NoError(t, err, "seat %d: Suggest gave %+v", seat, a)
		}
		after, _ := s.Encode()
		require.Equal(t, string(before), string(after), "Suggest changed the state")
	})
}

func TestEasyLaysItsStrongestCardsAsNakedPilesEveryCopyTogether(t *testing.T) {
	t.Parallel()
	s := newGame(t, 2, nil)
	s.Hands[0] = cards.ParseAll("10H 10S 3C 4C 5C 6C 9C KD 2C")
	s.derived.changed()
	assert.Equal(t, "10", suggest(t, s, 0), "10s before the 2, the K or the small cards")
	answer(t, s, 0, "10")
	assert.Equal(t, "10x2j0", suggest(t, s, 0), "both 10s in one pile")
}
