// Package bottest runs a real bot against the fake Discord of
// discordtest and a bbolt file in a temporary directory, so tests of any
// package can drive the whole stack as players do: commands, clicks,
// selects, restarts and crashes.
package bottest

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
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// NewBot makes a bot from a config, with whatever it serves registered:
// the same function the binary uses (commands.New), so a test runs the
// wiring that production runs.
type NewBot func(bot.Config) (*bot.Bot, error)

// Harness is one fake Discord with one channel, and the bot serving it.
type Harness struct {
	T       testing.TB
	Srv     *discordtest.Server
	Channel string // the channel games are played in
	Path    string // the database file, kept across restarts
	Store   *storage.Store
	Bot     *bot.Bot
	// Config is what Start gives each bot, WithoutWaits: what it leaves
	// zero is off, not the default. Token, BaseURL, GuildID and Store are
	// filled in by the harness, and Log when the test gives none.
	Config bot.Config
	// Rng picks the harness's random answers; seeded, so a failure repeats.
	Rng *rand.Rand
	// Reconnect keeps discordgo's reconnecting on, for tests that fault
	// the gateway; set it before Start (New starts a first bot: Stop it).
	Reconnect bool
	// Key seals the database (storage.OpenSealed); nil: plain. Set it
	// before Start, as Reconnect.
	Key []byte
	// Words is the language the harness's people read (words.go); nil
	// is English.
	Words *lang.Lang

	newBot NewBot
	// tried is what the last PlayOnce that made no move saw, for the
	// failure message of a game nobody could move in.
	tried []string
}

// New starts the fake and a first bot made by newBot from cfg.
func New(t testing.TB, cfg bot.Config, newBot NewBot, opts ...discordtest.Option) *Harness {
	h := &Harness{T: t, Config: cfg, newBot: newBot}
	h.Srv = discordtest.NewServer(t, opts...)
	h.Path = filepath.Join(t.TempDir(), "deckhand.db")
	h.Rng = rand.New(rand.NewPCG(1, 2))
	h.Channel = h.Srv.Channel("games")
	h.Start()
	return h
}

// OpenStore opens the harness's database.
func (h *Harness) OpenStore() *storage.Store {
	h.T.Helper()
	store, err := storage.OpenSealed(h.Path, h.Key)
	require.NoError(h.T, err)
	return store
}

// Start opens the database and connects a new bot, as a process start does.
func (h *Harness) Start() {
	h.T.Helper()
	store := h.OpenStore()
	// What the test leaves zero waits on nothing (no CPU pace, no ping
	// delay, no bounds...): a test sets the few it is about.
	cfg := h.Config.WithoutWaits()
	if cfg.Think == nil {
		cfg.Think = QuickThink
	}
	cfg.Token, cfg.BaseURL, cfg.GuildID, cfg.Store = h.Srv.Token(), h.Srv.URL(), h.Srv.GuildID, store
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	b, err := h.newBot(cfg)
	require.NoError(h.T, err)
	// discordgo's heartbeat can reconnect right after Open; a test wants
	// exactly the connections it makes.
	b.Session().ShouldReconnectOnError = h.Reconnect
	require.NoError(h.T, b.Open())
	h.Store, h.Bot = store, b
	h.Srv.WaitReady()
	h.Srv.WaitFor(func() bool { return len(h.Srv.Commands(h.Srv.GuildID)) > 0 })
	h.T.Cleanup(h.Stop)
}

// Stop shuts the bot down cleanly (once).
func (h *Harness) Stop() {
	if h.Bot == nil {
		return
	}
	h.Bot.Close()
	h.Store.Close()
	h.Bot, h.Store = nil, nil
}

// Crash stops the bot the way a killed process stops: the gateway drops,
// nothing is flushed or closed in order; only the file lock is released
// (as the kernel releases it for a dead process).
func (h *Harness) Crash() {
	h.T.Helper()
	h.Srv.DropConnections()
	old := h.Store
	h.Bot, h.Store = nil, nil
	require.NoError(h.T, old.Close())
}

// Board is the channel's newest public message with an embed or a
// Components V2 layout (a ping is neither), as it is now: a test that
// compares it with what it reads later reads it from Open, or once the
// bot has settled (Settle).
func (h *Harness) Board() *discordgo.Message {
	ms := h.Srv.Messages(h.Channel)
	for i := len(ms) - 1; i >= 0; i-- {
		if len(ms[i].Embeds) > 0 || ms[i].Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			return ms[i]
		}
	}
	h.T.Fatalf("no board in the channel")
	return nil
}

