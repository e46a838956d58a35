package commands_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestARulesPageTurnsInPlaceAndJumpsToASection(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	ix := h.Srv.Command(ann, h.Channel, "rules", discordtest.Opt("game", "keyforge"))
	require.True(t, ix.Response().Ephemeral, "rules are private")
	first := ix.Message()
	assert.True(t, strings.HasPrefix(discordtest.Text(first), "# KeyForge"), "page 1 starts at the title:\n%s", discordtest.Text(first))
	assert.Contains(t, discordtest.Text(first), "page 1 of")

	next := h.Click(ann, first, "Next ▶").Message()
	assert.Equal(t, first.ID, next.ID, "the page turns in the same message")
	assert.Contains(t, discordtest.Text(next), "page 2 of")

	sel, ok := discordtest.FindSelect(next, "r:keyforge:jump")
	require.True(t, ok, "a select jumps to any section")
	last := sel.Options[len(sel.Options)-1]
	jumped := h.Srv.Select(ann, next, sel.CustomID, last.Value).Message()
	assert.Equal(t, first.ID, jumped.ID)
	assert.Contains(t, discordtest.Text(jumped), "## "+last.Label, "the page shows the section picked")
	_, hasNext := discordtest.FindButton(jumped, "Next ▶")
	assert.False(t, hasNext, "the last section is on the last page")
}

func TestARulesClickForgedOnABoardLeavesTheBoardAlone(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("keyforge", ann, bob)
	before := discordtest.Text(h.Srv.Message(board.ID))
	r := h.Srv.ForgeClick(bob, board, "r:keyforge:2").Response()
	assert.True(t, r.Ephemeral, "the page comes privately")
	assert.Contains(t, discordtest.Text(r.Message), "page 3 of")
	assert.Equal(t, before, discordtest.Text(h.Srv.Message(board.ID)), "the board is not replaced by a rules page")
}

// A rules page is a V2 message, which Discord never turns back into a
// classic one. A hand is a V2 message too: a Hand click forged onto a
// rules page is answered with the hand, privately, and Discord refuses
// nothing (a classic answer would come as a new message: see the
// router's tests).
func TestAHandClickForgedOnARulesPageAnswersPrivatelyAndDiscordRefusesNothing(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	ix := h.Srv.Command(ann, h.Channel, "rules", discordtest.Opt("game", "keyforge"))
	page := ix.Message()
	id, ok := discordtest.FindButtonPrefix(board, "h:")
	require.True(t, ok, "the board has a Hand button")
	r := h.Srv.ForgeClick(ann, page, id).Response()
	assert.True(t, r.Ephemeral, "the hand comes privately")
	assert.Contains(t, discordtest.Text(r.Message), "Your hand", "the answer is the hand")
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
}
