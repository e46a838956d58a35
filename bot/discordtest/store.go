package discordtest

import (
	"encoding/json"

	"github.com/bwmarrin/discordgo"
)

// store is every message the fake holds, in its current state, with what
// a waiting test needs to know of their changes, and the JSON it serves
// them as (which names the bot, the application, the channel's guild and
// the server's address). The server's lock guards it: a message is
// checked, stored and its interaction answered under that one lock.
type store struct {
	ids         *ids
	guilds      *guilds
	bot         *discordgo.User
	app         string
	url         string // the server's base URL, for attachment URLs
	keepHistory bool   // WithHistory

	messages map[string]*message
	order    map[string][]string      // channel id → message ids, oldest first
	changes  map[string]int           // channel id → changes of its messages (wait.go)
	watchers map[string]chan struct{} // message id → closed at its next change (wait.go)
	edits    map[string]int           // channel id → accepted edits of public messages
	history  []json.RawMessage        // every state of every message (WithHistory)
}
