package discordtest

import (
	"encoding/json"
	"fmt"
	"slices"
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
	// editedOriginal: its own token has edited original, which is how
	// a deferred update is answered. An edit through another token (a
	// picture following an earlier answer, a live edit) is not its
	// answer, even if it lands after this deferral.
	editedOriginal bool
	followups      []string
	done           chan struct{} // closed once acknowledged or expired
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

func (s *Server) Click(u *User, msg *discordgo.Message, customID string) *Interaction {
	s.t.Helper()
	m := s.client.clickable(u, msg)
	c, ok := findComponent(m, customID)
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
	m := s.client.clickable(u, msg)
	c, ok := findComponent(m, customID)
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
	return s.component(u, s.client.stored(msg), customID, 2, nil)
}

// ForgeSelect sends a string-select interaction with any custom id and
// values on msg; nothing is checked.
func (s *Server) ForgeSelect(u *User, msg *discordgo.Message, customID string, values ...string) *Interaction {
	s.t.Helper()
	return s.component(u, s.client.stored(msg), customID, 3, values)
}

func (s *Server) component(u *User, m *message, customID string, ctype int, values []string) *Interaction {
	s.t.Helper()
	data := map[string]any{"custom_id": customID, "component_type": ctype}
	if values != nil || ctype != 2 {
		data["values"] = append([]string{}, values...)
	}
	ix := s.newInteraction(u, m.channelID, 3, fmt.Sprintf("%q by %s", customID, u.Name), m.id)
	s.mu.Lock()
	msgJSON := s.store.served(m)
	s.mu.Unlock()
	s.client.send(ix, data, msgJSON)
	return ix
}

func (s *Server) newInteraction(u *User, channelID string, kind int, label, source string) *Interaction {
	if u == nil {
		s.t.Fatalf("discordtest: nil user")
	}
	return &Interaction{
		ID: s.ids.next(), Token: "ix." + randomHex(24), User: u, ChannelID: channelID,
		srv: s, kind: kind, label: label, source: source, done: make(chan struct{}),
	}
}
