// Command deckhand runs the Deckhand Discord bot: it reads its
// configuration from the environment (and a .env file), opens the
// database, connects to Discord and serves until SIGINT or SIGTERM.
package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/joho/godotenv"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/commands"
	_ "github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/storage"
)

func main() {
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
	cfg, err := loadConfig(os.Getenv)
	if err != nil {
		return err
	}
	// The runtime read GOGC at start, before .env: the setting is made
	// here, from both.
	debug.SetGCPercent(cfg.GCPercent)
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.LogLevel}))
	log.Info("starting", "config", cfg)
	logDiscordgoTo(log)
	// Signals are caught from here: a SIGTERM while the bot connects (it
	// may already answer before Open returns) still shuts it down cleanly.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	store, err := storage.Open(cfg.DBPath)
	if err != nil {
		return err
	}
	defer store.Close()

	b, err := commands.New(bot.Config{
		Token: cfg.Token, GuildID: cfg.GuildID, BaseURL: cfg.BaseURL,
		ShardID: cfg.ShardID, ShardCount: cfg.ShardCount, GlobalRate: cfg.GlobalRate, Store: store, Log: log,
		CPUPace: cfg.CPUPace, CPUWait: cfg.CPUWait, CPUIdle: cfg.CPUIdle, PingDelay: cfg.PingDelay,
		DeferAfter:       cfg.DeferAfter,
		MaxTablesPerUser: cfg.MaxTablesPerUser, MaxTablesPerGuild: cfg.MaxTablesPerGuild,
		MaxTournamentPlayers: cfg.MaxTournamentPlayers,
		LobbyIdle:            cfg.LobbyIdle, GameIdle: cfg.GameIdle,
	})
	if err != nil {
		return err
	}
	if err := b.Open(); err != nil {
		return err
	}
	kept := make(chan struct{})
	go func() {
		defer close(kept)
		upkeep(ctx, store, cfg, log)
	}()
	<-ctx.Done()
	<-kept // a backup in progress finishes before the file closes
	log.Info("shutting down")
	return b.Close()
}
