// Command strength plays seeded games between two CPU players in any
// registered game and prints how they fared: wins of decided games,
// draws, game length, think time and search speed.
//
//	go run ./cmd/strength -game starcollector -a hard -b flat -games 400 -parallel 8
//	go run ./cmd/strength -game bitch -seats 4 -a hard -b easy
//	go run ./cmd/strength -game rummy -a ismcts:2000 -b flat -cutoff 200
//
// Player a takes one seat, b every other; a's seat moves round the table
// from game to game, each deal played once from every seat, so neither
// player owes a result to the seat it sat in. Players: random, easy,
// normal, hard, flat (30 playouts an option), flat:N, ismcts:N (N
// iterations) and ismcts:D (a duration, e.g. 250ms). Bounded by
// iterations, every game replays exactly for a seed, however many games
// run at once. Think time is shown as wall time and, on Linux, as the
// thinking thread's CPU time, which a loaded machine does not inflate.
// Players plan:NAME play one of the game's one-track plans (games.Plans:
// always-fight, rush, reap-only, ...).
//
// With -sprt it plays a deal at a time (each from every seat) until
// Wald's sequential probability ratio test decides whether a scores at
// least -h1 (default 58% of decided games; at more than two seats, mean
// reward) or no more than -h0 (50%), at error rates -alpha and -beta (5%
// each), and prints the verdict and the games it took; -games is then
// the most it may play (default 2000). A player is found stronger in
// about as many games as it is stronger by:
//
//	go run ./cmd/strength -game keyforge -a ismcts:4000 -b ismcts:1000 -sprt
//
// With -think N it plays no table: it measures each searching level's
// think time on one core, p50 and p99, at N positions of games between
// Easy players, the levels at their real budgets:
//
//	go run ./cmd/strength -game rummy -think 60
//
// With -report it adds the balance report of a designed game
// (games.Balanced): the first seat's share of decided games, turns per
// player, and per group and per special card how the seats that had it
// fared. Between equal players it measures the design:
//
//	go run ./cmd/strength -game birdrummy -a ismcts:2000 -b ismcts:2000 -games 400 -report
//
// With -decks N (and -report, in a game whose seats bring generated decks)
// every deal seats two of a pool of N generated decks, each deck in turn
// against the others, and the report adds each deck's record: the spread
// of their win rates says whether any deck is a sure win or a sure loss.
//
//	go run ./cmd/strength -game keyforge -a ismcts:200 -b ismcts:200 -games 400 -report -decks 100
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
	parallel int
	progress bool
	report   bool
	search   ismcts.Config
	sprt     *sprt // the sequential test, with -sprt
	think    int   // positions to measure the levels' think time at, with -think
	decks    int   // generated decks in the pool, with -decks (games.DeckPool)
}

func run(ctx context.Context, args []string, out, errOut io.Writer) error {
	o, err := parse(args, errOut)
	if err != nil {
		return err
	}
	if o.think > 0 {
		return measureThink(ctx, o, o.think, out)
	}
	pa, err := parsePlayer(o.a, o.game, o.cfg, o.search)
	if err != nil {
		return err
	}
	pb, err := parsePlayer(o.b, o.game, o.cfg, o.search)
	if err != nil {
		return err
	}
	t := newTable(o.a, o.b, o.cfg.Seats)
	if o.sprt != nil {
		t.sequence = newSequence(*o.sprt, o.cfg.Seats)
	}
	if o.report {
		if s, err := o.game.New(o.cfg); err != nil {
			return err
		} else if _, ok := s.(games.Balanced); !ok {
			return fmt.Errorf("%s tells no balance report", o.game.Info().Name)
		}
		t.balance = newBalance()
	}
	if o.decks > 0 {
		if _, ok := o.game.(games.DeckPool); !ok || !o.report || o.decks < 2 || o.cfg.Seats != 2 {
			return fmt.Errorf("-decks needs -report, at least 2 decks, 2 seats and a game whose seats bring generated decks (games.DeckPool)")
		}
	}
	var done func(int)
	if o.progress {
		done = func(n int) { fmt.Fprintf(errOut, "\r%d/%d games", n, o.n) }
	}
	err = playAll(ctx, o, pa, pb, t, done)
	if o.progress {
		fmt.Fprintln(errOut)
	}
	// Interrupted (Ctrl-C), a long table still prints the games it ended:
	// hours of play are not thrown away, and an unfinished sequential
	// test says how far it got.
	interrupted := err != nil && ctx.Err() != nil && len(t.lengths) > 0
	if err != nil && !interrupted {
		return err
	}
	fmt.Fprintf(out, "%s, %d seats, %d games, seed %d", o.game.Info().Name, o.cfg.Seats, len(t.lengths), o.cfg.Seed)
	if interrupted {
		fmt.Fprint(out, " (interrupted)")
	}
	fmt.Fprintln(out)
	t.print(out)
	if t.sequence != nil {
		t.sequence.print(out)
	}
	if t.balance != nil {
		t.balance.print(out)
	}
	return err
}

