package discordtest

import (
	"strconv"
	"sync"
)

// The members of the test guild, and the channels they talk in.

// User is a member of the test guild.
type User struct {
	ID    string
	Name  string
	Admin bool // has Manage Channels in the interaction's member permissions
	// Organiser has Manage Server: a server's organiser (seasons).
	Organiser bool
}

// User returns the guild member called name, the same one on every call;
// its id is a stable snowflake derived from the name.
func (s *Server) User(name string) *User {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.members.named(name)
}

// Admin returns the member called name (as User does) and gives it the
// Manage Channels permission.
func (s *Server) Admin(name string) *User {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.members.named(name)
	u.Admin = true
	return u
}

// Organiser returns the member called name (as User does) and gives it
// the Manage Server permission.
func (s *Server) Organiser(name string) *User {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.members.named(name)
	u.Organiser = true
	return u
}

// members are the guild's members by name. Their permissions are set
// under the server's lock (Admin, Organiser) while interactions read
// them, so the members read them under that lock too.
type members struct {
	mu     *sync.Mutex // the server's
	byName map[string]*User
}

// named is the member called name, made on first use; the lock is held.
func (ms *members) named(name string) *User {
	u := ms.byName[name]
	if u == nil {
		u = &User{ID: stableID("user", name), Name: name}
		ms.byName[name] = u
	}
	return u
}

// Channel returns a stable channel id for name. Any numeric id works as a
// channel; this only saves inventing them.
func (s *Server) Channel(name string) string { return stableID("channel", name) }

const (
	permAddReactions   = 1 << 6
	permViewChannel    = 1 << 10
	permSendMessages   = 1 << 11
	permEmbedLinks     = 1 << 14
	permReadHistory    = 1 << 16
	permUseAppCommands = 1 << 31
	permManageChannels = 1 << 4
	permManageServer   = 1 << 5
	memberPermissions  = permAddReactions | permViewChannel | permSendMessages | permEmbedLinks | permReadHistory | permUseAppCommands
	botPermissions     = memberPermissions | 1<<13 /* manage messages */
	joinedAt           = "2024-01-01T00:00:00.000000+00:00"
)

// permissions are u's permissions in the test guild's channels.
func (ms *members) permissions(u *User) int64 {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	perms := int64(memberPermissions)
	if u.Admin {
		perms |= permManageChannels
	}
	if u.Organiser {
		perms |= permManageServer
	}
	return perms
}

// json is u as a guild member, as interactions carry it.
func (ms *members) json(u *User, withUser bool) map[string]any {
	perms := ms.permissions(u)
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
