package commands_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// TestTheHostChoosesOptionsInTheLobby picks a KeyForge deck from the
// lobby's select: only the host may, a forged value is refused, and the
// game starts with the choice.
func TestTheHostChoosesOptionsInTheLobby(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.srv.User("ann"), h.srv.User("bob")
	h.srv.Command(ann, h.channel, "play", discordtest.Opt("game", "keyforge")).Response()
	lobby := h.click(bob, h.board(), "Join").Message()
	id := tableID(t, lobby)

	sel, ok := discordtest.FindSelect(lobby, bot.KindOption+":"+id+":deck1")
	require.True(t, ok, discordtest.Text(lobby))
	deck := sel.Options[len(sel.Options)-1]
	require.NotEqual(t, "random", deck.Value, "a ready-made deck is offered")

	r := h.srv.Select(bob, lobby, sel.CustomID, deck.Value).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "Only the host")

	r = h.srv.ForgeSelect(ann, lobby, sel.CustomID, "no-such-deck").Response()
	assert.True(t, r.Ephemeral)
	rec, err := h.store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, "random", rec.Options["deck1"], "neither click changed the option")

	lobby = h.srv.Select(ann, lobby, sel.CustomID, deck.Value).Message()
	assert.Contains(t, discordtest.Text(lobby), "Deck of the second seat: **"+deck.Label+"**")
	rec, err = h.store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, deck.Value, rec.Options["deck1"], "the choice is saved")

	board := h.click(ann, lobby, "Start").Message()
	assert.Contains(t, discordtest.Text(board), deck.Label, "bob plays the chosen deck")
}
