package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
)

// A message with a picture arrives as it stays: the answer a player
// first sees carries the picture, and no edit follows to turn its text
// view into the picture's layout.

// statesOf is every state the fake accepted of message id, oldest first.
func statesOf(h *bottest.Harness, id string) []*discordgo.Message {
	var out []*discordgo.Message
	for _, m := range h.Srv.History() {
		if m.ID == id {
			out = append(out, m)
		}
	}
	return out
}

func TestAHandArrivesWithItsPictureAndKeepsItsLayoutAsTheGameGoesOn(t *testing.T) {
	if raceEnabled {
		// Whether a picture is drawn before the answer is due depends on
		// the machine: the bot sends the text view when drawing is slow.
		t.Skip("the race detector slows drawing past the wait for a hand's picture")
	}
	t.Parallel()
	h := newHarness(t, discordtest.WithHistory())
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("birdrummy", ann, bob)
	hands := map[string]bool{}
	for _, u := range []*discordtest.User{ann, bob, ann} { // Ann presses Hand twice
		ix := h.Click(u, h.Board(), "Hand")
		r := ix.Response()
		assert.True(t, shows(r.Message, "hand.png"), "the hand %s first sees carries its picture:\n%s", u.Name, discordtest.Text(r.Message))
		hands[ix.Message().ID] = true
	}
	for range 3 {
		mover, _ := turnOrder(h, ann, bob)
		playTurn(h, mover)
	}
	h.Settle()
	for id := range hands {
		states := statesOf(h, id)
		require.NotEmpty(t, states)
		for i, m := range states {
			if strings.Contains(discordtest.Text(m), "Your hand") {
				assert.True(t, shows(m, "hand.png"), "state %d of hand %s went as its text view:\n%s", i, id, discordtest.Text(m))
			}
		}
	}
	assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
}

func TestTheBoardArrivesWithItsPictureWhenTheGameStarts(t *testing.T) {
	if raceEnabled {
		// As for a hand: the drawing slots are the whole test process's,
		// and under the race detector a test that draws every game's
		// pictures beside this one can hold the board past its wait.
		t.Skip("the race detector slows drawing past the wait for a board's picture")
	}
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "keyforge")).Response()
	lobby := h.Click(bob, h.Board(), "Join").Message()
	r := h.Click(ann, lobby, "Start").Response()
	assert.True(t, shows(r.Message, "board.png"), "the answer that turns the lobby into the board shows the picture:\n%s", discordtest.Text(r.Message))
	assert.NotNil(t, h.Srv.Attachment(lobby.ID, "board.png"), "and holds it")
	edits := h.Srv.Edits(h.Channel)
	h.Settle()
	assert.Equal(t, edits, h.Srv.Edits(h.Channel), "no edit follows to bring the picture")
}

func TestAReplayStepArrivesWithItsPicture(t *testing.T) {
	waitsOnReplayPictures(t)
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	h.PlayToEnd(200, ann, bob)
	list := h.Srv.Command(ann, h.Channel, "history").Message()
	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(t, ok, discordtest.Text(list))
	ix := h.Srv.Select(ann, list, sel.CustomID, sel.Options[0].Value)
	step := ix.Message() // the answer, or the edit of a deferred one: one message either way
	assert.True(t, shows(step, "replay.png"), "the first step carries its picture")
	require.NotNil(t, h.Srv.Attachment(step.ID, "replay.png"))
	next := h.Click(ann, step, "Next ▶").Message()
	assert.True(t, shows(next, "replay.png"), "and so does the next:\n%s", discordtest.Text(next))
}
