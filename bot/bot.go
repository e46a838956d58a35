// Package bot is Deckhand's table runtime on Discord: one table per
// channel with its game, found, checked and locked in one place
// (withTable); moves committed before they show; CPU seats; turn timers;
// channel notices; coalesced board edits; and resuming every table after
// a restart. It knows no game's rules: it moves prompts, answers and
// views between players and the games registry. Discord plumbing is in
// bot/discord, what players see is rendered by bot/render.
package bot

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/storage"
)

// Config is what the bot needs to run.
type Config struct {
	Token      string // never logged
	GuildID    string // register commands to this guild only (development)
	BaseURL    string // Discord's origin; "" means https://discord.com/
	ShardID    int
	ShardCount int
	Store      *storage.Store
	Log        *slog.Logger
	// Every field below means its default when zero (WithDefaults,
	// defaults.go) and, where it can be off, is turned off by Off (any
	// negative value).

	// TimerScale multiplies every turn timer; tests use a small one so a
	// "1m" timer runs out in milliseconds. Default 1.
	TimerScale float64
	// DeferAfter is how long a handler may work before its interaction is
	// deferred (Discord drops one not answered within 3 s). Default 2 s;
	// Off defers every interaction at once.
	DeferAfter time.Duration
	// CPUPace is the least time between two CPU moves at a table, so
	// people can follow them. Default 1 s; Off plays them at once.
	CPUPace time.Duration
	// CPUWait is how long a CPU waits before acting while people may
	// still answer an optional prompt (Call bluff). Default 4 s; Off does
	// not wait.
	CPUWait time.Duration
	// CPUIdle is how long a table goes on by itself without anyone
	// seated acting (a move, Start, Hand, a click on the hand): past it,
	// and past two turn timers, its CPU seats and its turn timer rest
	// until a person acts, and the channel is told. Default 5 min; Off
	// never rests.
	CPUIdle time.Duration
	// PingDelay is how long the game must wait on the same people before
	// the turn ping mentions them. Default DefaultPingDelay; Off pings at
	// once.
	PingDelay time.Duration
	// HandSettle is how long a hand's picture waits before it is drawn;
	// a hand that changes again meanwhile is not drawn for the moment
	// that has passed. Default HandSettle; Off draws at once.
	HandSettle time.Duration
	// Think decides a CPU seat's move; nil means ismcts.Think. Tests give
	// a search bounded by iterations alone, which replays exactly.
	Think ThinkFunc
	// BoardCooldown is how long after /game posts a channel's board it
	// refuses to post it again. Default 10 s; Off: no cooldown.
	BoardCooldown time.Duration
	// MaxTablesPerUser and MaxTablesPerGuild bound the unfinished tables
	// one host and one server may have. Defaults 3 and 200; Off: no bound.
	MaxTablesPerUser  int
	MaxTablesPerGuild int
	// LobbyIdle and GameIdle close a lobby or a game nobody has touched
	// for that long. Defaults 1 h and 7 days; Off: never.
	LobbyIdle time.Duration
	GameIdle  time.Duration
	// GlobalRate is the most requests the bot makes on its own (timer
	// lines, board edits and posts) in any second. Default this shard's
	// share of the token's budget, GlobalShare(ShardCount); Off does not
	// pace them. Interaction answers are never paced.
	GlobalRate float64
	// Seeds gives each new table (a lobby, a rematch) the seed of its
	// deals and of its CPUs' thoughts. Default math/rand/v2's Uint64: a
	// new deal every time. A test that replays the same games (the
	// transcripts) gives a seeded sequence; it may be called from
	// several goroutines at once.
	Seeds func() uint64
}

// Bot is a running Deckhand.
type Bot struct {
	cfg     Config
	log     *slog.Logger
	store   *storage.Store
	session *discordgo.Session
	hooks   *discord.Hooks // the session for requests made with an interaction's token

	router *discord.Router
	pace   *pacer
	// timerSlots bounds the turn timers handled at once: after a long
	// stop many fire together, and each locks its table and writes.
	timerSlots chan struct{}
	// background is the bot's own work under way, which bounds the work
	// of a start (backlog.go).
	background backlog
	// startDone closes once the start-up work is done (startup.go).
	startDone chan struct{}

	// ctx ends on Close, so CPU thoughts in flight stop at once.
	ctx    context.Context
	cancel context.CancelFunc
	// searches share the cores between servers' CPU searches.
	searches *searchSlots

	mu     sync.Mutex
	tables map[string]*table // loaded tables by id
	// boards and handRuns coalesce the edits of each table's board
	// and of its live hands (boards.go).
	boards   map[string]*refresh
	handRuns map[string]*refresh
	// unshown are the tables whose board has a change not yet sent, by
	// the count of changes to show (behind.go).
	unshown map[string]uint64
	// reposted is when /game last posted each channel's board.
	reposted map[string]time.Time
	closed   bool
	stop     chan struct{} // closed by Close: background loops end
	wg       sync.WaitGroup

	// damagedLogs are the tables whose damaged answer log was reported.
	damagedLogs sync.Map

	// replays put the answers to a replay's clicks in order; they have
	// their own locks.
	replays messageLocks

	// registered is what this process last found registered (register.go).
	registered registration
	// handMsgs are the messages that show live hands (handmessages.go).
	handMsgs handMessages
	// lookback keeps what the Log and replays read of games (reading.go).
	lookback lookback
}

