package discord

import (
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"
)

// TokenLife is how long Discord honours an interaction's token: the
// answer, followups and edits of an interaction are made with it.
const TokenLife = 15 * time.Minute

// Hooks gives out the session that requests made with an interaction's
// token go through (answers, followups, edits of a hand).
//
// discordgo keeps a rate-limit bucket for every route it has called and
// never drops one (bwmarrin/discordgo#1333). These routes carry the
// interaction's token, so through the bot's main session every
// interaction would leave one or two buckets behind for good: about
// 900 bytes an interaction with tokens of 180 characters, 4.7 GB a year
// for a bot answering ten a minute. A token dies after TokenLife, and
// its buckets are of no use after that: Hooks starts a session with an
// empty limiter when its current one is that old, and the old one goes
// once its last request is done. Channel requests stay on the main
// session, under the bot's global limit.
type Hooks struct {
	main *discordgo.Session
	now  func() time.Time

	mu    sync.Mutex
	cur   *discordgo.Session
	since time.Time
}

// NewHooks makes the token sessions of main. They take main's token,
// HTTP client and retry settings as they are when each is made.
func NewHooks(main *discordgo.Session) *Hooks {
	return &Hooks{main: main, now: time.Now}
}

// Session is the session for requests made with an interaction's token
// now. A nil Hooks gives nil.
func (h *Hooks) Session() *discordgo.Session {
	if h == nil {
		return nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if now := h.now(); h.cur == nil || now.Sub(h.since) >= TokenLife {
		h.cur, h.since = h.fresh(), now
	}
	return h.cur
}

// fresh is a session for REST calls alone with main's settings and an
// empty rate limiter; it never connects to the gateway.
func (h *Hooks) fresh() *discordgo.Session {
	Install()
	s, _ := discordgo.New(h.main.Token) // New returns no error
	s.Client = h.main.Client
	s.UserAgent = h.main.UserAgent
	s.MaxRestRetries = h.main.MaxRestRetries
	s.ShouldRetryOnRateLimit = h.main.ShouldRetryOnRateLimit
	s.LogLevel = h.main.LogLevel
	s.StateEnabled = false
	return s
}
