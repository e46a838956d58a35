// Package discordtest is a fake Discord on loopback for end-to-end tests.
//
// A real discordgo Session connects to it: the gateway (HELLO, IDENTIFY,
// READY, RESUME, heartbeats, INTERACTION_CREATE) and the REST routes a bot
// uses (command bulk overwrite, interaction callbacks, webhooks with the
// interaction token, channel messages). Every message body is checked
// against Discord's limits and every interaction against its 3 second
// deadline; what Discord would refuse is refused the same way and recorded
// as a violation, which fails the test at cleanup unless the test took it
// with TakeViolations.
//
//	srv := discordtest.NewServer(t)
//	// start the bot with token srv.Token() and base URL srv.URL()
//	alice := srv.User("alice")
//	ix := srv.Command(alice, srv.Channel("general"), "play", discordtest.Opt("game", "starcollector"))
//	lobby := ix.Message()
//	join, _ := discordtest.FindButton(lobby, "Join")
//	srv.Click(srv.User("bob"), lobby, join).Response()
//
// Semantics worth knowing:
//   - In an edit (PATCH, UPDATE_MESSAGE), a field that is absent stays as
//     it was; a field set to null or [] is cleared. discordgo's
//     InteractionResponseData always sends content, embeds and components,
//     so an UPDATE_MESSAGE replaces all three.
//   - A deferred reply (type 5) stays "loading" until it is edited. As on
//     Discord, a followup sent while it is loading edits it instead of
//     making a new message, and keeps its visibility (the followup's
//     ephemeral flag is ignored); later followups are new messages.
//   - Dispatches go to the session that identified last, so a restarted
//     bot gets the interactions even if the old session resumes. Set
//     ShouldReconnectOnError=false on sessions that tests drop or close.
//   - DropConnections leaves sessions resumable; a session's Close (close
//     code 1000) ends it, so opening it again identifies anew. Faults
//     lists every gateway fault the fake can make (opcode 7, opcode 9,
//     the reconnectable close codes).
//   - WithGlobalRateLimit holds Discord's global limit over every request
//     with the bot token, from every session and process.
//   - An interaction that gets no accepted callback within the deadline
//     is a violation; so is a late callback (404 10062), a second one
//     (400 40060), a body beyond Discord's limits (400 50035, empty: 50006),
//     use of the token before the callback, an ephemeral reached through
//     a channel route, and a REST call without the bot token. A 404 for a
//     deleted message is not: bots must cope with those.
package discordtest

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"hash/fnv"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
)

// Server is a fake Discord. Its exported fields are fixed at NewServer and
// must not be changed.
type Server struct {
	AppID   string          // the application id (also the webhook id of interaction messages)
	GuildID string          // the one guild every interaction comes from
	BotUser *discordgo.User // the bot's user; author of every message
	// Locales are the members' and the guild's Discord languages, sent
	// with every interaction (locale.go).
	Locales Locales

	t     testing.TB
	http  *httptest.Server
	token botToken
	wsURL string
	cfg   config

	// The parts below each hold their own data. Those with a lock of
	// their own (ids, signal, traffic, bucket) are read by nothing else;
	// the rest share mu, as one request checks, stores and answers
	// across them at once (a message, its interaction, the violation).
	ids     ids
	signal  *signal
	traffic traffic // the bot's requests as they arrive (global.go)
	bucket  *messageBucket

	mu       sync.Mutex
	closed   bool
	ledger   ledger
	guilds   guilds
	members  *members
	store    *store
	mentions mentionNotes
	uploads  uploads
	registry *registry
	threads  *threadList
	routes   *messageRoutes
	book     *book
	gw       gateway
	router   *router
	client   *client
}

type config struct {
	deadline   time.Duration
	heartbeat  time.Duration
	timeout    time.Duration
	editN      int
	editPer    time.Duration
	limitPosts bool // the limit counts new messages too
	globalN    int
	globalPer  time.Duration
	noAttach   bool // refuse every upload: the bot lacks Attach Files
	noSpec     bool // skip the OpenAPI schema check (load benchmarks only)
	history    bool // keep every state of every message (WithHistory)
	noThreads  bool // refuse every thread: the bot lacks Create Public Threads
}

// An Option configures a Server.
type Option func(*config)

// WithDeadline sets how long after dispatch the first callback of an
// interaction may arrive (Discord: 3 s, the default).
func WithDeadline(d time.Duration) Option { return func(c *config) { c.deadline = d } }

// WithHeartbeat sets the heartbeat interval announced in HELLO (default 1 s).
func WithHeartbeat(d time.Duration) Option { return func(c *config) { c.heartbeat = d } }

