package discordtest

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
)

// Interaction is one INTERACTION_CREATE the fake sent, with what the bot
// answered.
type Interaction struct {
	ID        string
	Token     string
	User      *User
	ChannelID string

	srv    *Server
	kind   int    // 2 application command, 3 message component
	label  string // "/play by alice", for messages
	source string // the message a component was on

	// guarded by srv.mu
	dispatched time.Time
	timer      *time.Timer
	acked      bool
	expired    bool
	respType   int
	respData   json.RawMessage
	ackVersion int // version of the original when acknowledged
	original   string
	followups  []string
	done       chan struct{} // closed once acknowledged or expired
}

// ackLocked records the first accepted callback.
func (ix *Interaction) ackLocked(typ int, data json.RawMessage, original *message) {
	ix.acked, ix.respType, ix.respData = true, typ, data
	if original != nil {
		ix.ackVersion = original.version
	}
	if ix.timer != nil {
		ix.timer.Stop()
	}
	close(ix.done)
}

// expireLocked marks an interaction Discord has given up on.
func (ix *Interaction) expireLocked() {
	if ix.expired || ix.acked {
		return
	}
	ix.expired = true
	close(ix.done)
}

// Arg is a slash command option as the user typed it.
type Arg struct {
	Name  string
	Value any // string, int, int64, float64, bool, *User, or a snowflake string
}

// Opt is a slash command option: Opt("game", "starcollector"), Opt("seats", 2).
func Opt(name string, value any) Arg { return Arg{Name: name, Value: value} }

// Command sends a slash command from u in a channel of the test guild,
// once a session is ready and the command is registered (globally or in
// srv.GuildID). Options are typed as the command declares them; the test
// fails on an option a real client could not send (unknown, wrong type,
// not among the choices, out of range, a required one missing).
func (s *Server) Command(u *User, channelID, name string, args ...Arg) *Interaction {
	s.t.Helper()
	s.WaitReady()
	var cmd *command
	if !s.poll(func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		cmd = s.findCommandLocked(s.guildOfLocked(channelID), name)
		return cmd != nil
	}) {
		s.t.Fatalf("discordtest: /%s is not a registered slash command", name)
	}
	if need := cmd.def.memberPermissions(); need != 0 && s.permissions(u)&need != need {
		s.t.Fatalf("discordtest: %s lacks the permissions /%s needs (%d); a client would not offer it", u.Name, name, need)
	}
	opts, resolved, err := s.commandOptions(cmd.def.Options, args)
	if err != nil {
		s.t.Fatalf("discordtest: /%s: %v", name, err)
	}
	data := map[string]any{"id": cmd.id, "name": name, "type": 1, "options": opts}
	if cmd.guildID != "" {
		data["guild_id"] = cmd.guildID
	}
	if resolved != nil {
		data["resolved"] = resolved
	}
	ix := s.newInteraction(u, channelID, 2, "/"+name+" by "+u.Name, "")
	s.send(ix, data, nil)
	return ix
}

func (s *Server) commandOptions(defs []optionDef, args []Arg) ([]any, map[string]any, error) {
	out := []any{}
	var resolved map[string]any
	seen := map[string]bool{}
	for _, a := range args {
		i := slices.IndexFunc(defs, func(d optionDef) bool { return d.Name == a.Name })
		if i < 0 {
			return nil, nil, fmt.Errorf("no option %q", a.Name)
		}
		if seen[a.Name] {
			return nil, nil, fmt.Errorf("option %q given twice", a.Name)
		}
		seen[a.Name] = true
		d := defs[i]
		v, err := optionValue(d, a.Value)
		if err != nil {
			return nil, nil, fmt.Errorf("option %q: %v", a.Name, err)
		}
		if u, ok := a.Value.(*User); ok {
			if resolved == nil {
				resolved = map[string]any{"users": map[string]any{}, "members": map[string]any{}}
			}
			resolved["users"].(map[string]any)[u.ID] = userJSON(u)
			resolved["members"].(map[string]any)[u.ID] = s.memberJSON(u, false)
		}
		out = append(out, map[string]any{"name": d.Name, "type": d.Type, "value": v})
	}
	for _, d := range defs {
		if d.Required && !seen[d.Name] {
			return nil, nil, fmt.Errorf("required option %q missing", d.Name)
		}
	}
	return out, resolved, nil
}

