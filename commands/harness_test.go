package commands_test

import (
	"testing"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	_ "github.com/deckhand/deckhand/games/all"
)

// newHarness runs the bot as the binary wires it, every game and
// command included, against a fake Discord.
func newHarness(t testing.TB, opts ...discordtest.Option) *bottest.Harness {
	return bottest.New(t, bot.Config{}, commands.New, opts...)
}
