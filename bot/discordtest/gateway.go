package discordtest

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"
)

// gateway is the fake's websocket side: the sessions IDENTIFY opens and
// RESUME continues, and the connections that carry them. It shares the
// server's lock (srv.mu guards its fields): an interaction is dispatched
// under the same lock that records it, and READY names the server's
// guilds and bot user.
type gateway struct {
	srv        *Server
	sessions   map[string]*gwSession
	conns      map[*gwConn]bool
	connSeq    int64
	identifies int
	resumes    int
}

// gwSession is a gateway session: created by IDENTIFY, continued by RESUME.
type gwSession struct {
	id    string
	order int // identify order: dispatches go to the newest session
	// shard and shardCount are what IDENTIFY asked for (count 0: none)
	shard, shardCount int
	seq               int64
	log               []gwEvent // the last dispatches, replayed on RESUME
}

type gwEvent struct {
	seq   int64
	frame []byte
}

const gwLogSize = 256

// gwConn is one websocket connection. Lock order: wmu before Server.mu.
type gwConn struct {
	ws  *websocket.Conn
	wmu sync.Mutex // serialises writes

	// guarded by Server.mu
	sess   *gwSession
	ready  int64 // order of READY/RESUMED among connections; 0 before
	closed bool
}

func (c *gwConn) writeLocked(frame []byte) error {
	_ = c.ws.SetWriteDeadline(time.Now().Add(5 * time.Second))
	return c.ws.WriteMessage(websocket.TextMessage, frame)
}

func (c *gwConn) write(frame []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	return c.writeLocked(frame)
}

func (c *gwConn) closeWith(code int, text string) {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	c.closeLocked(code, text)
}

func (c *gwConn) closeLocked(code int, text string) {
	_ = c.ws.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(code, text), time.Now().Add(time.Second))
	_ = c.ws.Close()
}

var upgrader = websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}

// serveGateway runs one gateway connection. discordgo connects to the URL
// of GET /gateway with "/" and "?v=10&encoding=json" appended.
func (g *gateway) serveGateway(w http.ResponseWriter, r *http.Request) {
	if p := strings.TrimSuffix(r.URL.Path, "/"); p != "/gateway" && p != "" {
		g.srv.mu.Lock()
		g.srv.ledger.unknown = append(g.srv.ledger.unknown, "WEBSOCKET "+r.URL.Path)
		g.srv.mu.Unlock()
		http.NotFound(w, r)
		return
	}
	g.checkVersion(r)
	ws, err := upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	c := &gwConn{ws: ws}
	g.srv.mu.Lock()
	if g.srv.closed {
		g.srv.mu.Unlock()
		_ = ws.Close()
		return
	}
	g.conns[c] = true
	g.srv.mu.Unlock()
	defer g.dropConn(c)

	hello := mustJSON(map[string]any{"op": 10, "s": nil, "t": nil,
		"d": map[string]any{"heartbeat_interval": g.srv.cfg.heartbeat.Milliseconds()}})
	if c.write(hello) != nil {
		return
	}
	for {
		_, data, err := ws.ReadMessage()
		if err != nil {
			// Discord invalidates a session its client closes with 1000 or
			// 1001 (discordgo's Close sends 1000): it cannot be resumed. A
			// client answering the fake's own close with 1000 (discordgo
			// does) comes too late: Discord has gone by then.
			if websocket.IsCloseError(err, websocket.CloseNormalClosure, websocket.CloseGoingAway) && !g.closedHere(c) {
				g.endSession(c)
			}
			return
		}
		var p struct {
			Op int             `json:"op"`
			D  json.RawMessage `json:"d"`
		}
		if json.Unmarshal(data, &p) != nil {
			c.closeWith(4002, "Error while decoding payload.")
			return
		}
		switch p.Op {
		case 1: // heartbeat
			if c.write([]byte(`{"op":11,"d":null,"s":null,"t":null}`)) != nil {
				return
			}
		case 2:
			if !g.identify(c, p.D) {
				return
			}
		case 6:
			if !g.resume(c, p.D) {
				return
			}
		case 3, 4, 8: // presence, voice state, request members: ignored
		default:
			c.closeWith(4001, "Unknown opcode.")
			return
		}
	}
}

