package bot

import (
	"testing"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/storage"
)

// BenchmarkPresenceAtAGameInPlay measures what each click of a seated
// player spends on the clock's presence rule at a table that does not
// rest: the clock read from the table, the game's turn read for whom it
// waits on, and the last act noted.
//
//	go test ./bot/ -run - -bench Presence -benchmem -cpu 1 -count 3
func BenchmarkPresenceAtAGameInPlay(b *testing.B) {
	c := &clock{cfg: &Config{TimerScale: 1, CPUIdle: 10 * time.Minute}}
	for _, g := range all.Games() {
		info := g.Info()
		st, err := g.New(games.Config{Seats: info.MaxSeats, Seed: 3})
		if err != nil {
			b.Fatal(err)
		}
		t := &table{rec: &storage.Table{ID: "t", Game: info.Slug, Phase: storage.Playing, Timer: time.Minute,
			Seats: make([]storage.Seat, info.MaxSeats), Updated: time.Now()}, game: g, state: st}
		b.Run(info.Slug, func(b *testing.B) {
			for b.Loop() {
				c.present(t)
			}
			if resting, seen := t.cpu.Rest(); resting || seen.IsZero() {
				b.Fatal("presence did not note the act")
			}
		})
	}
}
