// Command deckhand runs the Deckhand Discord bot: it reads its
// configuration from the environment (and a .env file), opens the
// database, connects to Discord and serves until SIGINT or SIGTERM.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"sync/atomic"
	"syscall"

	"github.com/joho/godotenv"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/metrics"
	"github.com/deckhand/deckhand/commands"
	_ "github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/storage"
)

func main() {
	check := flag.Bool("healthcheck", false, "ask the running bot's /readyz on DECKHAND_METRICS_ADDR; exit 0 when ready (the container's health check)")
	flag.Parse()
	if *check {
		_ = godotenv.Load()
		os.Exit(healthcheck(os.Getenv))
	}
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "deckhand:", err)
		os.Exit(1)
	}
}

func run() error {
	// A missing .env is fine: the environment may hold everything.
	if err := godotenv.Load(); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("reading .env: %w", err)
	}
	if done, err := tool(os.Args[1:], os.Getenv, os.Stdout); done {
		return err
	}
	cfg, err := loadConfig(os.Getenv)
	if err != nil {
		return err
	}
	// The runtime read GOGC at start, before .env: the setting is made
	// here, from both.
	debug.SetGCPercent(cfg.GCPercent)
	log := newLogger(os.Stderr, cfg)
	log.Info("starting", "config", cfg)
	logDiscordgoTo(log)
	// Signals are caught from here: a SIGTERM while the bot connects (it
	// may already answer before Open returns) still shuts it down cleanly.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	store, err := storage.OpenSealed(cfg.DBPath, cfg.DBKey)
	if err != nil {
		return err
	}
	defer store.Close() // on the way out before the bot ran; a clean stop closes it first

	var m *metrics.Metrics
	var ops *http.Server
	var b *bot.Bot
	var started atomic.Bool // b is set
	if cfg.MetricsAddr != "" {
		m = metrics.New()
		ready := func() error {
			if !started.Load() {
				return errStarting
			}
			return b.Ready()
		}
		if ops, err = serveOps(cfg.MetricsAddr, m, ready, log); err != nil {
			return err
		}
		defer stopOps(ops)
	}

	b, err = commands.New(bot.Config{
		Token: cfg.Token, GuildID: cfg.GuildID, BaseURL: cfg.BaseURL, Metrics: m,
		ShardID: cfg.ShardID, ShardCount: cfg.ShardCount, GlobalRate: cfg.GlobalRate, Store: store, Log: log,
		CPUPace: cfg.CPUPace, CPUWait: cfg.CPUWait, CPUIdle: cfg.CPUIdle, PingDelay: cfg.PingDelay,
		DeferAfter:       cfg.DeferAfter,
		MaxTablesPerUser: cfg.MaxTablesPerUser, MaxTablesPerGuild: cfg.MaxTablesPerGuild,
		MaxTournamentPlayers: cfg.MaxTournamentPlayers,
		LobbyIdle:            cfg.LobbyIdle, GameIdle: cfg.GameIdle,
		Retention: cfg.retention(),
	})
	if err != nil {
		return err
	}
	started.Store(true)
	if err := b.Open(); err != nil {
		return err
	}
	kept := make(chan struct{})
	go func() {
		defer close(kept)
		upkeep(ctx, store, cfg, log)
	}()
	<-ctx.Done()
	// A clean stop: not ready from here on; what arrives is answered
	// that the bot restarts; the work in flight is done; the store is
	// flushed and closed; then the gateway closes.
	log.Info("shutting down")
	b.Drain()
	log.Info("drained: no work in flight")
	<-kept // a backup in progress finishes before the file closes
	if err := store.Close(); err != nil {
		log.Error("closing the database", "err", err)
	}
	log.Info("database closed")
	err = b.Close()
	log.Info("stopped")
	return err
}

// errStarting: the bot is not made yet (the store is open, the tables
// not yet resumed).
var errStarting = errors.New("starting")

// newLogger writes to w as text, or as JSON lines with LOG_FORMAT=json;
// every line names the shard.
func newLogger(w io.Writer, cfg config) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if cfg.LogJSON {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(h).With("shard", cfg.ShardID)
}
