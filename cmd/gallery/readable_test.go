package main

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/games"
)

// chatWidth is about as wide as Discord shows a picture in a channel.
const chatWidth = 500

// TestEveryTextOfEveryGamesPicturesIsReadableAtChatWidth draws every
// game's board and hands at several moments of seeded games and reads
// what each picture writes: shown 500 px wide, every string is at least
// 10 px high or left to "Read a card" (and not drawn), lies within its
// card, tab or panel, and is never half hidden under a card drawn over
// it (a fanned flock showed "Hu" of "Hummingbird").
func TestEveryTextOfEveryGamesPicturesIsReadableAtChatWidth(t *testing.T) {
	t.Parallel()
	for _, g := range games.All() {
		info := g.Info()
		for _, seats := range seatCounts(info) {
			for _, seed := range []uint64{3, 7} {
				cfg := games.Config{Seats: seats, Seed: seed}
				t.Run(fmt.Sprintf("%s-%dp-seed%d", info.Slug, seats, seed), func(t *testing.T) {
					t.Parallel()
					readable(t, g, cfg)
				})
			}
		}
	}
}

func readable(t *testing.T, g games.Game, cfg games.Config) {
	log, err := play(g, cfg, 1500)
	if err != nil {
		t.Fatal(err)
	}
	busy, err := busiest(g, cfg, log)
	if err != nil {
		t.Fatal(err)
	}
	bad := 0
	for _, at := range []int{0, len(log) / 3, 2 * len(log) / 3, len(log), busy} {
		st, err := games.Replay(g, cfg, log[:at])
		if err != nil {
			t.Fatal(err)
		}
		for seat := -1; seat < cfg.Seats; seat++ {
			sc, where := st.(games.Scener).Scene(seat), "board"
			if seat >= 0 {
				sc, where = sc.CardsOnly(), "hand "+strconv.Itoa(seat+1)
			}
			for _, tx := range draw.Texts(sc, name) {
				var why string
				switch {
				case tx.Left && !tx.At.Empty():
					why = "is left to Read a card yet drawn"
				case tx.Left:
					continue
				case float64(tx.Size)*chatWidth/draw.Width < 10:
					why = fmt.Sprintf("is %.1f px high at %d px wide", float64(tx.Size)*chatWidth/draw.Width, chatWidth)
				case !tx.At.In(tx.Room):
					why = fmt.Sprintf("is drawn at %v, past its box %v", tx.At, tx.Room)
				case tx.Covered == 1:
					why = "is half hidden under a card drawn over it"
				}
				if why != "" {
					bad++
					if bad <= 12 {
						t.Errorf("step %d, %s: %q %s", at, where, tx.S, why)
					}
				}
			}
		}
	}
	if bad > 12 {
		t.Errorf("and %d more", bad-12)
	}
}
