package discordtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
)

const (
	flagSuppressEmbeds        = 1 << 2
	flagEphemeral             = 1 << 6
	flagLoading               = 1 << 7
	flagSuppressNotifications = 1 << 12

	// replyFlags are the flags an interaction reply or followup may set.
	replyFlags = flagEphemeral | flagSuppressEmbeds | flagSuppressNotifications | flagComponentsV2
)

// message is a stored message in its current state. The embeds and
// components are kept as the JSON the bot sent, so what the fake returns
// is what Discord would echo.
type message struct {
	id, channelID string
	content       string
	embeds        json.RawMessage // JSON array
	components    json.RawMessage // JSON array
	flags         int
	typ           int
	owner         string       // for an ephemeral: the one user who sees it
	hook          bool         // sent through the interaction webhook
	ix            *Interaction // the interaction it answers, if any
	created       time.Time
	edited        time.Time
	version       int // bumped on every edit
	restVersion   int // the version of its last edit through the channel endpoint
	deleted       bool
	attachments   []attachment
	refs          int // attachment:// references its embeds make (checkAttachments)
	// rows are the components as checkMessage read them from rowsOf,
	// which is components unless they changed since.
	rows   []componentJSON
	rowsOf json.RawMessage
	// served is this state of the message as the fake serves it, made
	// when first served: a message is read far more often than it
	// changes.
	served *servedForm
}

// servedForm is one state of a message as the fake serves it: its JSON
// (for guild, the guild its channel was in then), and that JSON as
// discordgo reads it, decoded at its first read and copied for each
// reader after. Neither changes once made, so callers keep it after the
// server's lock is released.
type servedForm struct {
	raw   json.RawMessage
	guild string
	rows  []componentJSON // the components as the fake read them, nil when it did not
	once  sync.Once
	msg   *discordgo.Message
}

// message is the served JSON as discordgo reads it, a copy of its own
// for each caller.
func (f *servedForm) message() *discordgo.Message {
	f.once.Do(func() {
		if f.rows == nil {
			f.msg = toMessage(f.raw)
			return
		}
		f.msg = decodeServed(f.raw, f.rows)
	})
	return cloneMessage(f.msg)
}

// readRows are m's components as checkMessage read them, nil when it
// has not read them as they are.
func (m *message) readRows() []componentJSON {
	if len(m.rowsOf) == len(m.components) && len(m.rowsOf) > 0 && &m.rowsOf[0] == &m.components[0] {
		return m.rows
	}
	return nil
}

func (m *message) ephemeral() bool { return m.flags&flagEphemeral != 0 }
func (m *message) loading() bool   { return m.flags&flagLoading != 0 }
func (m *message) public() bool    { return !m.ephemeral() }

// fields are the keys present in a message body (create, edit, callback
// data, followup). A key that is absent leaves the message as it is; a
// key set to null clears it.
type fields map[string]json.RawMessage

func parseFields(raw []byte) (fields, error) {
	f := fields{}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return f, nil
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, err
	}
	return f, nil
}

func (f fields) int(key string) int {
	var n int
	_ = json.Unmarshal(f[key], &n)
	return n
}

func isNull(raw json.RawMessage) bool {
	t := bytes.TrimSpace(raw)
	return len(t) == 0 || string(t) == "null"
}

// apply sets the present fields on m.
func (m *message) apply(f fields) error {
	if raw, ok := f["content"]; ok {
		var c *string
		if err := json.Unmarshal(raw, &c); err != nil {
			return fmt.Errorf("content: %v", err)
		}
		m.content = ""
		if c != nil {
			m.content = *c
		}
	}
	for _, k := range []string{"embeds", "components"} {
		raw, ok := f[k]
		if !ok {
			continue
		}
		arr := json.RawMessage("[]")
		if !isNull(raw) {
			// Compacting reads the JSON through once and fails where
			// it is not JSON; its first byte then says if it is an array.
			var buf bytes.Buffer
			if err := json.Compact(&buf, raw); err != nil {
				return fmt.Errorf("%s: %v", k, err)
			}
			if arr = buf.Bytes(); arr[0] != '[' {
				return fmt.Errorf("%s: not an array: %s", k, clipText(string(arr), 40))
			}
		}
		if k == "embeds" {
			m.embeds = arr
		} else {
			m.components = arr
		}
	}
	return nil
}

func botUserJSON(bot *discordgo.User) map[string]any {
	return map[string]any{
		"id": bot.ID, "username": bot.Username, "discriminator": "0",
		"global_name": nil, "avatar": nil, "bot": true, "public_flags": 0,
	}
}

func userJSON(u *User) map[string]any {
	return map[string]any{
		"id": u.ID, "username": u.Name, "global_name": u.Name, "discriminator": "0",
		"avatar": nil, "bot": false, "public_flags": 0,
	}
}

