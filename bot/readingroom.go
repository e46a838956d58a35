package bot

import (
	"sync"

	"github.com/deckhand/deckhand/bot/discord"
	readroom "github.com/deckhand/deckhand/bot/reading"
	"github.com/deckhand/deckhand/bot/serial"

	"github.com/deckhand/deckhand/storage"
)

// readingRoom is where games are looked back on, and rules and cards
// looked up: /history and its replays, the Log, /card and /rules, and a
// finished game's figures. It reads storage and renders; it changes no
// table. A live table it only looks at through tableAccess (the runtime), to
// copy its record (the Log of a game in play) or look up a visible card.
//
// It holds the games' readings (reading.go) and the replays' newest
// clicks, each under its own lock, and the message order of replay
// answers (inorder.go). It may call the outbox's drawing
// (a replay step's picture) and tableAccess; nothing else.
type readingRoom struct {
	// Room holds what has a package of its own: history and rules.
	*readroom.Room
	*runState
	store  *storage.Store
	out    *outbox
	tables tableAccess

	// lookback keeps what the Log and replays read of games (reading.go).
	lookback lookback
	// replays put the answers to a replay's clicks in order, each
	// message's on a queue of its own (inorder.go).
	replays serial.Keyed
	// damagedLogs are the tables whose damaged answer log was reported.
	damagedLogs sync.Map
}

// tableAccess is how a part that does not run tables reaches one: the table
// runtime's withTable, and the table of a channel.
type tableAccess interface {
	withTable(id string, check func(*table) error, do func(*table) error) error
	withAnswer(c *discord.Context, id string, check func(*table) error, do func(*table) (answer, error)) error
	channelTableID(channelID string) (string, error)
}
