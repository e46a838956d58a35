package keyforge

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// selfPlay plays n random games between generated decks and reports
// the first player's win rate, the average turns and answers, and each
// house's win rate (a house wins when a deck holding it wins).
type report struct {
	games, firstWins, turns, steps int
	maxTurns, maxSteps             int
	houseGames, houseWins          map[string]int
}

func selfPlay(t testing.TB, n int, seed uint64) report {
	r := report{houseGames: map[string]int{}, houseWins: map[string]int{}}
	for i := 0; i < n; i++ {
		st, err := Game{}.New(games.Config{Seats: 2, Seed: seed + uint64(i)*7919})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		steps := 0
		for s.Result() == nil {
			if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
				t.Fatalf("game %d step %d: %v", i, steps, err)
			}
			steps++
			if steps > 50000 {
				t.Fatalf("game %d does not end", i)
			}
		}
		r.games++
		r.steps += steps
		r.turns += s.Turn
		r.maxTurns = max(r.maxTurns, s.Turn)
		r.maxSteps = max(r.maxSteps, steps)
		if s.Winner == s.First {
			r.firstWins++
		}
		for p := 0; p < 2; p++ {
			for _, h := range s.table.P[p].Houses {
				r.houseGames[h]++
				if s.Winner == p {
					r.houseWins[h]++
				}
			}
		}
	}
	return r
}

func TestSelfPlayReport(t *testing.T) {
	// 2000 games hold each house's rate to about ±1.5%; the short and
	// race runs only check that random games end.
	n, check := 2000, true
	if testing.Short() || gametest.Race {
		n, check = 100, false
	}
	r := selfPlay(t, n, 42)
	t.Logf("%d random games: first player wins %.1f%%, %.1f turns on average (longest %d), %.0f answers per game (most %d)",
		r.games, 100*float64(r.firstWins)/float64(r.games), float64(r.turns)/float64(r.games), r.maxTurns, float64(r.steps)/float64(r.games), r.maxSteps)
	for _, h := range pool.Houses {
		rate := float64(r.houseWins[h]) / float64(r.houseGames[h])
		t.Logf("  %-10s in %4d decks, wins %.1f%%", h, r.houseGames[h], 100*rate)
		if check && (rate > 0.60 || rate < 0.40) {
			t.Errorf("house %s wins %.1f%% of its games between random players", h, 100*rate)
		}
	}
}
