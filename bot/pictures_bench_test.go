package bot

import (
	"io"
	"log/slog"
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/storage"
)

// BenchmarkBoardPicture measures what a board's picture adds to a move:
// taking the scene with the table locked (the only part a move waits
// on), and drawing it afterwards, for the board of every game at its
// most seats after 300 random answers; and what a hand's picture costs,
// seat 0's after 10 answers, when a hand holds the most. It reports the PNG's size.
//
//	go test ./bot/ -run - -bench BoardPicture -cpu 1 -count 3
func BenchmarkBoardPicture(b *testing.B) {
	for _, g := range all.Games() {
		// Each game at its most seats: its busiest board.
		c := struct {
			slug  string
			seats int
		}{g.Info().Slug, g.Info().MaxSeats}
		after := func(answers int) games.State {
			st, err := g.New(games.Config{Seats: c.seats, Seed: 3})
			if err != nil {
				b.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(3, 4))
			for range answers {
				if st.Result() != nil {
					break
				}
				if _, _, err := games.PlayRandom(st, -1, true, rng); err != nil {
					b.Fatal(err)
				}
			}
			return st
		}
		bot := &outbox{runState: newRunState(slog.New(slog.NewTextHandler(io.Discard, nil))), cfg: &Config{}}
		tableAt := func(st games.State) *table {
			return &table{rec: &storage.Table{ID: "t", Game: c.slug, Seats: make([]storage.Seat, c.seats)}, game: g, state: st}
		}
		board, hand := tableAt(after(300)), tableAt(after(10))
		b.Run(c.slug+"/scene-locked", func(b *testing.B) {
			for b.Loop() {
				bot.takeScene(board, -1)
			}
		})
		for _, p := range []struct {
			name string
			t    *table
			seat int
		}{{"board", board, -1}, {"hand", hand, 0}} {
			s := bot.takeScene(p.t, p.seat)
			b.Run(c.slug+"/"+p.name+"/draw-unlocked", func(b *testing.B) {
				size := 0
				for b.Loop() {
					s.sum++ // a picture not drawn lately: the cache of drawn pictures would answer at once
					png, _, err := bot.draw(s, "t", 0)
					if err != nil {
						b.Fatal("did not draw")
					}
					size = len(png)
				}
				b.ReportMetric(float64(size), "bytes")
			})
		}
	}
}
