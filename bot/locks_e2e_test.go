package bot_test

import (
	"fmt"
	"slices"
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
// made from a job of a table's loop, every click on that table, its CPU
// seats and its timer wait on it behind that job. This plays a whole
// game with a CPU seat, lobby clicks, hands shown and kept live, turn
// pings, a board posted anew and a rematch, with every lock of the bot
// watched and every job of a table's loop counted as a lock held, and
// every request the bot makes checks that the goroutine making it holds
// none: the channel requests it makes on its own, and the answers,
// followups and hand edits it makes with an interaction's token. Then
// every route the router knows is clicked at a second table (everyRoute).
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
	// The rematch's lobby is posted once it has waited its turn at the
	// pacer, which a deferred click's answer does not wait for.
	h.Srv.WaitFor(func() bool { _, ok := discordtest.FindButton(h.Board(), "Cancel"); return ok })
	h.Click(ann, h.Board(), "Cancel").Message()
	everyRoute(t, h, ann, id)
	h.Stop() // every request of the bot's is in

	mu.Lock()
	defer mu.Unlock()
	assert.Empty(t, locked, "a request to Discord was made while its goroutine held a lock of the bot's")
}

// everyRoute clicks every route the router knows at a started game in a
// channel of its own, ann's, as its board, ann's hand there, the
// history and a replay of the finished game done carry them: the hand's
// "Read a card" with a card it holds, the replay's pick with that game,
// the rest with the ids a forger would send naming this table
// (forgedIDs, which fails on a route it does not list). "Sure" goes last:
// its End ends the game.
func everyRoute(t *testing.T, h *bottest.Harness, ann *discordtest.User, done string) {
	t.Helper()
	main := h.Channel
	defer func() { h.Channel = main }()
	h.Channel = h.Srv.Channel("routes")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message()
	lobby := h.AddCPU(ann, h.Board(), "Normal")
	board := h.Click(ann, lobby, "Start").Message()
	table := bottest.TableID(t, board)
	hand := h.Hand(ann)
	// The hand offers its Read select beside its own prompt's once a row
	// is free; the click names a card that select offers.
	read, ok := discordtest.FindSelect(hand, discord.KindRead+discord.Sep)
	require.True(t, ok && len(read.Options) > 0, "the hand offers its cards to read:\n%s", discordtest.Text(hand))
	card := read.Options[0].Value
	history := h.Srv.Command(ann, h.Channel, "history").Message()
	pick, ok := discordtest.FindSelect(history, discord.KindPick+discord.Sep)
	require.True(t, ok, discordtest.Text(history))
	replay := h.Srv.Select(ann, h.Srv.Command(ann, h.Channel, "history").Message(), pick.CustomID, done).Message()

	kinds := h.Bot.Routes()
	require.Contains(t, kinds, discord.KindRead, "the router lists its routes")
	kinds = append(slices.DeleteFunc(kinds, func(k string) bool { return k == discord.KindSure }), discord.KindSure)
	for _, kind := range kinds {
		on, names, vals := h.Srv.Message(board.ID), table, values(kind, table, "")
		switch kind {
		case discord.KindHand, discord.KindAnswer, discord.KindWarn, discord.KindNone, discord.KindSelect,
			discord.KindDraft, discord.KindConfirm, discord.KindClear:
			on = h.Srv.Message(hand.ID)
		case discord.KindRead:
			on, vals = h.Srv.Message(hand.ID), []string{card}
		case discord.KindHistory, discord.KindPick:
			on, vals = history, []string{done}
		case discord.KindReplay:
			on, names = replay, done
		}
		for _, id := range forgedIDs(t, kind, names, ann.ID) {
			r := h.Srv.ForgeSelect(ann, on, id, vals...).Response()
			if kind == discord.KindRead {
				require.NotNil(t, r.Message, "Read a card answers")
				require.Contains(t, discordtest.Text(r.Message), card, "Read a card shows the card")
			}
		}
	}
}
