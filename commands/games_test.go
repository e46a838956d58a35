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
	"github.com/deckhand/deckhand/bot/table"
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
	for _, g := range gamesPlayedWhole() {
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

// TestEveryGamesLobbyOffersASelectPerOptionAndTurnPings: a V2 lobby has
// room for a select per game option, the CPU level menu and the turn
// pings (a classic lobby's five rows made Bitch's options switch buttons
// and left it no pings select), within Discord's 40 components.
func TestEveryGamesLobbyOffersASelectPerOptionAndTurnPings(t *testing.T) {
	t.Parallel()
	for _, g := range games.All() {
		m := render.Lobby(render.Table{Table: table.Table{ID: "tbl", Game: g.Info(), Phase: table.Lobby, Options: map[string]string{}}, Game: g})
		require.True(t, m.V2, "%s: the lobby is a V2 message", g.Info().Slug)
		selects, n := map[string]bool{}, 0
		var walk func(cs []discordgo.MessageComponent)
		walk = func(cs []discordgo.MessageComponent) {
			for _, c := range cs {
				n++
				switch c := c.(type) {
				case discordgo.Container:
					walk(c.Components)
				case discordgo.ActionsRow:
					walk(c.Components)
				case discordgo.SelectMenu:
					selects[c.CustomID] = true
				}
			}
		}
		walk(m.Components)
		assert.True(t, selects[discord.KindSetting+":tbl:"+render.SettingPings], "%s: the lobby offers turn pings", g.Info().Slug)
		for _, o := range g.Info().Options {
			if len(o.Choices) > 0 {
				assert.True(t, selects[discord.KindOption+":tbl:"+o.Key], "%s: option %q has its select", g.Info().Slug, o.Name)
			}
		}
		assert.LessOrEqual(t, n, 40, "%s: Discord's 40 components", g.Info().Slug)
	}
}
