package ismcts_test

import (
	"context"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// share plays n seeded games between players a and b (as ParsePlayer
// names them), seats swapped every other game, and returns a's share of
// the decided games.
func share(t *testing.T, newGame func(seed uint64) games.State, a, b string, n int) float64 {
	t.Helper()
	pa, err := ismcts.ParsePlayer(a, ismcts.Config{})
	if err != nil {
		t.Fatal(err)
	}
	pb, err := ismcts.ParsePlayer(b, ismcts.Config{})
	if err != nil {
		t.Fatal(err)
	}
	won, decided := 0, 0
	for i := range n {
		players, seatA := []ismcts.Player{pa, pb}, 0
		if i%2 == 1 {
			players, seatA = []ismcts.Player{pb, pa}, 1
		}
		r, err := ismcts.PlayGame(context.Background(), newGame(uint64(i/2)), players, uint64(i), nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Rank[0] != r.Rank[1] {
			decided++
			if r.Rank[seatA] == 1 {
				won++
			}
		}
	}
	if decided == 0 {
		t.Fatalf("%s against %s: no game of %d decided", a, b, n)
	}
	return float64(won) / float64(decided)
}

func goofspielOf(n int) func(uint64) games.State {
	return func(seed uint64) games.State { return newGoofspiel(n, seed) }
}

// strengthGames is how many games a strength check plays: enough that
// random against random stays below the bar on these seeds (0.61 of 40,
// 0.54 of 100), where the search scores 0.89 and 0.84.
func strengthGames() int {
	if testing.Short() {
		return 40
	}
	return 100
}

// strengthBar is the share of decided games a 500-iteration search must
// win against random at six-card goofspiel.
const strengthBar = 0.75

// The seeded strength table of the toy games: a change that weakens the
// search shows here.
func TestStrengthSearchBeatsRandomAtGoofspiel(t *testing.T) {
	t.Parallel()
	if got := share(t, goofspielOf(6), "ismcts:500", "random", strengthGames()); got < strengthBar {
		t.Errorf("a 500-iteration search won %.2f of decided games against random, want at least %.2f", got, strengthBar)
	}
}

func TestStrengthRandomDoesNotPassTheBar(t *testing.T) {
	t.Parallel()
	if got := share(t, goofspielOf(6), "random", "random", strengthGames()); got >= strengthBar {
		t.Errorf("random won %.2f against random: the bar of %.2f would not catch a search replaced by random", got, strengthBar)
	}
}
