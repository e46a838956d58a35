package commands_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

// seenHand is one seat's hand as a player sees it: the text beside its
// picture, the picture's alt text (what the picture shows, in words) and
// the whole text view sent when no picture goes.
type seenHand struct {
	st          games.State
	seat        int
	text, plain string
	alt         string
}

// handWhere plays games of slug at seats with random answers until want
// holds for a seat's hand, and returns that hand as rendered.
func handWhere(t *testing.T, slug string, seats int, want func(st games.State, seat int) bool) seenHand {
	t.Helper()
	g, ok := games.Lookup(slug)
	require.True(t, ok, slug)
	seated := table.Table{ID: "t1", Game: g.Info(), Phase: table.Playing}
	for i := range seats {
		seated.Seats = append(seated.Seats, table.Seat{UserID: strconv.Itoa(100 + i), Name: "p" + strconv.Itoa(i)})
	}
	for seed := uint64(1); seed <= 20; seed++ {
		st, err := g.New(games.Config{Seats: seats, Seed: seed})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 9))
		for range 3000 {
			for seat := range seats {
				if want(st, seat) {
					return renderHand(seated, g, st, seat)
				}
			}
			if st.Result() != nil {
				break
			}
			_, _, err := games.PlayRandom(st, -1, false, rng)
			require.NoError(t, err)
		}
	}
	t.Fatalf("no hand of %s as wanted in 20 games", slug)
	return seenHand{}
}

func renderHand(seated table.Table, g games.Game, st games.State, seat int) seenHand {
	m := render.Hand(render.Table{Table: seated, Game: g, State: st}, seat, 0, "")
	name := func(s int) string { return seated.Seats[s].Name }
	return seenHand{st: st, seat: seat, text: messageText(m), plain: messageText(*m.Plain),
		alt: draw.AltText(st.(games.Scener).Scene(seat).CardsOnly(), name, 1024)}
}

// prompted reports whether seat is asked the prompt whose text starts
// with prefix.
func prompted(st games.State, seat int, prefix string) bool {
	for _, p := range games.PromptsFor(st.Prompts(), seat) {
		if strings.HasPrefix(p.Text, prefix) {
			return true
		}
	}
	return false
}
