package commands_test

import (
	"io"
	"log/slog"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	_ "github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/storage"
)

// harness runs a real bot, with the real commands and games, against a
// fake Discord on loopback and a bbolt file in a temporary directory.
type harness struct {
	t       testing.TB
	srv     *discordtest.Server
	path    string
	store   *storage.Store
	bot     *bot.Bot
	channel string
	cfg     bot.Config
	rng     *rand.Rand
}

func newHarness(t testing.TB, opts ...discordtest.Option) *harness {
	return (&harness{t: t}).init(t, opts...)
}

// init starts the fake and the first bot with the harness's bot config.
func (h *harness) init(t testing.TB, opts ...discordtest.Option) *harness {
	h.srv = discordtest.NewServer(t, opts...)
	h.path = filepath.Join(t.TempDir(), "deckhand.db")
	h.rng = rand.New(rand.NewPCG(1, 2))
	h.channel = h.srv.Channel("games")
	h.start()
	return h
}

func (h *harness) openStore() *storage.Store {
	h.t.Helper()
	store, err := storage.Open(h.path)
	require.NoError(h.t, err)
	return store
}

// start opens the database and connects a new bot, as a process start does.
func (h *harness) start() {
	h.t.Helper()
	store := h.openStore()
	cfg := h.cfg
	cfg.Token, cfg.BaseURL, cfg.GuildID, cfg.Store = h.srv.Token(), h.srv.URL(), h.srv.GuildID, store
	cfg.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	b, err := bot.New(cfg)
	require.NoError(h.t, err)
	commands.Register(b)
	// discordgo's heartbeat can reconnect right after Open; a test wants
	// exactly the connections it makes.
	b.Session().ShouldReconnectOnError = false
	require.NoError(h.t, b.Open())
	h.store, h.bot = store, b
	h.srv.WaitReady()
	h.srv.WaitFor(func() bool { return len(h.srv.Commands(h.srv.GuildID)) > 0 })
	h.t.Cleanup(h.stop)
}

// stop shuts the bot down cleanly (once).
func (h *harness) stop() {
	if h.bot == nil {
		return
	}
	h.bot.Close()
	h.store.Close()
	h.bot, h.store = nil, nil
}

// crash stops the bot the way a killed process stops: the gateway drops,
// nothing is flushed or closed in order; only the file lock is released
// (as the kernel releases it for a dead process).
func (h *harness) crash() {
	h.t.Helper()
	h.srv.DropConnections()
	old := h.store
	h.bot, h.store = nil, nil
	require.NoError(h.t, old.Close())
}

// board is the channel's newest public message with an embed.
func (h *harness) board() *discordgo.Message {
	ms := h.srv.Messages(h.channel)
	for i := len(ms) - 1; i >= 0; i-- {
		if len(ms[i].Embeds) > 0 {
			return ms[i]
		}
	}
	h.t.Fatalf("no board in the channel")
	return nil
}

// waitBoard waits until the board's text contains want.
func (h *harness) waitBoard(want string) *discordgo.Message {
	h.t.Helper()
	h.srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(h.board()), want) })
	return h.board()
}

// open runs /play for game as host, has the others join, and starts.
func (h *harness) open(game string, host *discordtest.User, others ...*discordtest.User) *discordgo.Message {
	h.t.Helper()
	r := h.srv.Command(host, h.channel, "play", discordtest.Opt("game", game)).Response()
	require.True(h.t, r.Ephemeral, "the host's confirmation is private")
	lobby := h.board()
	for _, u := range others {
		lobby = h.click(u, lobby, "Join").Message()
	}
	return h.click(host, lobby, "Start").Message()
}

// click presses the button labelled label.
func (h *harness) click(u *discordtest.User, m *discordgo.Message, label string) *discordtest.Interaction {
	h.t.Helper()
	id, ok := discordtest.FindButton(m, label)
	require.True(h.t, ok, "no %q button on:\n%s", label, discordtest.Text(m))
	return h.srv.Click(u, m, id)
}

// hand opens u's hand from the board.
func (h *harness) hand(u *discordtest.User) *discordgo.Message {
	h.t.Helper()
	ix := h.click(u, h.board(), "Hand")
	require.True(h.t, ix.Response().Ephemeral, "a hand is private")
	return ix.Message()
}

// choices lists what a hand offers to answer: buttons and select values.
type choice struct {
	customID string
	value    string // "" for a button
	multi    bool
}

func choices(m *discordgo.Message) []choice {
	var out []choice
	for _, b := range discordtest.Buttons(m) {
		if strings.HasPrefix(b.CustomID, bot.KindAnswer+":") && !b.Disabled {
			out = append(out, choice{customID: b.CustomID})
		}
	}
	for _, s := range discordtest.Selects(m) {
		if !strings.HasPrefix(s.CustomID, bot.KindSelect+":") {
			continue
		}
		for _, o := range s.Options {
			out = append(out, choice{customID: s.CustomID, value: o.Value, multi: s.MinValues != nil && *s.MinValues > 1})
		}
	}
	return out
}

// answer makes one choice on a hand and returns the updated hand.
func (h *harness) answer(u *discordtest.User, hand *discordgo.Message, c choice) *discordgo.Message {
	h.t.Helper()
	if c.value == "" {
		return h.srv.Click(u, hand, c.customID).Message()
	}
	return h.srv.Select(u, hand, c.customID, c.value).Message()
}

// answerMulti picks a random number of a multi-select's options, within
// its bounds, as a player building a meld might.
func (h *harness) answerMulti(u *discordtest.User, hand *discordgo.Message, customID string) *discordgo.Message {
	h.t.Helper()
	for _, s := range discordtest.Selects(hand) {
		if s.CustomID != customID {
			continue
		}
		n := *s.MinValues + h.rng.IntN(s.MaxValues-*s.MinValues+1)
		var values []string
		for _, i := range h.rng.Perm(len(s.Options))[:n] {
			values = append(values, s.Options[i].Value)
		}
		return h.srv.Select(u, hand, customID, values...).Message()
	}
	h.t.Fatalf("no select %q", customID)
	return nil
}
