package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
)

// A hand message can be answered by two clicks at once: its own
// Refresh, which keeps the picture it holds, and an answer that is no
// hand (a replay step forged onto it), which drops that picture for its
// own. Whatever order they land in, no answer or edit names a picture
// the message does not hold: Discord would show it broken.
func TestTwoClicksAtOnceOnAHandLeaveNoPictureItsMessageDoesNotHold(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	finished := bottest.TableID(t, h.Open("starcollector", ann, bob))
	h.PlayToEnd(200, ann, bob)
	h.Channel = h.Srv.Channel("second")
	table := bottest.TableID(t, h.Open("rummy", ann, bob))
	_, waiter := turnOrder(h, ann, bob)
	hand := h.Hand(waiter)
	refresh := discord.HandID{Table: table, Refresh: true}.String()
	replay := discord.ReplayID{Table: finished, Owner: waiter.ID, Nav: render.ReplayFirst}.String()

	for range 8 {
		h.Srv.ForgeClick(waiter, h.Srv.Message(hand.ID), refresh).Response()
		waitPicture(h, hand.ID, "hand.png", nil)
		h.Settle()
		m := h.Srv.Message(hand.ID)
		a, b := h.Srv.ForgeClick(waiter, m, refresh), h.Srv.ForgeClick(waiter, m, replay)
		a.Response()
		b.Response()
		h.Settle()
	}
	for _, v := range h.Srv.TakeViolations() {
		assert.NotContains(t, v, "attachment://", "an answer named a picture its message did not hold")
	}
	m := h.Srv.Message(hand.ID)
	discordtest.Walk(m, func(c discordgo.MessageComponent) {
		if g, ok := c.(*discordgo.MediaGallery); ok {
			for _, it := range g.Items {
				name, _ := strings.CutPrefix(it.Media.URL, "attachment://")
				assert.NotNil(t, h.Srv.Attachment(hand.ID, name), "the message shows %s, which it holds", it.Media.URL)
			}
		}
	})
}
