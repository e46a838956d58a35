package commands_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// TestEveryGamePlaysThroughDiscord opens every registered game with its
// smallest table of players and plays it through the fake Discord, which
// refuses (and so fails the test on) any message Discord would refuse.
// Short games are played to the end; long ones for a bounded number of
// rounds.
func TestEveryGamePlaysThroughDiscord(t *testing.T) {
	t.Parallel()
	rounds := 60
	if testing.Short() {
		rounds = 15
	}
	for _, g := range games.All() {
		info := g.Info()
		t.Run(info.Slug, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			seats := max(info.MinSeats, 2)
			var players []*discordtest.User
			for i := 0; i < seats; i++ {
				players = append(players, h.srv.User(fmt.Sprint("p", i)))
			}
			board := h.open(info.Slug, players[0], players[1:]...)
			h.playRounds(rounds, players...)
			rec, err := h.store.Table(tableID(t, board))
			require.NoError(t, err)
			t.Logf("%s: %d moves through Discord, %s", info.Slug, rec.Moves, rec.Phase)
			if rec.Phase != storage.Finished {
				require.Greater(t, rec.Moves, rounds/2, "the game moves on")
			}
			_ = h.srv.Command(players[0], h.channel, "rules", discordtest.Opt("game", info.Slug)).Response()
		})
	}
}

// playRounds plays up to limit rounds of everyone trying to move, and
// reports whether the game ended (with the board showing it).
func (h *harness) playRounds(limit int, players ...*discordtest.User) bool {
	h.t.Helper()
	id := tableID(h.t, h.board())
	for round := 0; round < limit; round++ {
		moved := false
		for _, u := range players {
			moved = h.playOnce(u) || moved
		}
		if moved {
			continue
		}
		rec, err := h.store.Table(id)
		require.NoError(h.t, err)
		if rec.Phase.Done() {
			// The board's edit follows the last answer: wait for it.
			h.srv.WaitFor(func() bool {
				_, ok := discordtest.FindButton(h.board(), "Hand")
				return !ok
			})
			return true
		}
		var hands []string
		for _, u := range players {
			hands = append(hands, discordtest.Text(h.srv.ForgeClick(u, h.board(), mustHand(h.board())).Message()))
		}
		h.t.Fatalf("nobody could move.\nBoard:\n%s\nHands:\n%s", discordtest.Text(h.board()), strings.Join(hands, "\n---\n"))
	}
	return false
}
