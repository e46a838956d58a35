package discordtest

import (
	"encoding/json"
	"net/url"
	"strconv"
	"time"

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
	changes  map[string]int           // channel id → changes of its messages (WaitMessages)
	watchers map[string]chan struct{} // message id → closed at its next change (WaitMessageUntil)
	edits    map[string]int           // channel id → accepted edits of public messages
	history  []*servedForm            // every state of every message (WithHistory)
}

// newMessage makes an unstored message in a channel.
func (st *store) newMessage(channelID string) *message {
	return &message{
		id: st.ids.next(), channelID: channelID, created: time.Now(),
		embeds: json.RawMessage("[]"), components: json.RawMessage("[]"),
	}
}

// put stores a new message.
func (st *store) put(m *message) {
	st.messages[m.id] = m
	st.order[m.channelID] = append(st.order[m.channelID], m.id)
	st.changed(m)
}

// replace commits an edited copy of a stored message.
func (st *store) replace(old *message, edited message) {
	edited.version = old.version + 1
	edited.edited = time.Now()
	edited.served = nil
	*old = edited
	st.changed(old)
	if old.public() {
		st.edits[old.channelID]++
	}
}

// watch returns a channel closed at the next change of message id:
// its post, an edit or its deletion.
func (st *store) watch(id string) <-chan struct{} {
	ch := st.watchers[id]
	if ch == nil {
		ch = make(chan struct{})
		st.watchers[id] = ch
	}
	return ch
}

// changed counts a change of m, a message of its channel: a new
// message, an edit or a deletion, and wakes those waiting on m.
func (st *store) changed(m *message) {
	st.changes[m.channelID]++
	st.noteState(m)
	if ch := st.watchers[m.id]; ch != nil {
		close(ch)
		delete(st.watchers, m.id)
	}
}

// list answers GET /channels/{c}/messages: newest first, with limit,
// before and after.
func (st *store) list(q url.Values, ch string) []any {
	limit, err := strconv.Atoi(q.Get("limit"))
	if err != nil || limit < 1 || limit > 100 {
		limit = 50
	}
	before, after := q.Get("before"), q.Get("after")
	out := []any{}
	ids := st.order[ch]
	for i := len(ids) - 1; i >= 0 && len(out) < limit; i-- {
		m := st.messages[ids[i]]
		if m.deleted || m.ephemeral() || (before != "" && !idLess(m.id, before)) || (after != "" && !idLess(after, m.id)) {
			continue
		}
		out = append(out, st.served(m))
	}
	return out
}
