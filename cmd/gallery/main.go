// Command gallery writes pictures of every game: the board and every
// hand at several moments of a seeded game played at random, one PNG
// each, into a folder anyone can open. With -html it also plays each
// game through the tests' fake Discord against the bot, as two or three
// people choosing at random from the seed, and writes every message
// they saw as Discord lays it out (container, text, picture, buttons),
// from the lobby to the replay, to a web page per game.
//
//	go run ./cmd/gallery -out gallery -html
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/games"
	_ "github.com/deckhand/deckhand/games/all"
)

// names stand in for Discord names, long enough to show how a long one fits.
var names = []string{"Ada", "Bartholomew", "Cyd", "Dee", "Eli", "Fay", "Gus", "Hal"}

func name(seat int) string {
	if seat >= 0 && seat < len(names) {
		return names[seat]
	}
	return games.SeatName(seat)
}

func main() {
	out := flag.String("out", "gallery", "folder the pictures are written to")
	seed := flag.Uint64("seed", 7, "seed of every game")
	moments := flag.Int("moments", 4, "moments of each game pictured, from the deal to the end")
	maxSteps := flag.Int("steps", 4000, "answers played at most in one game")
	only := flag.String("game", "", "only this game (its slug); every game when empty")
	pages := flag.Bool("html", false, "also write every message of a game played through the fake Discord to <out>/<game>.html")
	rounds := flag.Int("rounds", 200, "with -html, rounds of each game played at most")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	n := 0
	for _, g := range games.All() {
		info := g.Info()
		if *only != "" && info.Slug != *only {
			continue
		}
		for _, seats := range seatCounts(info) {
			k, err := gallery(g, games.Config{Seats: seats, Seed: *seed}, *out, *moments, *maxSteps)
			if err != nil {
				log.Fatalf("%s, %d seats: %v", info.Slug, seats, err)
			}
			n += k
		}
	}
	fmt.Printf("%d pictures in %s\n", n, *out)
	if *pages {
		k, err := messages(*out, *seed, *only, *rounds)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%d web pages of whole messages in %s (open %s/<game>.html)\n", k, *out, *out)
	}
}

// seatCounts are the fewest and the most seats a game takes.
func seatCounts(info games.Info) []int {
	if info.MinSeats == info.MaxSeats {
		return []int{info.MinSeats}
	}
	return []int{info.MinSeats, info.MaxSeats}
}

// gallery plays one game, then replays it to each moment (evenly
// spaced from the deal to the end, and the busiest board) and writes its
// board and hands there. It returns how many files it wrote.
func gallery(g games.Game, cfg games.Config, out string, moments, maxSteps int) (int, error) {
	log, err := play(g, cfg, maxSteps)
	if err != nil {
		return 0, err
	}
	var steps []int
	for m := range moments {
		steps = append(steps, len(log)*m/max(moments-1, 1))
	}
	busy, err := busiest(g, cfg, log)
	if err != nil {
		return 0, err
	}
	if !slices.Contains(steps, busy) {
		steps = append(steps, busy)
	}
	files := 0
	for m, at := range steps {
		st, err := games.Replay(g, cfg, log[:at])
		if err != nil {
			return files, err
		}
		sc, ok := st.(games.Scener)
		if !ok {
			return files, fmt.Errorf("%s draws no scene", g.Info().Slug)
		}
		base := fmt.Sprintf("%s-%dp-%d-step%d", g.Info().Slug, cfg.Seats, m+1, at)
		if at == busy {
			base += "-busiest"
		}
		for seat := -1; seat < cfg.Seats; seat++ {
			file, scene := base+"-board.png", sc.Scene(seat)
			if seat >= 0 {
				// As the bot shows it: the cards, the turn in the text.
				file, scene = base+"-hand"+strconv.Itoa(seat+1)+".png", scene.CardsOnly()
			}
			if err := write(filepath.Join(out, file), scene); err != nil {
				return files, err
			}
			files++
		}
	}
	return files, nil
}

func write(path string, sc games.Scene) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := draw.PNG(f, sc, name); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
