package discordtest

import (
	"net/http"

	"github.com/bwmarrin/discordgo"
)

// The fake serves Discord's current API version, v10, alone. discordgo's
// gateway URL reads discordgo.APIVersion when a session opens; the
// sessions NewSession makes speak v10 like the bot's (its REST paths are
// moved by NewSession's transport).
func init() { discordgo.APIVersion = "10" }

// checkVersion records a gateway connection that asks for another
// version than v10.
func (g *gateway) checkVersion(r *http.Request) {
	if v := r.URL.Query().Get("v"); v != "10" {
		g.srv.mu.Lock()
		g.srv.ledger.note("WEBSOCKET %s: the gateway connection asks for API version %q; Discord's current version, and Deckhand's, is 10", r.URL.Path, v)
		g.srv.mu.Unlock()
	}
}
