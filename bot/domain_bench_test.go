package bot

import (
	"testing"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/storage"
)

// BenchmarkTheIdleSweepLooksAtAGameInPlay measures what the idle sweep
// spends, once a sweep (a minute at most), on each live game that is not
// idle: the record mapped to the table's rules (the game's prompts read
// for whom it waits on) and CloseIdle stepped to no effect.
//
//	go test ./bot/ -run - -bench IdleSweep -benchmem -cpu 1 -count 3
func BenchmarkTheIdleSweepLooksAtAGameInPlay(b *testing.B) {
	c := &clock{cfg: &Config{LobbyIdle: time.Hour, GameIdle: 168 * time.Hour}}
	for _, g := range all.Games() {
		info := g.Info()
		st, err := g.New(games.Config{Seats: info.MaxSeats, Seed: 3})
		if err != nil {
			b.Fatal(err)
		}
		t := &table{rec: &storage.Table{ID: "t", Game: info.Slug, Phase: storage.Playing,
			Seats: make([]storage.Seat, info.MaxSeats), Updated: time.Now()}, game: g, state: st}
		b.Run(info.Slug, func(b *testing.B) {
			for b.Loop() {
				c.closeIfIdle(t, time.Now())
			}
			if t.rec.Phase != storage.Playing {
				b.Fatal("a game with a move just now was closed")
			}
		})
	}
}