// WithTimeout sets how long the waiting helpers (Response, Message,
// WaitFor, WaitReady, Command) wait before failing the test (default 20 s).
func WithTimeout(d time.Duration) Option { return func(c *config) { c.timeout = d } }

// WithEditRateLimit limits edits of channel messages (PATCH
// /channels/{c}/messages/{m}) to n per period per channel; beyond that the
// fake answers 429 with Retry-After as Discord does. Off by default.
func WithEditRateLimit(n int, per time.Duration) Option {
	return func(c *config) { c.editN, c.editPer = n, per }
}

// WithMessageRateLimit limits new messages and edits of messages in a
// channel together to n per period, as Discord's per-channel message
// bucket does; beyond that the fake answers 429 with Discord's headers
// (Retry-After, X-RateLimit-Bucket, Reset-After, global false).
func WithMessageRateLimit(n int, per time.Duration) Option {
	return func(c *config) { c.editN, c.editPer, c.limitPosts = n, per, true }
}

// WithoutAttachFiles makes the fake refuse every request that uploads a
// file with 403 Missing Permissions (50013), as Discord does where the
// bot lacks the Attach Files permission. Such a refusal is no violation:
// the bot cannot know the permission before it tries.
func WithoutAttachFiles() Option { return func(c *config) { c.noAttach = true } }

// WithoutSpecCheck skips the check of every body against Discord's
// OpenAPI schema (spec.go), for the load benchmarks only: they measure
// the bot, and the fake, in the same process, spent more CPU validating
// Components V2 trees than the bot spent answering. Every hand-written
// limit (lengths, counts, the V2 rules, attachments, deadlines, rate
// limits) is still checked: those are cheap and a load run that broke
// one would be measuring answers Discord refuses. Tests never use it:
// every request of the test suite passes the schema.
func WithoutSpecCheck() Option { return func(c *config) { c.noSpec = true } }

// NewServer starts a fake Discord on 127.0.0.1 and closes it when the test
// ends, reporting every violation the test did not take.
func NewServer(t testing.TB, opts ...Option) *Server {
	t.Helper()
	// The timeout is what a test waits for something that should happen
	// before it fails: a passing test never waits it out, and the race
	// detector on two busy cores makes a bot ten times slower than it is
	// (patience).
	cfg := config{deadline: 3 * time.Second, heartbeat: time.Second, timeout: patience * 20 * time.Second}
	for _, o := range opts {
		o(&cfg)
	}
	s := &Server{
		AppID:   stableID("application", "deckhand"),
		GuildID: stableID("guild", "deckhand-test"),
		BotUser: &discordgo.User{
			ID:            stableID("user", "deckhand-bot"),
			Username:      "Deckhand",
			Discriminator: "0",
			Bot:           true,
		},
		t:      t,
		token:  botToken("fake." + randomHex(12)),
		cfg:    cfg,
		signal: newSignal(cfg.timeout),
	}
	s.members = &members{mu: &s.mu, byName: map[string]*User{}}
	s.guilds = guilds{def: s.GuildID, byChannel: map[string]string{}}
	s.uploads.ids = &s.ids
	s.registry = &registry{mu: &s.mu, app: s.AppID, ids: &s.ids, guilds: &s.guilds, ledger: &s.ledger, sets: commandSets{}}
	s.threads = &threadList{mu: &s.mu, off: cfg.noThreads, owner: s.BotUser.ID, ids: &s.ids, guilds: &s.guilds, ledger: &s.ledger}
	s.bucket = &messageBucket{n: cfg.editN, per: cfg.editPer, posts: cfg.limitPosts, times: map[string][]time.Time{}}
	s.store = &store{
		ids: &s.ids, guilds: &s.guilds, bot: s.BotUser, app: s.AppID, keepHistory: cfg.history,
		messages: map[string]*message{}, order: map[string][]string{}, changes: map[string]int{},
		watchers: map[string]chan struct{}{}, edits: map[string]int{},
	}
	s.gw = gateway{srv: s, sessions: map[string]*gwSession{}, conns: map[*gwConn]bool{}}
	s.traffic.globalN, s.traffic.globalPer = cfg.globalN, cfg.globalPer
	s.routes = &messageRoutes{mu: &s.mu, store: s.store, ledger: &s.ledger, mentions: &s.mentions, uploads: &s.uploads, bucket: s.bucket}
	s.book = &book{mu: &s.mu, app: s.AppID, deadline: cfg.deadline, byToken: map[string]*Interaction{},
		store: s.store, ledger: &s.ledger, routes: s.routes, signal: s.signal}
	s.router = &router{mu: &s.mu, token: s.token, bot: s.BotUser, noAttach: cfg.noAttach, noSpec: cfg.noSpec,
		traffic: &s.traffic, ledger: &s.ledger, signal: s.signal, gw: &s.gw,
		registry: s.registry, threads: s.threads, book: s.book, routes: s.routes}
	s.client = &client{t: t, mu: &s.mu, app: s.AppID, deadline: cfg.deadline, locales: &s.Locales,
		store: s.store, guilds: &s.guilds, members: s.members, gw: &s.gw, book: s.book}
	// The gateway and base URLs are set before the server serves:
	// handlers read them.
	s.http = httptest.NewUnstartedServer(http.HandlerFunc(s.router.serve))
	s.wsURL = "ws://" + s.http.Listener.Addr().String() + "/gateway"
	s.router.wsURL = s.wsURL
	s.store.url = "http://" + s.http.Listener.Addr().String() + "/"
	s.http.Start()
	t.Cleanup(s.close)
	return s
}

