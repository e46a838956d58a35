package starcollector

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// selfPlayFigures counts the outcomes of random games between equal
// (random) players.
type selfPlayFigures struct {
	games, firstWins, secondWins, draws, turns int
	// handOuts: games ended by a hand running out with cards in the deck.
	handOuts int
}

func (f selfPlayFigures) firstWinRate() float64 {
	return 100 * float64(f.firstWins) / float64(f.firstWins+f.secondWins)
}

func (f selfPlayFigures) averageTurns() float64 { return float64(f.turns) / float64(f.games) }

func pct(n, of int) float64 { return 100 * float64(n) / float64(of) }

// selfPlay plays n random games with fixed seeds, so its figures never
// change from run to run.
func selfPlay(t testing.TB, end string, n int) selfPlayFigures {
	var f selfPlayFigures
	rng := rand.New(rand.NewPCG(2, 77))
	for i := range n {
		s, err := newState(games.Config{Seats: 2, Seed: uint64(i) + 1, Options: map[string]string{"end": end}})
		if err != nil {
			t.Fatal(err)
		}
		for s.Over == nil {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				t.Fatal(err)
			}
		}
		f.games++
		f.turns += s.Turn - 1
		switch s.Over.Rank {
		case [2]int{1, 2}:
			f.firstWins++
		case [2]int{2, 1}:
			f.secondWins++
		default:
			f.draws++
		}
		if len(s.Deck) > 0 {
			f.handOuts++
		}
	}
	return f
}

// TestSelfPlayBalance is the deck's tuning report: between equal
// players the first seat wins 45-55% of the games that have a
// winner (draws are counted apart), and a game lasts 10-20 turns on
// average, under both end rules.
func TestSelfPlayBalance(t *testing.T) {
	t.Parallel()
	for _, end := range []string{endDefault, endDeckEmpty} {
		f := selfPlay(t, end, 10000)
		t.Logf("end=%s: %d random games: first seat wins %d (%.1f%% of decided games, %.1f%% of all), second seat %d, draws %d (%.1f%%); %.2f turns a game; %.1f%% ended by a hand running out with cards in the deck",
			end, f.games, f.firstWins, f.firstWinRate(), pct(f.firstWins, f.games), f.secondWins,
			f.draws, pct(f.draws, f.games), f.averageTurns(), pct(f.handOuts, f.games))
		if r := f.firstWinRate(); r < 45 || r > 55 {
			t.Errorf("end=%s: the first seat wins %.1f%% of decided games, want 45-55%%", end, r)
		}
		if a := f.averageTurns(); a < 10 || a > 20 {
			t.Errorf("end=%s: games last %.2f turns on average, want 10-20", end, a)
		}
	}
}
