package discordtest

import (
	"encoding/json"
	"net/http"
	"slices"
	"sync"
)

// Threads: POST /channels/{c}/threads starts a thread without a message
// (Discord's create_thread), a channel of its own under c, in c's guild.
// A thread is a channel like any other here: its messages, edits and
// clicks go through the channel routes. WithoutThreads refuses the route
// as Discord does where the bot lacks Create Public Threads.

// Thread is a thread the bot started.
type Thread struct {
	ID, Parent, Name string
}

// WithoutThreads makes the fake refuse every thread the bot starts with
// 403 Missing Permissions (50013), as Discord does where the bot lacks
// the Create Public Threads permission; the bot cannot know before it
// tries, so the refusal is no violation.
func WithoutThreads() Option { return func(c *config) { c.noThreads = true } }

// threadTypes are the channel types a thread started without a message
// may have: announcement, public and private threads.
var threadTypes = []int{10, 11, 12}

// threadList is the threads the bot started, each a channel in its
// parent's guild. The server's lock guards it and what it points to.
type threadList struct {
	mu     *sync.Mutex // the server's
	off    bool        // WithoutThreads
	owner  string      // the bot's user id
	ids    *ids
	guilds *guilds
	ledger *ledger
	list   []Thread
}

// start answers POST /channels/{parent}/threads.
func (s *threadList) start(rq *request, parent string) reply {
	if s.off {
		return reply{status: http.StatusForbidden, body: errBody(50013, "Missing Permissions", nil)}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !snowflake.MatchString(parent) {
		return s.ledger.refuse(rq, http.StatusNotFound, 10003, "Unknown Channel", "channel id is not a snowflake")
	}
	if s.has(parent) {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50024, "Cannot execute action on this channel type", "a thread cannot hold threads")
	}
	f, err := parseFields(rq.body)
	if err != nil {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	var name string
	_ = json.Unmarshal(f["name"], &name)
	if n := len([]rune(name)); n < 1 || n > 100 {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "name: a thread's name has 1 to 100 characters")
	}
	kind := 11
	if raw, ok := f["type"]; ok && !isNull(raw) {
		kind = f.int("type")
	}
	if !slices.Contains(threadTypes, kind) {
		return s.ledger.refuse(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "type: a thread is of type 10, 11 or 12")
	}
	id := s.ids.next()
	guild := s.guilds.of(parent)
	s.guilds.byChannel[id] = guild
	s.list = append(s.list, Thread{ID: id, Parent: parent, Name: name})
	return reply{status: http.StatusCreated, body: map[string]any{
		"id": id, "type": kind, "guild_id": guild, "parent_id": parent, "name": name, "flags": 0,
		"owner_id": s.owner, "message_count": 0, "member_count": 1, "total_message_sent": 0,
		"rate_limit_per_user": 0, "last_message_id": nil,
		"thread_metadata": map[string]any{"archived": false, "auto_archive_duration": 1440, "locked": false,
			"archive_timestamp": "2026-01-01T00:00:00.000000+00:00"},
	}}
}

// has reports whether channel id is a thread.
func (s *threadList) has(id string) bool {
	return slices.ContainsFunc(s.list, func(t Thread) bool { return t.ID == id })
}

// Threads lists the threads the bot started, oldest first.
func (s *Server) Threads() []Thread {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.threads.list)
}
