package discordtest

import (
	"encoding/json"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// client is what a member's Discord client does for the test: it reads
// the messages its member may click (failing the test where a real
// client could not), and sends an interaction through the gateway,
// recording it in the book as its frame goes out.
type client struct {
	t        testing.TB
	mu       *sync.Mutex // the server's
	app      string
	deadline time.Duration
	locales  *Locales
	store    *store
	guilds   *guilds
	members  *members
	gw       *gateway
	book     *book
}

func (cl *client) stored(msg *discordgo.Message) *message {
	cl.t.Helper()
	if msg == nil {
		cl.t.Fatalf("discordtest: nil message")
	}
	cl.mu.Lock()
	defer cl.mu.Unlock()
	m := cl.store.messages[msg.ID]
	if m == nil {
		cl.t.Fatalf("discordtest: no message %s", msg.ID)
	}
	c := *m
	return &c
}

// clickable is the current state of msg, which u must be able to see.
func (cl *client) clickable(u *User, msg *discordgo.Message) *message {
	cl.t.Helper()
	m := cl.stored(msg)
	switch {
	case m.deleted:
		cl.t.Fatalf("discordtest: message %s was deleted", m.id)
	case m.ephemeral() && m.owner != u.ID:
		cl.t.Fatalf("discordtest: message %s is an ephemeral of another user; %s cannot see it", m.id, u.Name)
	case m.loading():
		cl.t.Fatalf("discordtest: message %s is still loading (deferred, not yet edited)", m.id)
	}
	return m
}

// send dispatches ix, starting its deadline when the frame goes out.
func (cl *client) send(ix *Interaction, data any, msgJSON json.RawMessage) {
	cl.t.Helper()
	cl.mu.Lock()
	guild := cl.guilds.of(ix.ChannelID)
	cl.mu.Unlock()
	locale, guildLocale := cl.locales.of(ix.User)
	payload := map[string]any{
		"id": ix.ID, "application_id": cl.app, "type": ix.kind, "token": ix.Token, "version": 1,
		"guild_id": guild, "channel_id": ix.ChannelID,
		"channel":         map[string]any{"id": ix.ChannelID, "type": 0, "guild_id": guild},
		"member":          cl.members.json(ix.User, true),
		"app_permissions": strconv.FormatInt(botPermissions, 10),
		"locale":          locale, "guild_locale": guildLocale, "context": 0,
		"authorizing_integration_owners": map[string]any{"0": guild},
		"entitlements":                   []any{},
		"data":                           data,
	}
	if msgJSON != nil {
		payload["message"] = msgJSON
	}
	ok := cl.gw.dispatch(guild, "INTERACTION_CREATE", marshalMap(payload), func() {
		ix.dispatched = time.Now()
		cl.book.byToken[ix.Token] = ix
		if ix.timer != nil {
			ix.timer.Stop()
		}
		ix.timer = time.AfterFunc(cl.deadline, func() { cl.book.expire(ix) })
	})
	if !ok {
		cl.t.Fatalf("discordtest: could not dispatch %s: no ready gateway session", ix.label)
	}
}
