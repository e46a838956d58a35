package bot_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	_ "github.com/deckhand/deckhand/games/all"
)

// A request to Discord can take seconds (rate limits, a slow network):
// made with a table's lock held, every click on that table, its CPU
// seats and its timer wait on it. This plays a whole game with a CPU
// seat, lobby clicks, hands shown and kept live, turn pings, a board
// posted anew and a rematch, with every lock of the bot watched, and
// every request the bot makes checks that the goroutine making it holds
// none: the channel requests it makes on its own, and the answers,
// followups and hand edits it makes with an interaction's token.
func TestNoRequestToDiscordWaitsOnALock(t *testing.T) {
	held := bot.WatchLocks(t)
	var mu sync.Mutex
	var locked []string
	report := func(request string, n int) {
		mu.Lock()
		defer mu.Unlock()
		locked = append(locked, fmt.Sprintf("%s, with %d lock(s) held", request, n))
	}
	h := bottest.New(t, bot.Config{}, func(cfg bot.Config) (*bot.Bot, error) {
		b, err := commands.New(cfg)
		if err == nil {
			b.CheckLocks(held, report)
		}
		return b, err
	})
	ann := h.Srv.User("ann")

	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message()
	lobby := h.Board()
	id := bottest.TableID(t, lobby)
	lobby = h.Srv.Select(ann, lobby, discord.OptionID{Table: id, Key: "end"}.String(), "deck-empty").Message()
	lobby = h.AddCPU(ann, lobby, "Normal")
	h.Click(ann, lobby, "Start").Message()
	h.Srv.Command(ann, h.Channel, "hand").Message() // a hand answered, then kept live by edits
	h.PlayRounds(2, ann)
	posted := h.Srv.Command(ann, h.Channel, "game").Message() // deferred when the post waits its turn at the pacer
	require.Contains(t, posted.Content, "board again", "the board is posted anew")
	final := h.PlayToEnd(200, ann)
	h.Click(ann, final, "Rematch").Response()
	h.Click(ann, h.Board(), "Cancel").Message()
	h.Stop() // every request of the bot's is in

	mu.Lock()
	defer mu.Unlock()
	assert.Empty(t, locked, "a request to Discord was made while its goroutine held a lock of the bot's")
}
