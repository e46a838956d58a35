package main

import (
	"context"
	"io"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/games/ismcts"
)

// The ladder's guard: Hard searches 7.5 times Normal's iterations
// (30,000 to 4,000), and a player who picks Hard must meet a stronger
// opponent. At the same ratio of far smaller budgets, on seeded deals,
// the larger search must win most decided games against the smaller,
// where the smaller against itself on the same deals wins about half.
// The ladder at the levels' ratio, game by game, is the command:
//
//	go run ./cmd/strength -game <game> -a ismcts:3000 -b ismcts:400 -sprt
func TestHardsBudgetBeatsNormalsAtTheLevelsRatio(t *testing.T) {
	t.Parallel()
	cases := []struct {
		game         string
		games        int
		large, small string
		want         float64 // a little under what it scores today
		short        bool    // cheap enough for -short
	}{
		{"starcollector", 32, "ismcts:300", "ismcts:40", 0.85, true}, // 93% today, 44% against itself
		{"birdrummy", 24, "ismcts:300", "ismcts:40", 0.65, false},    // 75% today, 50% against itself
	}
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			t.Parallel()
			if testing.Short() && !c.short {
				t.Skip("a minute of search on a loaded machine; runs without -short")
			}
			large := decidedAgainst(t, c.game, c.games, c.large, c.small)
			even := decidedAgainst(t, c.game, c.games, c.small, c.small)
			t.Logf("%s: %s won %.0f%% of decided games against %s; %s against itself %.0f%%", c.game, c.large, 100*large, c.small, c.small, 100*even)
			if large < c.want {
				t.Errorf("%s: %s won %.0f%% of decided games against %s, want at least %.0f%%: the larger budget no longer buys strength, so Hard need not beat Normal",
					c.game, c.large, 100*large, c.small, 100*c.want)
			}
			if even >= large {
				t.Errorf("%s: %s against itself won %.0f%% on the same deals, as much as the larger search (%.0f%%): the guard cannot tell them apart", c.game, c.small, 100*even, 100*large)
			}
		})
	}
}

// The strength guard: a seeded, deterministic piece of the strength table
// on the real games, so that a change that weakens the CPU cannot land
// quietly. A small search (iterations only, so the games replay exactly)
// must beat the random player in most decided games, where the
// random player against itself on the same deals wins about half. The
// full table, at the levels' budgets, is the command:
//
//	go run ./cmd/strength -game <game> -a hard -b flat -games 400
func TestASmallSearchBeatsTheRandomPlayerInEveryTwoSeatGame(t *testing.T) {
	t.Parallel()
	cases := []struct {
		game  string
		games int
		want  float64 // a little under what it scores today
		short bool    // cheap enough for -short
	}{
		{"starcollector", 32, 0.75, true}, // the luck of the draw: some deals cannot be won
		{"birdrummy", 8, 0.85, false},
		{"rummy", 8, 0.85, false},
		{"keyforge", 8, 0.85, false}, // 8 of 8 today, random against random 2 of 8
		{"bitch", 8, 0.85, false},    // two seats: 8 of 8 today, random against random 4 of 8
	}
	for _, c := range cases {
		t.Run(c.game, func(t *testing.T) {
			t.Parallel()
			if testing.Short() && !c.short {
				t.Skip("a few seconds of search; runs without -short")
			}
			search := decided(t, c.game, c.games, "ismcts:200")
			control := decided(t, c.game, c.games, "random")
			t.Logf("%s: search %.0f%%, random %.0f%% of decided games against random", c.game, 100*search, 100*control)
			if search < c.want {
				t.Errorf("%s: a 200-iteration search won %.0f%% of decided games against random, want at least %.0f%%", c.game, 100*search, 100*c.want)
			}
			if control >= search {
				t.Errorf("%s: random won %.0f%% against random on the same deals, as much as the search (%.0f%%): the guard cannot tell them apart", c.game, 100*control, 100*search)
			}
		})
	}
}

// decided plays n seeded games of a against random, seats swapped, and
// returns a's share of the decided ones.
func decided(t *testing.T, game string, n int, a string) float64 {
	t.Helper()
	return decidedAgainst(t, game, n, a, "random")
}

// decidedAgainst plays n seeded games of a against b, seats swapped, and
// returns a's share of the decided ones.
func decidedAgainst(t *testing.T, game string, n int, a, b string) float64 {
	t.Helper()
	o, err := parse([]string{"-game", game, "-a", a, "-b", b, "-games", itoa(n), "-seed", "7"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	pa, err := ismcts.ParsePlayer(o.a, o.search)
	if err != nil {
		t.Fatal(err)
	}
	pb, err := ismcts.ParsePlayer(o.b, o.search)
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable(o.a, o.b, o.cfg.Seats)
	if err := playAll(context.Background(), o, pa, pb, tb, nil); err != nil {
		t.Fatal(err)
	}
	r := tb.rows[0]
	if d := r.seats - r.drawn; d > 0 {
		return float64(r.won) / float64(d)
	}
	return 0
}

func itoa(n int) string { return strconv.Itoa(n) }