func parse(args []string, errOut io.Writer) (options, error) {
	fs := flag.NewFlagSet("strength", flag.ContinueOnError)
	fs.SetOutput(errOut)
	slug := fs.String("game", "", "the game's slug: "+slugs())
	seats := fs.Int("seats", 0, "seats at the table (default: the game's fewest)")
	a := fs.String("a", "hard", "the player measured, in one seat")
	b := fs.String("b", "random", "the player in every other seat")
	n := fs.Int("games", 100, "games to play; with -sprt, the most it may play (default 2000)")
	seed := fs.Uint64("seed", 1, "the first deal's seed")
	parallel := fs.Int("parallel", 1, "games played at once, one a core; results do not depend on it for players bounded by iterations")
	progress := fs.Bool("progress", false, "count the games on standard error")
	report := fs.Bool("report", false, "add the balance report: first seat, turns, groups and special cards (games.Balanced)")
	eps := fs.Float64("epsilon", ismcts.DefaultEpsilon, "ismcts:… players: share of playout moves from the game's heuristic (default: the game's own tuning, as the levels play, else this)")
	cutoff := fs.Int("cutoff", 0, "ismcts:… players: playout moves before the game's evaluation scores it (0: play to the end; default: the game's own tuning)")
	sequential := fs.Bool("sprt", false, "play deals until the sequential probability ratio test decides between -h0 and -h1 (a's share of decided games at 2 seats, its mean reward at more)")
	h0 := fs.Float64("h0", 0.5, "-sprt: a's score if it is no stronger")
	h1 := fs.Float64("h1", 0.58, "-sprt: a's score if it is stronger by what the test looks for")
	alpha := fs.Float64("alpha", 0.05, "-sprt: the chance of accepting H1 when H0 holds")
	beta := fs.Float64("beta", 0.05, "-sprt: the chance of accepting H0 when H1 holds")
	decks := fs.Int("decks", 0, "with -report, deal each seat one of this many generated decks, each in turn against the others, and report each deck's record (games.DeckPool)")
	think := fs.Int("think", 0, "instead of a table, measure Normal's and Hard's think time on one core at this many positions of games between Easy players")
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
	var test *sprt
	if *sequential {
		test = &sprt{h0: *h0, h1: *h1, alpha: *alpha, beta: *beta}
		if err := test.check(); err != nil {
			return options{}, err
		}
		gamesSet := false
		fs.Visit(func(f *flag.Flag) { gamesSet = gamesSet || f.Name == "games" })
		if !gamesSet {
			*n = 2000
		}
	}
	g, cfg, err := gameAt(*slug, *seats, *seed, opts)
	if err != nil {
		return options{}, err
	}
	if *n < 1 || *parallel < 1 {
		return options{}, fmt.Errorf("-games and -parallel must be at least 1")
	}
	// ismcts:… players play out as the levels do in this game, unless a
	// flag says otherwise: a table of ismcts:N then measures a level's
	// search at another budget.
	search := ismcts.Config{Epsilon: *eps, Cutoff: *cutoff}
	if s, err := g.New(cfg); err == nil {
		search = ismcts.Tuned(search, s)
	}
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "epsilon":
			search.Epsilon = *eps
		case "cutoff":
			search.Cutoff = *cutoff
		}
	})
	return options{game: g, cfg: cfg, a: *a, b: *b, n: *n, parallel: *parallel, progress: *progress, report: *report,
		search: search, sprt: test, think: *think, decks: *decks}, nil
}

// gameAt is the game of slug at seats (0: its fewest) with the first
// deal's seed and the key=value options.
func gameAt(slug string, seats int, seed uint64, opts []string) (games.Game, games.Config, error) {
	g, ok := games.Lookup(slug)
	if !ok {
		return nil, games.Config{}, fmt.Errorf("unknown game %q (one of %s)", slug, slugs())
	}
	info := g.Info()
	if seats == 0 {
		seats = info.MinSeats
	}
	if seats < info.MinSeats || seats > info.MaxSeats {
		return nil, games.Config{}, fmt.Errorf("%s seats %d to %d, not %d", info.Name, info.MinSeats, info.MaxSeats, seats)
	}
	cfg := games.Config{Seats: seats, Seed: seed, Options: map[string]string{}}
	for _, kv := range opts {
		k, v, _ := strings.Cut(kv, "=")
		cfg.Options[k] = v
	}
	return g, cfg, nil
}

func slugs() string {
	var s []string
	for _, g := range games.All() {
		s = append(s, g.Info().Slug)
	}
	return strings.Join(s, ", ")
}
