package main

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/games"
)

func TestGalleryWritesEveryGamesBoardAndHands(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every game")
	}
	t.Parallel()
	dir := t.TempDir()
	for _, g := range games.All() {
		info := g.Info()
		for _, seats := range seatCounts(info) {
			if _, err := gallery(g, games.Config{Seats: seats, Seed: 3}, dir, 2, 400); err != nil {
				t.Fatalf("%s, %d seats: %v", info.Slug, seats, err)
			}
		}
	}
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range games.All() {
		slug := g.Info().Slug
		boards := slices.ContainsFunc(files, func(f os.DirEntry) bool {
			return strings.HasPrefix(f.Name(), slug+"-") && strings.HasSuffix(f.Name(), "-board.png")
		})
		hands := slices.ContainsFunc(files, func(f os.DirEntry) bool {
			return strings.HasPrefix(f.Name(), slug+"-") && strings.Contains(f.Name(), "-hand1.png")
		})
		if !boards || !hands {
			t.Errorf("%s: board pictures %v, hand pictures %v: the gallery shows both", slug, boards, hands)
		}
	}
	for _, f := range files {
		info, err := f.Info()
		if err != nil {
			t.Fatal(err)
		}
		if info.Size() > draw.MaxBytes {
			t.Errorf("%s is %d bytes, over %d", f.Name(), info.Size(), draw.MaxBytes)
		}
	}
}

func TestPlayPutsTheEndOffWhileItCan(t *testing.T) {
	t.Parallel()
	g, ok := games.Lookup("rummy")
	if !ok {
		t.Skip("no rummy registered")
	}
	cfg := games.Config{Seats: 2, Seed: 1}
	log, err := play(g, cfg, 4000)
	if err != nil {
		t.Fatal(err)
	}
	s, err := games.Replay(g, cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	sc := s.(games.Scener).Scene(-1)
	if sc.Chart == nil || len(sc.Chart.Series[0].Totals) < 3 {
		t.Fatalf("a match played to its end has a race of several rounds, got %+v", sc.Chart)
	}
}

// biggest is the busiest public scene of a few seeded games of slug.
func biggest(b *testing.B, slug string, seats int, seeds int) games.Scene {
	b.Helper()
	g, ok := games.Lookup(slug)
	if !ok {
		b.Skipf("no %s registered", slug)
	}
	var best games.Scene
	most := -1
	for seed := range uint64(seeds) {
		cfg := games.Config{Seats: seats, Seed: seed + 1}
		log, err := play(g, cfg, 3000)
		if err != nil {
			b.Fatal(err)
		}
		at, err := busiest(g, cfg, log)
		if err != nil {
			b.Fatal(err)
		}
		s, err := games.Replay(g, cfg, log[:at])
		if err != nil {
			b.Fatal(err)
		}
		sc := s.(games.Scener).Scene(-1)
		if n := cardsShown(sc); n > most {
			best, most = sc, n
		}
	}
	return best
}

func TestTheGalleryWritesEveryMessageOfAGameAsAWebPage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	n, err := messages(dir, 3, "starcollector", 200)
	if err != nil || n != 1 {
		t.Fatalf("%d pages, %v: one page for the one game asked for", n, err)
	}
	page, err := os.ReadFile(dir + "/starcollector.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`class="container"`,             // V2 messages in their container
		`class="btn success"`,           // buttons coloured by style
		"table open",                    // the lobby
		"the game so far",               // the Log
		"Finished games here and yours", // /history
		"Replay · ",                     // a replay step
		`-replay.png"`,                  // with its picture
		`class="alt"`,                   // and the picture's alt text
	} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page lacks %q: a reader sees every message of the game, from the lobby to the replay", want)
		}
	}
	pics, err := os.ReadDir(dir + "/starcollector")
	if err != nil || len(pics) == 0 {
		t.Errorf("%d pictures beside the page (%v): it shows them", len(pics), err)
	}
}
