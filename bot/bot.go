// Package bot is Deckhand's table runtime on Discord: one table per
// channel with its game, owned by a loop of its own that runs every
// change to it in order (withTable); moves committed before they show;
// CPU seats; turn timers; channel notices; coalesced board edits; and
// resuming every table after a restart. It knows no game's rules: it
// moves prompts, answers and views between players and the games
// registry. Discord plumbing is in bot/discord, what players see is
// rendered by bot/render, and the table's rules are bot/table's.
//
// The bot is made of parts, each a type with one job and a doc of what
// it holds and what it may call: the table runtime, the table actions,
// the clock, the CPU players, the outbox and the hands (Bot lists them),
// and the reading room, a package of its own (bot/reading) that takes
// what it needs of the bot through interfaces it declares, which
// readingroom.go implements.
//
// A live table's fields are read and written only by jobs of its loop,
// and what a job has to send goes to the table's sender, in the same
// order (bot/serial, loop.go), so no job of a loop waits on Discord.
// What the parts keep beside tables is under leaf locks; which orderings
// may be held across a request, and why, is in locks.go.
package bot

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/cpu"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/metrics"
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
	// Metrics counts and times what the bot does; nil records nothing.
	Metrics *metrics.Metrics
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
	// MaxTournamentPlayers bounds the players of one tournament. Default
	// DefaultMaxTournamentPlayers; Off: no bound.
	MaxTournamentPlayers int
	// Seeds gives each new table (a lobby, a rematch) the seed of its
	// deals and of its CPUs' thoughts. Default math/rand/v2's Uint64: a
	// new deal every time. A test that replays the same games (the
	// transcripts) gives a seeded sequence; it may be called from
	// several goroutines at once.
	Seeds func() uint64
	// Retention is how long what members leave is kept, as /privacy
	// tells them: the upkeep's settings (privacy.go).
	Retention Retention
	// Now is the clock seasons run by; nil is time.Now. Tests move it on
	// to see a season run out.
	Now func() time.Time
}

// Bot is a running Deckhand. It wires the parts to each other and to
// Discord, registers their routes, and starts and stops them; each part
// says what it holds and what it may call:
//
//   - the table runtime (rt, tables.go): find, check, apply and commit on
//     the table's loop;
//   - the table actions (tableactions.go): the interactions that act on
//     a table;
//   - the life cycle (lifecycle.go): asks the table's rules (bot/table) what
//     an event does, and carries out what they decide;
//   - the clock (timer.go): deadlines, turn timers, idle tables;
//   - the CPU players (cpus, cpu.go);
//   - the outbox (outbox.go): what the bot posts and edits on its own;
//   - the hands (hands.go): open hands and their live edits;
//   - the reading room (room, bot/reading): history, replays, the Log,
//     cards, rules and a finished game's figures, which only read; it
//     reaches the bot through readingroom.go's adapters;
//   - the start (startup.go): every unfinished table resumed.
//
// Its run state (runstate.go) is what they share: closing, and the work
// under way that Close waits for. The order of locks is in locks.go.
type Bot struct {
	*runState
	cfg     Config
	store   *storage.Store
	session *discordgo.Session
	hooks   *discord.Hooks // the session for requests made with an interaction's token
	router  *discord.Router

	rt      *tableRuntime
	actions *tableActions
	clock   *clock
	cpus    *cpus
	out     *outbox
	hands   *hands
	room    *readingRoom
	start   *starter
	tours   *tourneys
	// seasons ends the timed seasons that run out (seasons.go).
	seasons *seasonWatch

	// registered is what this process last found registered (register.go).
	registered *registration
	// gw is the gateway connection's state (ready.go).
	gw gateway
	// guilds names the server of a table's log lines (logwhere.go).
	guilds *tableGuilds
	// langs knows each server's language (language.go).
	langs *languages
	// drained and away are the clean stop's (drain.go).
	drained sync.Once
	away    turnedAway
}

// New makes a bot; register commands and components, then Open.
func New(cfg Config) (*Bot, error) {
	cfg, err := withDefaults(cfg)
	if err != nil {
		return nil, err
	}
	s, err := dial(cfg)
	if err != nil {
		return nil, err
	}
	hooks := discord.NewHooks(s)
	guilds := &tableGuilds{}
	cfg.Log = slog.New(guilds.handler(cfg.Log.Handler()))
	b := &Bot{
		guilds:   guilds,
		runState: newRunState(cfg.Log),
		cfg:      cfg,
		store:    cfg.Store,
		session:  s,
		hooks:    hooks,
		router:   discord.NewRouter(cfg.Log, cfg.DeferAfter, hooks),
	}
	b.wire()
	b.routes()
	b.router.OnReplace(b.hands.replacing)
	b.router.PublicLang(b.langs.public)
	b.router.Measure(cfg.Metrics)
	b.store.ObserveCommits(cfg.Metrics.Committed)
	b.watchGateway()
	b.gauges()
	s.AddHandler(b.registered.onReady)
	s.AddHandler(b.serve)
	return b, nil
}