func (s *Server) close() {
	s.mu.Lock()
	s.closed = true
	s.book.closed = true
	for _, ix := range s.book.byToken {
		if ix.timer != nil {
			ix.timer.Stop()
		}
	}
	s.mu.Unlock()
	s.DropConnections()
	s.http.Close()
	for _, v := range s.TakeViolations() {
		s.t.Errorf("discordtest: %s", v)
	}
}

// URL is the base URL that replaces https://discord.com/ ("http://127.0.0.1:port/").
func (s *Server) URL() string { return s.http.URL + "/" }

// Token is the bot token the fake accepts (without "Bot ").
func (s *Server) Token() string { return string(s.token) }

// HTTPClient returns a client that sends every request for
// https://discord.com/ to the fake, as the bot's rewriting transport does.
func (s *Server) HTTPClient() *http.Client {
	base, _ := url.Parse(s.http.URL)
	return &http.Client{Transport: rewrite{base: base}, Timeout: 10 * time.Second}
}

// NewSession returns a discordgo session (not yet opened) wired to the
// fake: its REST client goes to the fake and it does not reconnect on
// errors; it encodes as the bot's sessions do (discord.Install). Opening it IDENTIFIES; the caller closes it (Close sleeps 1 s
// and ends the session).
func (s *Server) NewSession() *discordgo.Session {
	discord.Install()
	dg, err := discordgo.New("Bot " + string(s.token))
	if err != nil {
		s.t.Fatalf("discordtest: %v", err)
	}
	dg.Client = s.HTTPClient()
	dg.ShouldReconnectOnError = false
	dg.Identify.Intents = discordgo.IntentsGuilds
	return dg
}

type rewrite struct{ base *url.URL }

func (r rewrite) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Scheme == "https" && req.URL.Host == "discord.com" {
		req = req.Clone(req.Context())
		req.URL.Scheme, req.URL.Host, req.Host = r.base.Scheme, r.base.Host, r.base.Host
		// discordgo builds its REST paths for v9 when it loads; the fake
		// serves v10 alone, as the bot speaks it.
		if rest, ok := strings.CutPrefix(req.URL.Path, "/api/v9/"); ok {
			req.URL.Path, req.URL.RawPath = apiV10+rest, ""
		}
	}
	return http.DefaultTransport.RoundTrip(req)
}

// Identifies counts accepted IDENTIFY payloads (new sessions).
func (s *Server) Identifies() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gw.identifies
}

// Resumes counts accepted RESUME payloads.
func (s *Server) Resumes() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gw.resumes
}

// UnknownRoutes lists the requests ("METHOD /path") the fake does not serve.
func (s *Server) UnknownRoutes() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.ledger.unknown...)
}

// Violations lists what Discord would have refused so far, without taking it.
func (s *Server) Violations() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.ledger.violations...)
}

// TakeViolations returns the violations recorded so far and forgets them,
// so that they do not fail the test at cleanup.
func (s *Server) TakeViolations() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	v := s.ledger.violations
	s.ledger.violations = nil
	return v
}

// Edits counts accepted edits of the channel's public messages, by any
// route (channel PATCH, webhook PATCH, UPDATE_MESSAGE callback).
func (s *Server) Edits(channelID string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.store.edits[channelID]
}

// RateLimited counts the 429 answers given (see WithEditRateLimit).
func (s *Server) RateLimited() int {
	s.bucket.mu.Lock()
	defer s.bucket.mu.Unlock()
	return s.bucket.limited
}

// stableID is a snowflake derived from a name, the same in every run.
func stableID(kind, name string) string {
	h := fnv.New64a()
	h.Write([]byte(kind + "\x00" + name))
	return strconv.FormatUint(100000000000000000+h.Sum64()%800000000000000000, 10)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
