package commands_test

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
)

func TestARestartWithUnchangedCommandsDoesNotWriteThemAgain(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{}, commands.New)
	require.Equal(t, 1, h.Srv.CommandWrites(), "the first start registers the commands")
	h.Stop()
	looks := h.Srv.CommandLooks()
	h.Start()
	h.Srv.WaitFor(func() bool { return h.Srv.CommandLooks() > looks }) // the new bot's READY
	assert.Equal(t, 1, h.Srv.CommandWrites(), "a restart finds them registered as they are and leaves them")
	assert.Len(t, h.Srv.Commands(h.Srv.GuildID), len(h.Bot.Commands()))
}

func TestCommandsChangedWhileTheBotWasDownAreWrittenAtStart(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{}, commands.New)
	want := h.Bot.Commands()
	h.Stop()
	// Someone (an older Deckhand, a developer's test) left other
	// commands registered: one of ours, with another description.
	old := *want[0]
	old.Description = "An older description"
	_, err := h.Srv.NewSession().ApplicationCommandBulkOverwrite(h.Srv.AppID, h.Srv.GuildID, []*discordgo.ApplicationCommand{&old})
	require.NoError(t, err)
	h.Start()
	h.Srv.WaitFor(func() bool { return len(h.Srv.Commands(h.Srv.GuildID)) == len(want) })
	assert.Equal(t, 3, h.Srv.CommandWrites(), "the bot's first start, the other set, and the bot's start again that puts its own back")
	got := h.Srv.Commands(h.Srv.GuildID)
	for i, c := range want {
		assert.Equal(t, c.Description, got[i].Description, "/%s is registered as the bot defines it", c.Name)
	}
}

// timerLines counts the channel's turn warnings and time-outs.
func timerLines(h *bottest.Harness) (warnings, timeouts int) {
	for _, m := range h.Srv.Messages(h.Channel) {
		switch {
		case strings.Contains(m.Content, "⏰") && strings.Contains(m.Content, "your move"):
			warnings++
		case strings.Contains(m.Content, "Time ran out"):
			timeouts++
		}
	}
	return warnings, timeouts
}

// boards counts the channel's messages with an embed or a Components V2
// layout: the lobby, which becomes the board.
func boards(h *bottest.Harness) int {
	n := 0
	for _, m := range h.Srv.Messages(h.Channel) {
		if len(m.Embeds) > 0 || m.Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			n++
		}
	}
	return n
}

func TestAGameGoesOnThroughEveryGatewayFault(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("each fault waits out a 6 s turn timer")
	}
	for _, f := range discordtest.Faults() {
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			// "1 minute" lasts 6 s: its warning comes 4.5 s after the last
			// move, well after the fault is over.
			h := bottest.New(t, bot.Config{TimerScale: 0.1}, commands.New, discordtest.WithTimeout(30*time.Second))
			h.Stop()
			h.Reconnect = true
			looks := h.Srv.CommandLooks()
			h.Start()
			h.Srv.WaitFor(func() bool { return h.Srv.CommandLooks() > looks }) // the new bot's look at them
			looks = h.Srv.CommandLooks()
			ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
			h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Message()
			lobby := h.Click(bob, h.Board(), "Join").Message()
			h.Click(ann, lobby, "Start").Message()
			require.True(t, h.PlayOnce(ann) || h.PlayOnce(bob), "a first move before the fault")

			before, at := h.Srv.Reconnects(), time.Now()
			f.Do(h.Srv)
			// A click in the middle of the fault reaches the bot on its
			// next connection (or replayed on it) and is answered.
			ix := h.Srv.ForgeClick(bob, h.Board(), bottest.HandID(h.Board()))
			assert.True(t, ix.Response().Ephemeral, "the hand asked for during the fault is shown, privately")
			h.Srv.WaitFor(func() bool { return h.Srv.Reconnects() > before })
			t.Logf("%s: connected again after %v", f.Name, time.Since(at).Round(10*time.Millisecond))

			// A round of moves after it: every click answered, or the fake
			// fails the test.
			require.True(t, h.PlayOnce(bob) && h.PlayOnce(ann), "both move after the fault")
			require.NotEmpty(t, bottest.HandID(h.Board()), "the game still runs, its turn timer with it")
			h.Srv.WaitFor(func() bool { _, timeouts := timerLines(h); return timeouts > 0 })
			warnings, timeouts := timerLines(h)
			assert.Equal(t, 1, warnings, "one warning for the turn: a timer armed twice would warn twice")
			assert.Equal(t, 1, timeouts, "one time-out for the turn")
			assert.Equal(t, 1, boards(h), "one board: nothing was posted again on reconnecting")
			assert.Equal(t, 1, h.Srv.CommandWrites(), "the commands were registered once, at the first start, not at each READY")
			assert.Equal(t, looks, h.Srv.CommandLooks(), "a new session of the same process does not even read them: it remembers what it found")
		})
	}
}