// withDefaults checks cfg and fills in what it leaves to the bot.
func withDefaults(cfg Config) (Config, error) {
	if cfg.Token == "" {
		return cfg, errors.New("DISCORD_TOKEN is not set")
	}
	if cfg.Store == nil {
		return cfg, errors.New("bot: no store")
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	// Network errors quote their URL, which can hold an interaction's
	// token or a proxy's password.
	cfg.Log = slog.New(discord.RedactHandler(cfg.Log.Handler()))
	cfg = cfg.WithDefaults()
	return cfg, cfg.Check()
}

// dial makes the discordgo session of cfg's shard, talking to cfg's
// Discord.
func dial(cfg Config) (*discordgo.Session, error) {
	discord.Install()
	s, err := discordgo.New("Bot " + cfg.Token)
	if err != nil {
		return nil, err
	}
	// http.DefaultTransport keeps 2 idle connections per host: with many
	// tables answering at once, every further callback would open a new
	// connection. Discord is one host, so keep enough of them.
	base := http.DefaultTransport.(*http.Transport).Clone()
	base.MaxIdleConnsPerHost = 64
	transport, err := discord.Rewrite(cfg.BaseURL, discord.Counted(base, cfg.Metrics))
	if err != nil {
		return nil, err
	}
	s.Client = &http.Client{Transport: transport, Timeout: 20 * time.Second}
	s.Identify.Intents = discordgo.IntentsGuilds
	s.Identify.Shard = &[2]int{cfg.ShardID, cfg.ShardCount}
	s.ShardID, s.ShardCount = cfg.ShardID, cfg.ShardCount
	return s, nil
}

// wire makes the parts and hands each the others it may call.
func (b *Bot) wire() {
	cfg, l := &b.cfg, b.runState
	b.langs = newLanguages(b.store)
	b.out = newOutbox(l, b.session, cfg)
	b.out.langs = b.langs
	b.hands = &hands{runState: l, cfg: cfg, out: b.out, hooks: b.hooks, handMsgs: newHandMessages()}
	b.rt = &tableRuntime{runState: l, cfg: cfg, store: b.store, langs: b.langs, out: b.out, hands: b.hands, tables: map[string]*table{}, guilds: b.guilds}
	b.room = newReadingRoom(l, b.store, b.out, b.rt)
	b.clock = &clock{runState: l, cfg: cfg, store: b.store, rt: b.rt, out: b.out, timerSlots: make(chan struct{}, timerPool)}
	b.cpus = &cpus{runState: l, cfg: cfg, rt: b.rt, clock: b.clock, out: b.out, searches: cpu.NewSlots(runtime.GOMAXPROCS(0), new(mutex))}
	b.clock.cpus = b.cpus
	cycle := &lifecycle{cfg: cfg, store: b.store, rt: b.rt, out: b.out, hands: b.hands, clock: b.clock, cpus: b.cpus, langs: b.langs}
	b.clock.cycle, b.cpus.cycle = cycle, cycle
	b.actions = &tableActions{rt: b.rt, cycle: cycle, cpus: b.cpus, room: b.room}
	b.out.refreshBoard = b.rt.refreshBoard
	b.registered = &registration{log: b.log, cfg: cfg, router: b.router}
	b.tours = &tourneys{runState: l, cfg: cfg, store: b.store, rt: b.rt, clock: b.clock, session: b.session}
	b.seasons = &seasonWatch{runState: l, cfg: cfg, store: b.store, out: b.out}
	// What happens to a table, and who hears of it, in this order: the
	// deadline is set before a move's save; the timer is armed and a
	// finished game's figures worked out before its board is rendered.
	b.rt.news = tableNews{
		moving:  []func(*table){b.clock.setDeadline},
		acted:   []func(*table){b.clock.present},
		changed: []func(*table){b.clock.armTimer, b.room.figure, b.rt.refreshBoard},
		ended:   []func(*table){b.tours.tableEnded},
	}
	b.start = &starter{runState: l, store: b.store, rt: b.rt, clock: b.clock, cpus: b.cpus, done: make(chan struct{})}
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
	if err := b.start.resume(); err != nil {
		return err
	}
	if err := b.session.Open(); err != nil {
		return fmt.Errorf("connecting to Discord: %w", err)
	}
	b.tours.resume()
	if b.enter() {
		go func() {
			defer b.wg.Done()
			b.clock.sweepIdle()
		}()
	}
	if b.enter() {
		go func() {
			defer b.wg.Done()
			b.seasons.watch()
		}()
	}
	return nil
}

// Close drains the bot (Drain: no new work, the work in flight done, the
// timers stopped), then disconnects from the gateway at a quiet moment,
// once what arrived meanwhile has been answered.
func (b *Bot) Close() error {
	b.Drain()
	b.away.quiet()
	err := b.session.Close()
	b.away.close()
	return err
}
