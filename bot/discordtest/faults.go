package discordtest

import (
	"fmt"
	"slices"
)

// Gateway faults. Discord drops connections, asks a client to reconnect
// (opcode 7), invalidates sessions (opcode 9) and closes connections with
// a close code, as a matter of routine and most of all during its
// incidents. These make the fake do each to every open connection; a bot
// that plays on through them resumes or identifies again. Sessions opened
// with NewSession do not reconnect: tests of faults turn
// ShouldReconnectOnError back on.

// ResumableCloseCodes are the gateway close codes after which Discord's
// documentation says a client may reconnect: unknown error (4000),
// unknown opcode (4001), decode error (4002), not authenticated (4003),
// already authenticated (4005), invalid seq (4007), rate limited (4008)
// and session timed out (4009). The others (4004 authentication failed,
// 4010-4014: shard, sharding, API version, intents) end the bot's tries.
var ResumableCloseCodes = []int{4000, 4001, 4002, 4003, 4005, 4007, 4008, 4009}

// newSessionCodes are the close codes after which the session is gone:
// Discord says to reconnect and start a new one.
var newSessionCodes = []int{4007, 4009}

// SendReconnect sends opcode 7 (Reconnect) on every ready connection: the
// client should close it and resume on a new one. The fake leaves the
// connection open, as Discord does for a while; dispatches meanwhile go
// to it and are replayed on RESUME.
func (s *Server) SendReconnect() {
	for _, c := range s.gw.readyConns() {
		_ = c.write([]byte(`{"op":7,"d":null,"s":null,"t":null}`))
	}
}

// InvalidateSession sends opcode 9 (Invalid Session) on every ready
// connection, with d = resumable. A session that is not resumable is
// forgotten: a RESUME of it is refused. Either way the connection stops
// receiving dispatches until it identifies (or resumes) again, which a
// client may do on the same connection.
func (s *Server) InvalidateSession(resumable bool) {
	frame := fmt.Appendf(nil, `{"op":9,"d":%t,"s":null,"t":null}`, resumable)
	for _, c := range s.gw.readyConns() {
		c.wmu.Lock()
		s.mu.Lock()
		if c.sess != nil && !resumable {
			delete(s.gw.sessions, c.sess.id)
		}
		c.sess, c.ready = nil, 0
		s.signal.notify()
		s.mu.Unlock()
		_ = c.writeLocked(frame)
		c.wmu.Unlock()
	}
}

// CloseGateway closes every gateway connection with code, as Discord
// does when something went wrong. After a code that starts a new session
// (4007, 4009) or one that is not resumable, the session is forgotten;
// after the others it can be resumed.
func (s *Server) CloseGateway(code int) {
	forget := slices.Contains(newSessionCodes, code) || !slices.Contains(ResumableCloseCodes, code)
	s.mu.Lock()
	var cs []*gwConn
	for c := range s.gw.conns {
		c.closed = true
		cs = append(cs, c)
		if forget && c.sess != nil {
			delete(s.gw.sessions, c.sess.id)
		}
	}
	clear(s.gw.conns)
	s.signal.notify()
	s.mu.Unlock()
	for _, c := range cs {
		c.closeWith(code, closeText(code))
	}
}

func closeText(code int) string {
	switch code {
	case 4000:
		return "Unknown error."
	case 4001:
		return "Unknown opcode."
	case 4002:
		return "Decode error."
	case 4003:
		return "Not authenticated."
	case 4005:
		return "Already authenticated."
	case 4007:
		return "Invalid seq."
	case 4008:
		return "Rate limited."
	case 4009:
		return "Session timed out."
	}
	return "Closed."
}

// A Fault is one of the gateway faults above, as a test plays through it.
type Fault struct {
	Name string
	Do   func(*Server)
	// Resumable: the session survives it, so a client may resume.
	// SameConnection: the connection stays open (opcode 9), and a client
	// may identify again on it.
	Resumable, SameConnection bool
}

// Faults lists every gateway fault the fake can make: a dropped
// connection, opcode 7, opcode 9 either way, and each close code of
// ResumableCloseCodes.
func Faults() []Fault {
	fs := []Fault{
		{Name: "dropped connection", Do: (*Server).DropConnections, Resumable: true},
		{Name: "reconnect (opcode 7)", Do: (*Server).SendReconnect, Resumable: true},
		{Name: "resumable invalid session (opcode 9)", Do: func(s *Server) { s.InvalidateSession(true) }, Resumable: true, SameConnection: true},
		{Name: "invalid session (opcode 9)", Do: func(s *Server) { s.InvalidateSession(false) }, SameConnection: true},
	}
	for _, code := range ResumableCloseCodes {
		fs = append(fs, Fault{Name: fmt.Sprint("close ", code, " ", closeText(code)), Do: func(s *Server) { s.CloseGateway(code) },
			Resumable: !slices.Contains(newSessionCodes, code)})
	}
	return fs
}

// readyConns lists the open connections that have a session.
func (g *gateway) readyConns() []*gwConn {
	g.srv.mu.Lock()
	defer g.srv.mu.Unlock()
	var out []*gwConn
	for c := range g.conns {
		if !c.closed && c.ready != 0 {
			out = append(out, c)
		}
	}
	return out
}

// Reconnects counts the sessions made ready again by IDENTIFY or RESUME:
// a test waits for it to pass a count taken before a fault.
func (s *Server) Reconnects() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gw.identifies + s.gw.resumes
}
