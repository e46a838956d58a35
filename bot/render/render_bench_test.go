package render

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
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
	tb := Table{Table: table.Table{ID: "zz9", Game: g.Info(), Phase: table.Playing, Seats: longSeats(2)}, Kept: Kept{Since: []int{3, 3}}, Game: g, State: st}
	for range 40 {
		_, events, err := games.PlayRandom(st, -1, true, rng)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range events {
			if !e.Private {
				tb.Kept.Recent = append(tb.Kept.Recent, e.Text)
			}
		}
	}
	for _, tag := range []string{lang.English, lang.German} {
		b.Run(tag, func(b *testing.B) {
			tb.Lang = lang.Get(tag)
			b.ReportAllocs()
			for b.Loop() {
				Board(tb)
				Hand(tb, 0, 0, "")
			}
		})
	}
}
