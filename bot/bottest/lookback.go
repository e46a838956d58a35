package bottest

import (
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/stretchr/testify/require"
)

// After a game, its players look back on it: the Log, /history and the
// replay, as a transcript writes them down.

// lookBack has the players read the game's Log, open it from /history
// and step through its replay.
func (tr *Transcript) lookBack(users []*discordtest.User) {
	h, reader := tr.h, users[len(users)-1]
	tr.Say("\n## Looking back\n")
	tr.Say("%s presses [%s] on the board", reader.Name, h.Label("Log"))
	log := h.Click(reader, h.Board(), "Log").Message()
	tr.Look()
	if id, ok := discordtest.FindButton(log, h.Label("◀ Earlier")); ok && !disabledButton(log, id) {
		tr.Say("%s presses [%s]", reader.Name, h.Label("◀ Earlier"))
		h.Srv.Click(reader, log, id).Message()
		tr.Look()
	}
	tr.Say("ann types /history")
	list := h.Srv.Command(users[0], h.Channel, "history").Message()
	tr.Look()
	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(h.T, ok, "the history offers the game's replay:\n%s", discordtest.Text(list))
	tr.Say("ann picks %q", sel.Placeholder+" → "+sel.Options[0].Label)
	step := h.Srv.Select(users[0], list, sel.CustomID, sel.Options[0].Value).Message()
	tr.pictured(step.ID)
	tr.Look()
	for _, press := range []string{"Next ▶", "Last ⏭", "History"} {
		if id, ok := discordtest.FindButton(step, h.Label(press)); ok && disabledButton(step, id) {
			continue // a replay of one step after the deal is at its last
		}
		tr.Say("ann presses [%s]", h.Label(press))
		step = h.Click(users[0], step, press).Message()
		if press != "History" {
			tr.pictured(step.ID)
		}
		tr.Look()
	}
}

// pictured waits a while for a replay step's picture, which follows its
// text by an edit once drawn: what a player looking at it sees.
func (tr *Transcript) pictured(id string) {
	for range 500 {
		shown := false
		discordtest.Walk(tr.h.Srv.Message(id), func(c discordgo.MessageComponent) {
			_, g := c.(*discordgo.MediaGallery)
			shown = shown || g
		})
		if shown {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// disabledButton reports whether the button id on m is disabled.
func disabledButton(m *discordgo.Message, id string) bool {
	for _, b := range discordtest.Buttons(m) {
		if b.CustomID == id {
			return b.Disabled
		}
	}
	return true
}