// json is m as Discord serves it.
func (st *store) json(m *message) map[string]any {
	j := map[string]any{
		"id": m.id, "channel_id": m.channelID, "guild_id": st.guilds.of(m.channelID),
		"author": botUserJSON(st.bot), "content": m.content,
		"embeds": m.embeds, "components": m.components,
		"flags": m.flags, "type": m.typ,
		"timestamp":        m.created.UTC().Format(time.RFC3339Nano),
		"edited_timestamp": nil,
		"tts":              false, "mention_everyone": false, "pinned": false,
		"mentions": []any{}, "mention_roles": []any{}, "attachments": st.attachmentsJSON(m),
	}
	if !m.edited.IsZero() {
		j["edited_timestamp"] = m.edited.UTC().Format(time.RFC3339Nano)
	}
	if m.hook {
		j["webhook_id"] = st.app
		j["application_id"] = st.app
	}
	if ix := m.ix; ix != nil {
		meta := map[string]any{
			"id": ix.ID, "type": ix.kind, "user": userJSON(ix.User),
			"authorizing_integration_owners": map[string]any{"0": st.guilds.of(m.channelID)},
		}
		if ix.source != "" {
			meta["interacted_message_id"] = ix.source
		}
		if ix.original != "" && ix.original != m.id {
			meta["original_response_message_id"] = ix.original
		}
		j["interaction_metadata"] = meta
	}
	return j
}

// form is m's current state as the fake serves it.
func (st *store) form(m *message) *servedForm {
	guild := st.guilds.of(m.channelID)
	if m.served == nil || m.served.guild != guild {
		m.served = &servedForm{raw: marshalMap(st.json(m)), guild: guild, rows: m.readRows()}
	}
	return m.served
}

// marshalMap is json.Marshal(j), byte for byte, without compacting its
// json.RawMessage values again: each is compact JSON the fake made (a
// message's embeds and components, which apply compacted when they were
// written; a served message), whose strings only need json.Marshal's HTML
// escapes, and those do not need the JSON read through.
func marshalMap(j map[string]any) json.RawMessage {
	keys := make([]string, 0, len(j))
	for k := range j {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	size := 1024 // the rest of a message, about
	for _, v := range j {
		if raw, ok := v.(json.RawMessage); ok {
			size += len(raw)
		}
	}
	buf := bytes.NewBuffer(make([]byte, 0, size))
	buf.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			buf.WriteByte(',')
		}
		buf.Write(mustJSON(k))
		buf.WriteByte(':')
		if raw, ok := j[k].(json.RawMessage); ok {
			json.HTMLEscape(buf, raw)
			continue
		}
		buf.Write(mustJSON(j[k]))
	}
	buf.WriteByte('}')
	return buf.Bytes()
}

// served is m's JSON as the fake serves it. A message's JSON is
// not changed once made: callers may keep it after the lock is released.
func (st *store) served(m *message) json.RawMessage {
	return st.form(m).raw
}

// toMessage reads the JSON the fake serves back as discordgo reads it.
func toMessage(served json.RawMessage) *discordgo.Message {
	var out discordgo.Message
	if err := json.Unmarshal(served, &out); err != nil {
		panic(fmt.Sprintf("discordtest: served message does not unmarshal: %v", err))
	}
	return &out
}

// toMessages reads each of forms as discordgo reads it, with no lock
// held: each caller gets messages of its own.
func toMessages(forms []*servedForm) []*discordgo.Message {
	var out []*discordgo.Message
	for _, f := range forms {
		out = append(out, f.message())
	}
	return out
}

// Message returns the current state of a message (public or ephemeral),
// or nil when there is none or it was deleted.
func (s *Server) Message(id string) *discordgo.Message {
	s.mu.Lock()
	m := s.store.messages[id]
	if m == nil || m.deleted {
		s.mu.Unlock()
		return nil
	}
	form := s.store.form(m)
	s.mu.Unlock()
	return form.message()
}

// Messages returns the channel's public messages in their current state,
// oldest first; deleted and ephemeral messages are left out.
func (s *Server) Messages(channelID string) []*discordgo.Message {
	s.mu.Lock()
	var forms []*servedForm
	for _, id := range s.store.order[channelID] {
		if m := s.store.messages[id]; !m.deleted && m.public() {
			forms = append(forms, s.store.form(m))
		}
	}
	s.mu.Unlock()
	return toMessages(forms)
}

// Ephemerals returns the ephemeral messages shown to u, in any channel, in
// their current state, oldest first; deleted ones are left out.
func (s *Server) Ephemerals(u *User) []*discordgo.Message {
	s.mu.Lock()
	var all []*message
	for _, m := range s.store.messages {
		if !m.deleted && m.ephemeral() && m.owner == u.ID {
			all = append(all, m)
		}
	}
	sortByID(all)
	forms := make([]*servedForm, len(all))
	for i, m := range all {
		forms[i] = s.store.form(m)
	}
	s.mu.Unlock()
	return toMessages(forms)
}

// sortByID orders messages by snowflake, i.e. by creation.
func sortByID(ms []*message) {
	slices.SortFunc(ms, func(a, b *message) int {
		switch {
		case idLess(a.id, b.id):
			return -1
		case idLess(b.id, a.id):
			return 1
		}
		return 0
	})
}
