package discordtest

import (
	"encoding/json"
	"fmt"
	"slices"
)

// guardedMentions reports whether a message body that sets content also
// says who its mentions may ping: users only, never roles or @everyone.
// Discord does not require it, so a body without it is accepted, and
// noted: Unguarded lists them for tests.
func guardedMentions(f fields) bool {
	if _, ok := f["content"]; !ok {
		return true
	}
	raw, ok := f["allowed_mentions"]
	if !ok || isNull(raw) {
		return false
	}
	var am struct {
		Parse []string `json:"parse"`
		Roles []string `json:"roles"`
	}
	if json.Unmarshal(raw, &am) != nil {
		return false
	}
	return len(am.Roles) == 0 && !slices.Contains(am.Parse, "everyone") && !slices.Contains(am.Parse, "roles")
}

// mentionNotes are the message bodies whose mentions were not limited to
// users; the server's lock guards them.
type mentionNotes struct{ unguarded []string }

// note records m's body f unless its mentions are guarded.
func (mn *mentionNotes) note(m *message, f fields) {
	if !guardedMentions(f) {
		mn.unguarded = append(mn.unguarded, fmt.Sprintf("channel %s: %q", m.channelID, clipText(m.content, 60)))
	}
}

// Unguarded lists the messages posted or edited with content but without
// allowed mentions limited to users: a display name or game text holding
// "@everyone" would ping the whole server from them.
func (s *Server) Unguarded() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.mentions.unguarded)
}

func clipText(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
