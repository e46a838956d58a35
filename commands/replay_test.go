package commands_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
)

// view is the part of a board or replay message that the game's public
// view makes: its title, text and the view's own fields, without what
// the bot adds around it (status, recent moves, players, the move).
func view(m *discordgo.Message) string {
	e := m.Embeds[0]
	parts := []string{strings.TrimPrefix(e.Title, "Replay · "), e.Description}
	for _, f := range e.Fields {
		switch {
		case f.Name == "Status", f.Name == "Recent moves", f.Name == "Players", f.Name == "Result", f.Name == render.FirstHintField, strings.HasPrefix(f.Name, "Move "):
			continue
		}
		parts = append(parts, f.Name+": "+f.Value)
	}
	return strings.Join(parts, "\n")
}

// openReplay opens the replay of the newest finished game from /history.
func openReplay(h *bottest.Harness, u *discordtest.User) *discordgo.Message {
	h.T.Helper()
	list := h.Srv.Command(u, h.Channel, "history").Message()
	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(h.T, ok, discordtest.Text(list))
	return h.Srv.Select(u, list, sel.CustomID, sel.Options[0].Value).Message()
}

func TestAReplayStepsThroughTheGameShowingTheBoardsAsTheyWere(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	dealt := h.Open("starcollector", ann, bob)
	require.True(t, h.PlayOnce(ann))
	afterOne := h.WaitBoard("has chosen")
	require.NotEqual(t, view(dealt), view(afterOne), "the first move shows on the board")
	final := h.PlayToEnd(200, ann, bob)
	rec, err := h.Store.Table(bottest.TableID(t, final))
	require.NoError(t, err)

	replay := openReplay(h, ann)
	text := discordtest.Text(replay)
	assert.Equal(t, view(dealt), view(replay), "a replay starts at the deal")
	assert.Contains(t, text, "Move 0 of ")
	assert.Contains(t, text, "hands and face-down cards stay hidden", "the footer says what is shown and why")
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(replay.ID, "replay.png") != nil })
	assert.Equal(t, "attachment://replay.png", h.Srv.Message(replay.ID).Embeds[0].Image.URL, "the board's picture is shown")

	replay = h.Click(ann, replay, "Next ▶").Message()
	assert.Equal(t, view(afterOne), view(replay), "the board after the first move")
	assert.Contains(t, discordtest.Text(replay), "Move 1 of ")

	replay = h.Click(ann, replay, "Last ⏭").Message()
	assert.Equal(t, view(final), view(replay), "the last step is the finished board")
	assert.Contains(t, discordtest.Text(replay), "Result: ")
	for _, b := range discordtest.Buttons(replay) {
		if b.Label == "Next ▶" || b.Label == "Last ⏭" {
			assert.True(t, b.Disabled, "nothing comes after the last move")
		}
	}
	moves, err := h.Store.Moves(rec.ID)
	require.NoError(t, err)
	assert.Contains(t, discordtest.Text(replay), fmt.Sprintf("Move %d of %d", len(moves), len(moves)))

	replay = h.Click(ann, replay, "⏮ First").Message()
	assert.Equal(t, view(dealt), view(replay), "back at the deal")

	list := h.Click(ann, replay, "History").Message()
	assert.Contains(t, discordtest.Text(list), "Finished games on this server", "the replay leads back to the list")
}

func TestAStrangersReplayClickIsRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, eve := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve")
	finishGame(h, ann, bob)
	replay := openReplay(h, ann)
	next, ok := discordtest.FindButton(replay, "Next ▶")
	require.True(t, ok)

	r := h.Srv.ForgeClick(eve, replay, next).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "belongs to someone else")
	assert.Contains(t, discordtest.Text(h.Srv.Message(replay.ID)), "Move 0 of ", "Ann's replay did not move")
}

func TestThePrunedGamesReplaySaysItsMovesAreGone(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	finishGame(h, ann, bob)
	list := h.Srv.Command(ann, h.Channel, "history").Message()
	n, err := h.Store.Prune(time.Now().Add(time.Hour))
	require.NoError(t, err)
	require.Equal(t, 1, n)

	sel, ok := discordtest.FindSelect(list, discord.KindPick+":")
	require.True(t, ok)
	r := h.Srv.Select(ann, list, sel.CustomID, sel.Options[0].Value).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "retention pruned")
	again := h.Srv.Command(ann, h.Channel, "history").Message()
	assert.Contains(t, discordtest.Text(again), "Star Collector", "the pruned game stays in the history")
}
