package bot_test

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
)

// Discord's global limit counts every request the bot makes on its own,
// and the pacer keeps them under this process's share only if each one
// waits its turn. This plays a game against a CPU in a server where the
// bot may not attach files (each picture refused, the message sent again
// as text), with a lobby, turn pings, timer lines, the board posted anew
// twice and a rematch, and checks that each of the bot's own requests
// took a slot of its own at the pacer.
func TestEveryRequestTheBotMakesOnItsOwnWaitsItsTurnAtThePacer(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var unpaced []string
	var checked func() int
	cfg := bot.Config{GlobalRate: 1000, BoardCooldown: bot.Off}
	h := bottest.New(t, cfg, func(cfg bot.Config) (*bot.Bot, error) {
		b, err := commands.New(cfg)
		if err == nil {
			checked = b.CheckPaced(func(request string) {
				mu.Lock()
				defer mu.Unlock()
				unpaced = append(unpaced, request)
			})
		}
		return b, err
	}, discordtest.WithoutAttachFiles())
	ann := h.Srv.User("ann")

	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message()
	h.Click(ann, h.AddCPU(ann, h.Board(), "Normal"), "Start").Message()
	h.PlayRounds(2, ann)
	for range 2 {
		posted := h.Srv.Command(ann, h.Channel, "game").Message()
		require.Contains(t, posted.Content, "board again", "the board is posted anew")
	}
	h.PlayToEnd(200, ann)
	var board = h.Board()
	h.Srv.WaitFor(func() bool {
		board = h.Board()
		_, ok := discordtest.FindButton(board, "Rematch")
		return ok
	})
	h.Click(ann, board, "Rematch").Response()
	h.Srv.WaitFor(func() bool {
		_, ok := discordtest.FindButton(h.Board(), "Start")
		return ok
	})
	h.Stop() // every request of the bot's is in

	mu.Lock()
	defer mu.Unlock()
	assert.Empty(t, unpaced, "requests the bot made on its own without a slot at the pacer (of %d)", checked())
	assert.Greater(t, checked(), 10, "the game made requests of its own")
}
