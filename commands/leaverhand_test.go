package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// TestAPlayerWhoLeavesNoLongerSeesTheCPUsHand: bob opens his hand and
// leaves; a CPU plays his seat on against ann. The hand message bob had
// open is closed once, saying the seat is no longer his, and the moves
// after it never show him the seat's cards: no picture, no buttons, no
// line of the hand.
func TestAPlayerWhoLeavesNoLongerSeesTheCPUsHand(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	old := h.Hand(bob)
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(old.ID, "hand.png") != nil })
	ask := h.Srv.Command(bob, h.Channel, "leave")
	h.Click(bob, ask.Message(), "Leave the game").Response()
	h.PlayRounds(3, ann) // the CPU in bob's seat plays, and its hand changes
	h.Settle()

	now := h.Srv.Message(old.ID)
	text := discordtest.Text(now)
	assert.Contains(t, text, "no longer yours", "bob's old hand says why it shows nothing")
	assert.NotContains(t, text, "secret", "no line of the seat's hand")
	assert.NotContains(t, text, "★", "no card of the seat's")
	assert.True(t, h.Srv.Attachment(old.ID, "hand.png") == nil, "no picture of the seat's cards")
	assert.Empty(t, now.Attachments, "no file at all")
	for _, id := range []string{"Refresh", "Hand"} {
		_, ok := discordtest.FindButton(now, id)
		assert.False(t, ok, "no %s button on the closed hand", id)
	}
	require.NotEmpty(t, text)

	// Refresh forged on the old message, as a client that kept its
	// buttons would send it, shows nothing either.
	refresh, ok := discordtest.FindButton(old, "Refresh")
	require.True(t, ok, "the hand bob opened had Refresh")
	r := h.Srv.ForgeClick(bob, now, refresh).Response()
	require.NotNil(t, r.Message)
	assert.NotContains(t, discordtest.Text(r.Message), "★", "a Refresh from the old hand shows no card")
}
