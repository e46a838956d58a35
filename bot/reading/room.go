// Package reading is the bot's reading room: where games are looked back
// on, and rules and cards looked up. /history and its replays, a game's
// Log, /card and /rules, and a finished game's figures. It reads storage
// and renders; it changes no table.
//
// It keeps the games' readings (reading.go, keptreading.go), the
// replays' answers in the order of their clicks (inorder.go) and the
// tables whose damaged answer log was reported. What it needs of the bot
// it takes through the interfaces declared here, which package bot
// implements: it never imports bot.
package reading

import (
	"log/slog"
	"sync"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/serial"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// Room is the reading room: its handlers, and what it keeps of the games
// looked back on.
type Room struct {
	store    *storage.Store
	log      *slog.Logger
	work     Work
	tables   Tables
	pictures Pictures

	// readings keeps what the Log and replays read of games (reading.go).
	readings *readings
	// replays put the answers to a replay's clicks in order, each
	// message's on a queue of its own (inorder.go).
	replays serial.Keyed
	// damaged are the tables whose damaged answer log was reported.
	damaged sync.Map
}

// Config is what a Room needs of the bot.
type Config struct {
	Store    *storage.Store
	Log      *slog.Logger
	Work     Work
	Tables   Tables
	Pictures Pictures
	// Locks makes the lock of each game's reading and of the readings'
	// cache, so that the bot's lock check sees them; nil: sync.Mutex.
	Locks func() sync.Locker
}

// Work is the bot's work under way, which its Close waits for.
type Work interface {
	// Go runs f on a goroutine of its own, counted in the work Close
	// waits for, unless the bot is closing (then f does not run). A
	// panic in f is logged, as what went wrong at table.
	Go(what, table string, f func())
}

// Tables is what the room reads of the bot's tables. It changes none.
type Tables interface {
	// Copy is a copy of the live table id's record and its game, for a
	// member in the table's own channel; the table's refusal else.
	Copy(c *discord.Context, id string) (storage.Table, games.Game, error)
	// View is rec, a table of the game info describes, as its rules and
	// render read it.
	View(rec *storage.Table, info games.Info) domain.Table
	// InChannel is the id of the table of a channel; the bot's refusal
	// when it has none.
	InChannel(channelID string) (string, error)
	// Look runs look on the live table id's loop, when its game is dealt
	// (and, with inChannel, for a member in its own channel), and answers
	// c with the message look returns, in the order of the table's other
	// answers. look's error is the refusal, and nothing is answered.
	Look(c *discord.Context, id string, inChannel bool, look func(Live) (discord.Message, error)) error
}

// Live is what a look at a live table reads, on its loop and only there:
// its game, its state and the table as render names its seats.
type Live struct {
	Game  games.Game
	State games.State
	Table *domain.Table
}

// Pictures draws a replay step's picture.
type Pictures interface {
	// Replay draws st, a state of rec's game, as its public board for a
	// reader of l, waiting at most wait for a drawing slot: the PNG and
	// its alt text. ok is false when the game draws no scene, or its
	// picture fails or finds no slot in time.
	Replay(rec *storage.Table, st games.State, l *lang.Lang, wait time.Duration) (png []byte, alt string, ok bool)
}

// New makes the reading room.
func New(cfg Config) *Room {
	if cfg.Locks == nil {
		cfg.Locks = newMutex
	}
	return &Room{
		store: cfg.Store, log: cfg.Log, work: cfg.Work, tables: cfg.Tables, pictures: cfg.Pictures,
		readings: newReadings(cfg.Locks),
	}
}

func newMutex() sync.Locker { return new(sync.Mutex) }

// Forget drops every reading: a member's data was erased, and a reading
// read before may name them.
func (b *Room) Forget() { b.readings.clear() }
