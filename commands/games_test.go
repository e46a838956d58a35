package commands_test

import (
	"fmt"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
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
				players = append(players, h.Srv.User(fmt.Sprint("p", i)))
			}
			board := h.Open(info.Slug, players[0], players[1:]...)
			h.PlayRounds(rounds, players...)
			rec, err := h.Store.Table(bottest.TableID(t, board))
			require.NoError(t, err)
			t.Logf("%s: %d moves through Discord, %s", info.Slug, rec.Moves, rec.Phase)
			if rec.Phase != storage.Finished {
				require.Greater(t, rec.Moves, rounds/2, "the game moves on")
			}
			_ = h.Srv.Command(players[0], h.Channel, "rules", discordtest.Opt("game", info.Slug)).Response()
		})
	}
}

// TestEveryGamesLobbyOffersTurnPings: the turn-pings select takes the row
// after a game's own option selects; Discord allows five rows.
// A lobby is one row of buttons, a select per game option and the CPU
// level menu; turn pings take the fifth row where it is free.
func TestEveryGamesLobbyWithARowFreeOffersTurnPings(t *testing.T) {
	t.Parallel()
	for _, g := range games.All() {
		if len(g.Info().Options) > 2 {
			continue // Bitch: its three options fill the lobby; pings stay on
		}
		rec := &storage.Table{ID: "tbl", Phase: storage.Lobby, Options: map[string]string{}}
		m := render.Lobby(render.Table{Rec: rec, Game: g})
		ok := false
		for _, row := range m.Components {
			for _, c := range row.(discordgo.ActionsRow).Components {
				if sel, is := c.(discordgo.SelectMenu); is && sel.CustomID == discord.KindSetting+":tbl:"+render.SettingPings {
					ok = true
				}
			}
		}
		assert.True(t, ok, "%s: %d option selects leave no row for turn pings", g.Info().Slug, len(g.Info().Options))
		assert.LessOrEqual(t, len(m.Components), 5)
	}
}