// botToken is the token the fake accepts (without "Bot ").
type botToken string

// accepts reports whether tok, with or without "Bot ", is the bot's.
func (bt botToken) accepts(tok string) bool { return strings.TrimPrefix(tok, "Bot ") == string(bt) }

func (g *gateway) identify(c *gwConn, d json.RawMessage) bool {
	var id struct {
		Token string  `json:"token"`
		Shard *[2]int `json:"shard"`
	}
	_ = json.Unmarshal(d, &id)
	if !g.srv.token.accepts(id.Token) {
		c.closeWith(4004, "Authentication failed.")
		return false
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	g.srv.mu.Lock()
	if c.sess != nil || c.closed {
		g.srv.mu.Unlock()
		c.closeLocked(4005, "Already authenticated.")
		return false
	}
	g.identifies++
	sess := &gwSession{id: randomHex(16), order: g.identifies}
	if id.Shard != nil {
		sess.shard, sess.shardCount = id.Shard[0], id.Shard[1]
	}
	g.sessions[sess.id] = sess
	c.sess = sess
	guilds := g.srv.guilds.servedBy(sess)
	var unavailable []any
	for _, g := range guilds {
		unavailable = append(unavailable, map[string]any{"id": g, "unavailable": true})
	}
	ready := map[string]any{
		"v":                  9,
		"user":               botUserJSON(g.srv.BotUser),
		"application":        map[string]any{"id": g.srv.AppID, "flags": 0},
		"guilds":             unavailable,
		"session_id":         sess.id,
		"resume_gateway_url": g.srv.wsURL,
		"private_channels":   []any{},
	}
	if id.Shard != nil {
		ready["shard"] = id.Shard
	}
	frames := [][]byte{sess.frame("READY", ready)}
	for _, g := range guilds {
		frames = append(frames, sess.frame("GUILD_CREATE", map[string]any{
			"id": g, "name": "Deckhand test guild", "owner_id": stableID("user", "guild-owner"),
			"unavailable": false, "member_count": 1, "large": false,
			"joined_at": time.Now().UTC().Format(time.RFC3339Nano),
			"channels":  []any{}, "members": []any{}, "roles": []any{}, "emojis": []any{},
			"threads": []any{}, "voice_states": []any{}, "presences": []any{},
		}))
	}
	g.connSeq++
	c.ready = g.connSeq
	g.srv.signal.notify()
	g.srv.mu.Unlock()
	for _, f := range frames {
		if c.writeLocked(f) != nil {
			return false
		}
	}
	return true
}

func (g *gateway) resume(c *gwConn, d json.RawMessage) bool {
	var rp struct {
		Token     string `json:"token"`
		SessionID string `json:"session_id"`
		Seq       int64  `json:"seq"`
	}
	_ = json.Unmarshal(d, &rp)
	if !g.srv.token.accepts(rp.Token) {
		c.closeWith(4004, "Authentication failed.")
		return false
	}
	c.wmu.Lock()
	defer c.wmu.Unlock()
	g.srv.mu.Lock()
	sess := g.sessions[rp.SessionID]
	if sess == nil || c.closed {
		g.srv.mu.Unlock()
		// Invalid session, not resumable: the client identifies anew.
		return c.writeLocked([]byte(`{"op":9,"d":false,"s":null,"t":null}`)) == nil
	}
	g.resumes++
	c.sess = sess
	for o := range g.conns {
		if o != c && o.sess == sess { // a session has one connection: the older one goes
			o.closed = true
			delete(g.conns, o)
			_ = o.ws.Close()
		}
	}
	var frames [][]byte
	for _, e := range sess.log {
		if e.seq > rp.Seq {
			frames = append(frames, e.frame)
		}
	}
	frames = append(frames, sess.frame("RESUMED", map[string]any{}))
	g.connSeq++
	c.ready = g.connSeq
	g.srv.signal.notify()
	g.srv.mu.Unlock()
	for _, f := range frames {
		if c.writeLocked(f) != nil {
			return false
		}
	}
	return true
}

// frame numbers a dispatch in its session and keeps it for RESUME; the
// server's lock is held.
func (sess *gwSession) frame(event string, data any) []byte {
	sess.seq++
	f := marshalMap(map[string]any{"op": 0, "s": sess.seq, "t": event, "d": data})
	sess.log = append(sess.log, gwEvent{seq: sess.seq, frame: f})
	if len(sess.log) > gwLogSize {
		sess.log = append([]gwEvent(nil), sess.log[len(sess.log)-gwLogSize:]...)
	}
	return f
}

// targetLocked is the connection guild's dispatches go to: an open,
// ready connection of the session serving guild that identified last (so
// a restarted bot gets the interactions even if the old one resumes), the
// newest such one. An empty guild matches any session.
func (g *gateway) targetLocked(guild string) *gwConn {
	var best *gwConn
	for c := range g.conns {
		if c.closed || c.ready == 0 || (guild != "" && !c.sess.serves(guild)) {
			continue
		}
		if best == nil || c.sess.order > best.sess.order || (c.sess.order == best.sess.order && c.ready > best.ready) {
			best = c
		}
	}
	return best
}

func (g *gateway) hasTarget() bool {
	g.srv.mu.Lock()
	defer g.srv.mu.Unlock()
	return g.targetLocked("") != nil
}

// WaitReady waits until a session has received READY (or RESUMED).
func (s *Server) WaitReady() {
	s.t.Helper()
	if !s.signal.poll(s.gw.hasTarget) {
		s.t.Fatalf("discordtest: no gateway session became ready within %v", s.cfg.timeout)
	}
}

// dispatch sends an event of guild to its target connection; sent runs
// under the server lock just before the frame is written. It reports
// whether the event was written.
func (g *gateway) dispatch(guild, event string, data any, sent func()) bool {
	end := time.Now().Add(g.srv.cfg.timeout)
	for time.Now().Before(end) {
		var c *gwConn
		if !g.srv.signal.poll(func() bool {
			g.srv.mu.Lock()
			defer g.srv.mu.Unlock()
			c = g.targetLocked(guild)
			return c != nil
		}) {
			return false
		}
		c.wmu.Lock()
		g.srv.mu.Lock()
		if c.closed || c.sess == nil { // dropped or invalidated meanwhile
			g.srv.mu.Unlock()
			c.wmu.Unlock()
			continue
		}
		f := c.sess.frame(event, data)
		if sent != nil {
			sent()
		}
		g.srv.mu.Unlock()
		err := c.writeLocked(f)
		c.wmu.Unlock()
		if err == nil {
			return true
		}
		g.dropConn(c)
	}
	return false
}

// closedHere reports whether the fake closed c (a fault, or the end).
func (g *gateway) closedHere(c *gwConn) bool {
	g.srv.mu.Lock()
	defer g.srv.mu.Unlock()
	return c.closed
}

// endSession forgets c's session, so that a RESUME of it is refused.
func (g *gateway) endSession(c *gwConn) {
	g.srv.mu.Lock()
	defer g.srv.mu.Unlock()
	if c.sess != nil {
		delete(g.sessions, c.sess.id)
	}
}

func (g *gateway) dropConn(c *gwConn) {
	g.srv.mu.Lock()
	c.closed = true
	delete(g.conns, c)
	g.srv.signal.notify()
	g.srv.mu.Unlock()
	_ = c.ws.Close()
}

// DropConnections closes every gateway connection abruptly (no close
// frame), as a crash or a network failure would. Sessions stay resumable.
func (s *Server) DropConnections() {
	s.mu.Lock()
	var cs []*gwConn
	for c := range s.gw.conns {
		c.closed = true
		cs = append(cs, c)
	}
	clear(s.gw.conns)
	s.signal.notify()
	s.mu.Unlock()
	for _, c := range cs {
		_ = c.ws.Close()
	}
}