// optionValue converts a test value to what Discord sends for d.
func optionValue(d optionDef, v any) (any, error) {
	var out any
	switch d.Type {
	case 3: // string
		str, ok := v.(string)
		if !ok {
			return nil, fmt.Errorf("%v is not a string", v)
		}
		n := runes(str)
		if (d.MinLength != nil && n < *d.MinLength) || (d.MaxLength != nil && n > *d.MaxLength) {
			return nil, fmt.Errorf("%q has a length out of range", str)
		}
		out = str
	case 4, 10: // integer, number
		var f float64
		switch x := v.(type) {
		case int:
			f = float64(x)
		case int64:
			f = float64(x)
		case float64:
			f = x
		default:
			return nil, fmt.Errorf("%v is not a number", v)
		}
		if d.Type == 4 && f != math.Trunc(f) {
			return nil, fmt.Errorf("%v is not an integer", v)
		}
		if (d.MinValue != nil && f < *d.MinValue) || (d.MaxValue != nil && f > *d.MaxValue) {
			return nil, fmt.Errorf("%v is out of range", v)
		}
		out = f
		if d.Type == 4 {
			out = int64(f)
		}
	case 5: // boolean
		b, ok := v.(bool)
		if !ok {
			return nil, fmt.Errorf("%v is not a boolean", v)
		}
		out = b
	case 6, 7, 8, 9: // user, channel, role, mentionable
		switch x := v.(type) {
		case *User:
			out = x.ID
		case string:
			if !snowflake.MatchString(x) {
				return nil, fmt.Errorf("%q is not a snowflake", x)
			}
			out = x
		default:
			return nil, fmt.Errorf("%v is not a user or an id", v)
		}
	default:
		return nil, fmt.Errorf("option type %d is not supported by discordtest", d.Type)
	}
	if len(d.Choices) > 0 && !slices.ContainsFunc(d.Choices, func(c choiceDef) bool { return fmt.Sprint(c.Value) == fmt.Sprint(out) }) {
		return nil, fmt.Errorf("%v is not one of the choices", v)
	}
	return out, nil
}

// Click presses the button customID on msg (looked up by id in its current
// state) as u. The test fails when no enabled button with that custom id
// is on the message, or u cannot see the message: a real client cannot
// click what is not there.
func (s *Server) Click(u *User, msg *discordgo.Message, customID string) *Interaction {
	s.t.Helper()
	m := s.clickable(u, msg)
	c, ok := findComponent(m.components, customID)
	switch {
	case !ok:
		s.t.Fatalf("discordtest: no component %q on message %s", customID, m.id)
	case c.Type != 2 || c.Style == 5:
		s.t.Fatalf("discordtest: %q on message %s is not a button that sends an interaction", customID, m.id)
	case c.Disabled:
		s.t.Fatalf("discordtest: button %q on message %s is disabled", customID, m.id)
	}
	return s.component(u, m, customID, 2, nil)
}

// Select picks values in the select menu customID on msg as u. The test
// fails unless the menu is there, enabled, and the values are among its
// options and within its min and max values.
func (s *Server) Select(u *User, msg *discordgo.Message, customID string, values ...string) *Interaction {
	s.t.Helper()
	m := s.clickable(u, msg)
	c, ok := findComponent(m.components, customID)
	switch {
	case !ok:
		s.t.Fatalf("discordtest: no component %q on message %s", customID, m.id)
	case !isSelect(c.Type):
		s.t.Fatalf("discordtest: %q on message %s is not a select menu", customID, m.id)
	case c.Disabled:
		s.t.Fatalf("discordtest: select %q on message %s is disabled", customID, m.id)
	}
	if minV, maxV := c.valueRange(); len(values) < minV || len(values) > maxV {
		s.t.Fatalf("discordtest: select %q takes %d to %d values, not %d", customID, minV, maxV, len(values))
	}
	if c.Type == 3 {
		seen := map[string]bool{}
		for _, v := range values {
			if seen[v] || !slices.ContainsFunc(c.Options, func(o optionJSON) bool { return o.Value == v }) {
				s.t.Fatalf("discordtest: select %q has no option %q to pick (or it is picked twice)", customID, v)
			}
			seen[v] = true
		}
	}
	return s.component(u, m, customID, c.Type, values)
}

// ForgeClick sends a button interaction with any custom id on msg, as a
// forged or outdated client could; nothing is checked.
func (s *Server) ForgeClick(u *User, msg *discordgo.Message, customID string) *Interaction {
	s.t.Helper()
	return s.component(u, s.stored(msg), customID, 2, nil)
}

// ForgeSelect sends a string-select interaction with any custom id and
// values on msg; nothing is checked.
func (s *Server) ForgeSelect(u *User, msg *discordgo.Message, customID string, values ...string) *Interaction {
	s.t.Helper()
	return s.component(u, s.stored(msg), customID, 3, values)
}

