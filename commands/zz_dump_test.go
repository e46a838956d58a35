package commands_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
)

func TestZZDump(t *testing.T) {
	slug := os.Getenv("DUMP")
	if slug == "" {
		t.Skip()
	}
	g, _ := games.Lookup(slug)
	h := newHarness(t)
	var players []*discordtest.User
	for i := 0; i < max(g.Info().MinSeats, 2); i++ {
		players = append(players, h.srv.User(fmt.Sprint("p", i)))
	}
	h.open(slug, players[0], players[1:]...)
	h.playRounds(25, players...)
	fmt.Println("=== BOARD\n" + discordtest.Text(h.board()))
	for _, u := range players {
		fmt.Println("=== HAND " + u.ID + "\n" + discordtest.Text(h.hand(u)))
	}
}
