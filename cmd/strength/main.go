// Command strength plays seeded games between two CPU players in any
// registered game and prints how they fared: wins of decided games,
// draws, game length, think time and search speed.
//
//	go run ./cmd/strength -game starcollector -a hard -b flat -games 400
//	go run ./cmd/strength -game bitch -seats 4 -a hard -b easy
//
// Player a takes one seat, b every other; a's seat moves round the table
// from game to game, each deal played once from every seat, so neither
// player owes a result to the seat it sat in. Players: random, easy,
// normal, hard, flat (30 playouts an option), flat:N, ismcts:N (N
// iterations) and ismcts:D (a duration, e.g. 250ms). Bounded by
// iterations, every game replays exactly for a seed.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/deckhand/deckhand/games"
	_ "github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/games/ismcts"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "strength:", err)
		os.Exit(2)
	}
}

// options are the parsed flags.
type options struct {
	game     games.Game
	cfg      games.Config
	a, b     string
	n        int
	progress bool
	search   ismcts.Config
}

func run(ctx context.Context, args []string, out, errOut io.Writer) error {
	o, err := parse(args, errOut)
	if err != nil {
		return err
	}
	pa, err := ismcts.ParsePlayer(o.a, o.search)
	if err != nil {
		return err
	}
	pb, err := ismcts.ParsePlayer(o.b, o.search)
	if err != nil {
		return err
	}
	t := newTable(o.a, o.b, o.cfg.Seats)
	for i := range o.n {
		if err := playOne(ctx, o, i, pa, pb, t); err != nil {
			return err
		}
		if o.progress {
			fmt.Fprintf(errOut, "\r%d/%d games", i+1, o.n)
		}
	}
	if o.progress {
		fmt.Fprintln(errOut)
	}
	fmt.Fprintf(out, "%s, %d seats, %d games, seed %d\n", o.game.Info().Name, o.cfg.Seats, o.n, o.cfg.Seed)
	t.print(out)
	return nil
}

func parse(args []string, errOut io.Writer) (options, error) {
	fs := flag.NewFlagSet("strength", flag.ContinueOnError)
	fs.SetOutput(errOut)
	slug := fs.String("game", "", "the game's slug: "+slugs())
	seats := fs.Int("seats", 0, "seats at the table (default: the game's fewest)")
	a := fs.String("a", "hard", "the player measured, in one seat")
	b := fs.String("b", "random", "the player in every other seat")
	n := fs.Int("games", 100, "games to play")
	seed := fs.Uint64("seed", 1, "the first deal's seed")
	progress := fs.Bool("progress", false, "count the games on standard error")
	eps := fs.Float64("epsilon", 0.1, "ismcts:… players: share of playout moves from the game's heuristic")
	cutoff := fs.Int("cutoff", 0, "ismcts:… players: playout moves before the game's evaluation scores it (0: play to the end)")
	var opts []string
	fs.Func("option", "a game option key=value (repeatable)", func(s string) error {
		if !strings.Contains(s, "=") {
			return fmt.Errorf("want key=value, got %q", s)
		}
		opts = append(opts, s)
		return nil
	})
	if err := fs.Parse(args); err != nil {
		return options{}, err
	}
	g, ok := games.Lookup(*slug)
	if !ok {
		return options{}, fmt.Errorf("unknown game %q (one of %s)", *slug, slugs())
	}
	info := g.Info()
	if *seats == 0 {
		*seats = info.MinSeats
	}
	if *seats < info.MinSeats || *seats > info.MaxSeats {
		return options{}, fmt.Errorf("%s seats %d to %d, not %d", info.Name, info.MinSeats, info.MaxSeats, *seats)
	}
	if *n < 1 {
		return options{}, fmt.Errorf("-games must be at least 1")
	}
	cfg := games.Config{Seats: *seats, Seed: *seed, Options: map[string]string{}}
	for _, kv := range opts {
		k, v, _ := strings.Cut(kv, "=")
		cfg.Options[k] = v
	}
	return options{game: g, cfg: cfg, a: *a, b: *b, n: *n, progress: *progress,
		search: ismcts.Config{Epsilon: *eps, Cutoff: *cutoff}}, nil
}

func slugs() string {
	var s []string
	for _, g := range games.All() {
		s = append(s, g.Info().Slug)
	}
	return strings.Join(s, ", ")
}