// WaitBoard waits until the board's text contains want.
func (h *Harness) WaitBoard(want string) *discordgo.Message {
	h.T.Helper()
	h.Srv.WaitFor(func() bool { return strings.Contains(discordtest.Text(h.Board()), want) })
	return h.Board()
}

// Settle waits until the bot has no work of its own under way
// (Bot.Busy): every board edit, live hand, ping and picture that follows
// what the test did has landed, and what players see stays as it is
// until someone acts.
func (h *Harness) Settle() {
	h.T.Helper()
	h.Srv.WaitFor(func() bool { return !h.Bot.Busy() })
}

// settle is Settle while a bot runs (a crashed or stopped one does
// nothing more).
func (h *Harness) settle() {
	h.T.Helper()
	if h.Bot != nil {
		h.Settle()
	}
}

// Said reports whether a plain channel message contains s.
func (h *Harness) Said(s string) bool {
	for _, m := range h.Srv.Messages(h.Channel) {
		if len(m.Embeds) == 0 && strings.Contains(m.Content, s) {
			return true
		}
	}
	return false
}

// Open runs /play for game as host, has the others join, and starts; it
// returns the board once the bot has settled.
func (h *Harness) Open(game string, host *discordtest.User, others ...*discordtest.User) *discordgo.Message {
	h.T.Helper()
	ix := h.Srv.Command(host, h.Channel, "play", discordtest.Opt("game", game))
	require.True(h.T, ix.Response().Ephemeral, "the host's confirmation is private")
	ix.Message() // a deferred confirmation lands once the lobby is posted
	lobby := h.Board()
	for _, u := range others {
		lobby = h.Click(u, lobby, "Join").Message()
	}
	return h.settled(h.Click(host, lobby, "Start").Message())
}

// settled is message m once the bot has settled.
func (h *Harness) settled(m *discordgo.Message) *discordgo.Message {
	h.T.Helper()
	if m == nil {
		return nil
	}
	h.settle()
	if now := h.Srv.Message(m.ID); now != nil {
		return now
	}
	return m
}

// Click presses the button labelled label.
func (h *Harness) Click(u *discordtest.User, m *discordgo.Message, label string) *discordtest.Interaction {
	h.T.Helper()
	label = h.Label(label)
	id, ok := discordtest.FindButton(m, label)
	require.True(h.T, ok, "no %q button on:\n%s", label, discordtest.Text(m))
	return h.Srv.Click(u, m, id)
}

// Hand opens u's hand from the board. It arrives with its picture, as
// it stays until the game changes; a CPU may still be thinking (or
// waiting for people to call its bluff), so the bot is not waited for.
func (h *Harness) Hand(u *discordtest.User) *discordgo.Message {
	h.T.Helper()
	ix := h.Click(u, h.Board(), "Hand")
	require.True(h.T, ix.Response().Ephemeral, "a hand is private")
	return ix.Message()
}

// TableID reads the table id from a board's footer, its last line that
// names the table.
func TableID(t testing.TB, board *discordgo.Message) string {
	t.Helper()
	footer := discordtest.Text(board)
	if len(board.Embeds) > 0 && board.Embeds[0].Footer != nil {
		footer = board.Embeds[0].Footer.Text
	}
	i := strings.LastIndex(footer, "table ")
	if i < 0 { // a board in another language: its buttons name the table
		id := tableOfButtons(board)
		require.NotEmpty(t, id, footer)
		return id
	}
	id := footer[i+len("table "):]
	if j := strings.IndexAny(id, " \n"); j >= 0 {
		id = id[:j]
	}
	return id
}

// tableOfButtons is the table a board's or lobby's buttons act on, ""
// when none does.
func tableOfButtons(board *discordgo.Message) string {
	for _, b := range discordtest.Buttons(board) {
		kind, rest, _ := strings.Cut(b.CustomID, ":")
		if kind == discord.KindHand || kind == discord.KindLobby || kind == discord.KindLog {
			id, _, _ := strings.Cut(rest, ":")
			return id
		}
	}
	return ""
}

// HandID is the custom id of a board's Hand button, "" when it has none.
func HandID(board *discordgo.Message) string {
	id, _ := discordtest.FindButtonPrefix(board, discord.KindHand+":") // in any language
	return id
}
