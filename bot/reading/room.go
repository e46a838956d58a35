// Package reading is the bot's reading room: where games are looked back
// on, and rules and cards looked up. /history and its replays, a game's
// Log, /card and /rules, and a finished game's figures. It reads storage
// and renders; it changes no table.
//
// What it needs of the bot it takes through the interfaces it declares
// here, which package bot implements: it never imports bot.
package reading

import (
	"log/slog"

	"github.com/deckhand/deckhand/storage"
)

// Room is the reading room: its handlers, and what it keeps of the games
// looked back on.
type Room struct {
	store *storage.Store
	log   *slog.Logger
}

// Config is what a Room needs of the bot.
type Config struct {
	Store *storage.Store
	Log   *slog.Logger
}

// New makes the reading room.
func New(cfg Config) *Room {
	return &Room{store: cfg.Store, log: cfg.Log}
}
