package discordtest

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
	return s.userLocked(name)
}

// Admin returns the member called name (as User does) and gives it the
// Manage Channels permission.
func (s *Server) Admin(name string) *User {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.userLocked(name)
	u.Admin = true
	return u
}

// Organiser returns the member called name (as User does) and gives it
// the Manage Server permission.
func (s *Server) Organiser(name string) *User {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.userLocked(name)
	u.Organiser = true
	return u
}

func (s *Server) userLocked(name string) *User {
	u := s.users[name]
	if u == nil {
		u = &User{ID: stableID("user", name), Name: name}
		s.users[name] = u
	}
	return u
}

// Channel returns a stable channel id for name. Any numeric id works as a
// channel; this only saves inventing them.
func (s *Server) Channel(name string) string { return stableID("channel", name) }
