package bottest

import (
	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// AddCPU picks level ("Easy", "Normal" or "Hard") from the lobby's level
// menu, as the host adds a CPU, and returns the updated lobby.
func (h *Harness) AddCPU(host *discordtest.User, lobby *discordgo.Message, level string) *discordgo.Message {
	h.T.Helper()
	for _, s := range discordtest.Selects(lobby) {
		var id discord.LobbyID
		if id.Parse(s.CustomID) == nil && id.Action == discord.LobbyCPULevel {
			return h.Srv.Select(host, lobby, s.CustomID, level).Message()
		}
	}
	h.T.Fatalf("no CPU level menu on:\n%s", discordtest.Text(lobby))
	return nil
}

// Lobby runs /play for game as host and returns the lobby.
func (h *Harness) Lobby(game string, host *discordtest.User) *discordgo.Message {
	h.T.Helper()
	ix := h.Srv.Command(host, h.Channel, "play", discordtest.Opt("game", game))
	require.True(h.T, ix.Response().Ephemeral, "the host's confirmation is private")
	ix.Message() // a deferred confirmation lands once the lobby is posted
	return h.Board()
}
