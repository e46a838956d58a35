package commands_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

func TestTheLobbysLevelMenuSaysHowOftenEachLevelBeatTheOneBelowInItsGame(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	lobby := h.Lobby("birdrummy", ann)
	descs := map[string]string{}
	for _, s := range discordtest.Selects(lobby) {
		var id discord.LobbyID
		if id.Parse(s.CustomID) == nil && id.Action == discord.LobbyCPULevel {
			for _, o := range s.Options {
				descs[o.Value] = o.Description
			}
		}
	}
	require.Len(t, descs, 3, "the level menu offers Easy, Normal and Hard")
	edges := ismcts.Ladder("birdrummy")
	require.NotEmpty(t, edges, "the ladder measured Bird Rummy")
	for _, e := range edges {
		assert.Contains(t, descs[e.Level.String()], fmt.Sprintf("won %.0f%% against %s", e.Won, e.Below),
			"each level says its measured share of wins against the level below")
	}
	assert.NotContains(t, descs["Easy"], "won", "Easy has no level below it")
}

func TestHelpSaysHowStrongEachCPULevelMeasuredInEachGame(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	r := h.Srv.Command(h.Srv.User("ann"), h.Channel, "help").Response()
	require.Len(t, r.Message.Embeds, 1)
	require.NotNil(t, r.Message.Embeds[0].Footer, "the CPU's figures are under the games")
	footer := r.Message.Embeds[0].Footer.Text
	assert.Contains(t, footer, "share of decided test games each level won against the level below", "the figures say what they are")
	for _, g := range games.All() {
		info := g.Info()
		edges := ismcts.Ladder(info.Slug)
		if len(edges) == 0 {
			// A game is measured once its test kit says so (Measured),
			// which holds the ladder to a figure for each level; until
			// then /help names no figure for it rather than another's.
			t.Logf("%s: not measured on the ladder yet, so /help says no figure for it", info.Name)
			for _, sep := range []string{": ", "; "} {
				assert.NotContains(t, footer, sep+info.Name+" ", "a game the ladder has not measured has no figures: %s", info.Name)
			}
			continue
		}
		var want []string
		for _, e := range edges {
			want = append(want, fmt.Sprintf("%s %.0f%%", e.Level, e.Won))
		}
		assert.Contains(t, footer, info.Name+" "+strings.Join(want, " · "), "each game with its levels' figures")
	}
}