func (s *Server) stored(msg *discordgo.Message) *message {
	s.t.Helper()
	if msg == nil {
		s.t.Fatalf("discordtest: nil message")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.messages[msg.ID]
	if m == nil {
		s.t.Fatalf("discordtest: no message %s", msg.ID)
	}
	c := *m
	return &c
}

// clickable is the current state of msg, which u must be able to see.
func (s *Server) clickable(u *User, msg *discordgo.Message) *message {
	s.t.Helper()
	m := s.stored(msg)
	switch {
	case m.deleted:
		s.t.Fatalf("discordtest: message %s was deleted", m.id)
	case m.ephemeral() && m.owner != u.ID:
		s.t.Fatalf("discordtest: message %s is an ephemeral of another user; %s cannot see it", m.id, u.Name)
	case m.loading():
		s.t.Fatalf("discordtest: message %s is still loading (deferred, not yet edited)", m.id)
	}
	return m
}

func (s *Server) component(u *User, m *message, customID string, ctype int, values []string) *Interaction {
	s.t.Helper()
	data := map[string]any{"custom_id": customID, "component_type": ctype}
	if values != nil || ctype != 2 {
		data["values"] = append([]string{}, values...)
	}
	ix := s.newInteraction(u, m.channelID, 3, fmt.Sprintf("%q by %s", customID, u.Name), m.id)
	s.mu.Lock()
	msgJSON := s.servedLocked(m)
	s.mu.Unlock()
	s.send(ix, data, msgJSON)
	return ix
}

func (s *Server) newInteraction(u *User, channelID string, kind int, label, source string) *Interaction {
	if u == nil {
		s.t.Fatalf("discordtest: nil user")
	}
	return &Interaction{
		ID: s.newID(), Token: "ix." + randomHex(24), User: u, ChannelID: channelID,
		srv: s, kind: kind, label: label, source: source, done: make(chan struct{}),
	}
}

const (
	permAddReactions   = 1 << 6
	permViewChannel    = 1 << 10
	permSendMessages   = 1 << 11
	permEmbedLinks     = 1 << 14
	permReadHistory    = 1 << 16
	permUseAppCommands = 1 << 31
	permManageChannels = 1 << 4
	memberPermissions  = permAddReactions | permViewChannel | permSendMessages | permEmbedLinks | permReadHistory | permUseAppCommands
	botPermissions     = memberPermissions | 1<<13 /* manage messages */
	joinedAt           = "2024-01-01T00:00:00.000000+00:00"
)

// permissions are u's permissions in the test guild's channels.
func (s *Server) permissions(u *User) int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	perms := int64(memberPermissions)
	if u.Admin {
		perms |= permManageChannels
	}
	return perms
}

func (s *Server) memberJSON(u *User, withUser bool) map[string]any {
	perms := s.permissions(u)
	m := map[string]any{
		"roles": []any{}, "joined_at": joinedAt, "deaf": false, "mute": false,
		"nick": nil, "avatar": nil, "flags": 0, "pending": false,
		"permissions": strconv.FormatInt(perms, 10),
	}
	if withUser {
		m["user"] = userJSON(u)
	}
	return m
}

// send dispatches ix, starting its deadline when the frame goes out.
func (s *Server) send(ix *Interaction, data any, msgJSON json.RawMessage) {
	s.t.Helper()
	guild := s.guildOf(ix.ChannelID)
	payload := map[string]any{
		"id": ix.ID, "application_id": s.AppID, "type": ix.kind, "token": ix.Token, "version": 1,
		"guild_id": guild, "channel_id": ix.ChannelID,
		"channel":         map[string]any{"id": ix.ChannelID, "type": 0, "guild_id": guild},
		"member":          s.memberJSON(ix.User, true),
		"app_permissions": strconv.FormatInt(botPermissions, 10),
		"locale":          "en-US", "guild_locale": "en-US", "context": 0,
		"authorizing_integration_owners": map[string]any{"0": guild},
		"entitlements":                   []any{},
		"data":                           data,
	}
	if msgJSON != nil {
		payload["message"] = msgJSON
	}
	ok := s.dispatch(guild, "INTERACTION_CREATE", payload, func() {
		ix.dispatched = time.Now()
		s.interactions[ix.Token] = ix
		if ix.timer != nil {
			ix.timer.Stop()
		}
		ix.timer = time.AfterFunc(s.cfg.deadline, func() { s.deadlinePassed(ix) })
	})
	if !ok {
		s.t.Fatalf("discordtest: could not dispatch %s: no ready gateway session", ix.label)
	}
}

