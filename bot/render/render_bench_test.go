package render

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// BenchmarkABoardAndAHandRender renders a Rummy table 40 moves in, its
// board and its first seat's hand, in English and in German: what saying
// render's words through the catalogs costs a message.
func BenchmarkABoardAndAHandRender(b *testing.B) {
	g, _ := games.Lookup("rummy")
	st, err := g.New(games.Config{Seats: 2, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 1))
	rec := &storage.Table{ID: "zz9", Game: "rummy", Phase: storage.Playing, Seats: longSeats(2), Since: []int{3, 3}}
	for range 40 {
		_, events, err := games.PlayRandom(st, -1, true, rng)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range events {
			if !e.Private {
				rec.Recent = append(rec.Recent, e.Text)
			}
		}
	}
	for _, tag := range []string{lang.English, lang.German} {
		b.Run(tag, func(b *testing.B) {
			tb := Table{Rec: rec, Game: g, State: st, Lang: lang.Get(tag)}
			b.ReportAllocs()
			for b.Loop() {
				Board(tb)
				Hand(tb, 0, 0, "")
			}
		})
	}
}