// New makes a bot; register commands and components, then Open.
func New(cfg Config) (*Bot, error) {
	if cfg.Token == "" {
		return nil, errors.New("DISCORD_TOKEN is not set")
	}
	if cfg.Store == nil {
		return nil, errors.New("bot: no store")
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	// Network errors quote their URL, which can hold an interaction's
	// token or a proxy's password.
	cfg.Log = slog.New(discord.RedactHandler(cfg.Log.Handler()))
	cfg = cfg.WithDefaults()
	s, err := discordgo.New("Bot " + cfg.Token)
	if err != nil {
		return nil, err
	}
	// http.DefaultTransport keeps 2 idle connections per host: with many
	// tables answering at once, every further callback would open a new
	// connection. Discord is one host, so keep enough of them.
	base := http.DefaultTransport.(*http.Transport).Clone()
	base.MaxIdleConnsPerHost = 64
	transport, err := discord.Rewrite(cfg.BaseURL, base)
	if err != nil {
		return nil, err
	}
	s.Client = &http.Client{Transport: transport, Timeout: 20 * time.Second}
	s.Identify.Intents = discordgo.IntentsGuilds
	s.Identify.Shard = &[2]int{cfg.ShardID, cfg.ShardCount}
	s.ShardID, s.ShardCount = cfg.ShardID, cfg.ShardCount
	hooks := discord.NewHooks(s)
	b := &Bot{
		cfg:      cfg,
		log:      cfg.Log,
		store:    cfg.Store,
		session:  s,
		hooks:    hooks,
		router:   discord.NewRouter(cfg.Log, cfg.DeferAfter, hooks),
		tables:   map[string]*table{},
		boards:   map[string]*refresh{},
		handRuns: map[string]*refresh{},
		unshown:  map[string]uint64{},

		searches: newSearchSlots(runtime.GOMAXPROCS(0)),
		reposted: map[string]time.Time{},
		stop:     make(chan struct{}),

		startDone: make(chan struct{}),

		timerSlots: make(chan struct{}, timerPool),
	}
	b.ctx, b.cancel = context.WithCancel(context.Background())
	b.pace = newPacer(cfg.GlobalRate)
	b.routes()
	b.router.OnReplace(b.replacing)
	s.AddHandler(b.onReady)
	s.AddHandler(func(s *discordgo.Session, ic *discordgo.InteractionCreate) {
		if !b.enter() {
			return // shutting down: Discord shows the user that we did not answer
		}
		defer b.wg.Done()
		b.router.Handle(s, ic)
	})
	return b, nil
}

// Session is the underlying discordgo session (tests tune it).
func (b *Bot) Session() *discordgo.Session { return b.session }

// Store is the bot's storage.
func (b *Bot) Store() *storage.Store { return b.store }

// Command registers a slash command. Register before Open.
func (b *Bot) Command(def *discordgo.ApplicationCommand, h discord.CommandHandler) {
	b.router.Command(def, h)
}

// Commands returns the registered slash command definitions.
func (b *Bot) Commands() []*discordgo.ApplicationCommand { return b.router.Commands() }

// Open loads every unfinished table, re-arms its timer, and connects.
func (b *Bot) Open() error {
	if err := b.resume(); err != nil {
		return err
	}
	if err := b.session.Open(); err != nil {
		return fmt.Errorf("connecting to Discord: %w", err)
	}
	if b.enter() {
		go func() {
			defer b.wg.Done()
			b.sweepIdle()
		}()
	}
	return nil
}

// Close disconnects, waits for work in flight and stops the timers.
func (b *Bot) Close() error {
	b.mu.Lock()
	if !b.closed {
		close(b.stop)
	}
	b.closed = true
	b.mu.Unlock()
	b.cancel()
	err := b.session.Close()
	b.wg.Wait()
	b.leaveBehind()
	// t.timer belongs to t.mu, which is taken before b.mu elsewhere, so
	// the tables are collected first and locked one by one. A timer that
	// fires meanwhile finds the bot closed and does nothing.
	b.mu.Lock()
	tables := slices.Collect(maps.Values(b.tables))
	b.mu.Unlock()
	for _, t := range tables {
		t.locked(t.stopTimer)
	}
	return err
}

// enter counts a piece of work in, unless the bot is closing; Close waits
// for every piece counted in. The caller calls b.wg.Done when it is done.
func (b *Bot) enter() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return false
	}
	b.wg.Add(1)
	return true
}

// survive is deferred at the top of the goroutines the bot starts itself
// (turn timers, board edits), where no router recovers a panic: a bug in
// one game's views must not stop the process and every other table.
func (b *Bot) survive(what, tableID string) {
	if r := recover(); r != nil {
		b.log.Error(what+" panicked", "table", tableID, "panic", r, "stack", string(debug.Stack()))
	}
}