func (s *Server) deadlinePassed(ix *Interaction) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if ix.acked || ix.expired || s.closed {
		return
	}
	ix.expireLocked()
	s.violationLocked("interaction %s: not answered within %v", ix.label, s.cfg.deadline)
	s.notifyLocked()
}

// Response is the first accepted callback of an interaction.
type Response struct {
	Type      discordgo.InteractionResponseType
	Ephemeral bool
	// Message is the callback's data read as a message (content, embeds,
	// components, flags); nil when the callback had no data.
	Message *discordgo.Message
}

// Response waits for the bot's first accepted callback and returns it;
// the test fails if none comes within the deadline.
func (ix *Interaction) Response() *Response {
	s := ix.srv
	s.t.Helper()
	typ, data := ix.answered()
	s.mu.Lock()
	o := s.messages[ix.original]
	ephemeral := o != nil && o.ephemeral()
	s.mu.Unlock()
	r := &Response{Type: discordgo.InteractionResponseType(typ)}
	if !isNull(data) {
		var m discordgo.Message
		if err := json.Unmarshal(data, &m); err != nil {
			s.t.Fatalf("discordtest: callback data of %s: %v", ix.label, err)
		}
		r.Message = &m
		r.Ephemeral = m.Flags&discordgo.MessageFlagsEphemeral != 0
	}
	if ephemeral {
		r.Ephemeral = true
	}
	return r
}

// Answered waits for the bot's first accepted callback, as Response does,
// without decoding it: for a client that reads the message it changed
// later anyway, such as a load benchmark's player.
func (ix *Interaction) Answered() {
	ix.srv.t.Helper()
	ix.answered()
}

// answered waits for the first accepted callback and returns its type
// and data; the test fails if none comes within the deadline.
func (ix *Interaction) answered() (typ int, data json.RawMessage) {
	s := ix.srv
	s.t.Helper()
	select {
	case <-ix.done:
	case <-time.After(s.cfg.timeout):
	}
	s.mu.Lock()
	acked, typ, data := ix.acked, ix.respType, ix.respData
	s.mu.Unlock()
	if !acked {
		s.t.Fatalf("discordtest: interaction %s was not answered within %v", ix.label, s.cfg.deadline)
	}
	return typ, data
}

// Message waits for the message the interaction produced or updated and
// returns it in its current state: the new message of a reply, the
// updated message of UPDATE_MESSAGE, and for deferred callbacks the
// message once @original (or the message) has been edited. It returns nil
// if that message was deleted.
func (ix *Interaction) Message() *discordgo.Message {
	s := ix.srv
	s.t.Helper()
	r := ix.Response()
	if !s.poll(func() bool {
		s.mu.Lock()
		defer s.mu.Unlock()
		m := s.messages[ix.original]
		switch {
		case m.deleted:
			return true
		case r.Type == discordgo.InteractionResponseDeferredChannelMessageWithSource:
			return !m.loading()
		case r.Type == discordgo.InteractionResponseDeferredMessageUpdate:
			return m.version > ix.ackVersion
		}
		return true
	}) {
		s.t.Fatalf("discordtest: %s was deferred (type %d) and its message never edited", ix.label, r.Type)
	}
	return s.Message(ix.original)
}

// Followups returns the interaction's followup messages in their current
// state, oldest first (deleted ones left out). It does not wait.
func (ix *Interaction) Followups() []*discordgo.Message {
	s := ix.srv
	s.mu.Lock()
	var served []json.RawMessage
	for _, id := range ix.followups {
		if m := s.messages[id]; !m.deleted {
			served = append(served, s.servedLocked(m))
		}
	}
	s.mu.Unlock()
	return toMessages(served)
}

// Await waits, without failing the test, until the bot answers the
// interaction, Discord gives up on it, or stop is closed; it returns the
// answer and whether there was one. A test that kills the bot on
// purpose waits with it: an interaction in flight at the kill is never
// answered, and that is not a failure.
func (ix *Interaction) Await(stop <-chan struct{}) (*Response, bool) {
	select {
	case <-ix.done:
	case <-stop:
	}
	s := ix.srv
	s.mu.Lock()
	acked, typ, data, original := ix.acked, ix.respType, ix.respData, ix.original
	s.mu.Unlock()
	if !acked {
		return nil, false
	}
	r := &Response{Type: discordgo.InteractionResponseType(typ)}
	var m discordgo.Message
	if !isNull(data) && json.Unmarshal(data, &m) == nil {
		r.Message = &m
		r.Ephemeral = m.Flags&discordgo.MessageFlagsEphemeral != 0
	}
	if original != "" {
		if cur := s.Message(original); cur != nil {
			r.Message = cur // the message as it is now, with its id
		}
	}
	return r, true
}
