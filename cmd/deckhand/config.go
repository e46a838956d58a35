package main

import (
	"errors"
	"fmt"
	"log/slog"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// config is read from the environment (and .env, through godotenv).
type config struct {
	Token      string
	GuildID    string
	DBPath     string
	BaseURL    string
	ShardID    int
	ShardCount int
	// GlobalRate is the most requests this process makes on its own in
	// any second: by default its share of the token's global limit, which
	// every shard shares (bot.GlobalShare).
	GlobalRate float64
	LogLevel   slog.Level
	// CPUPace is the least time between two CPU moves at a table;
	// CPUWait how long a CPU gives people to answer an optional prompt
	// (Call bluff) before it acts.
	CPUPace time.Duration
	CPUWait time.Duration
	// CPUIdle is how long CPU seats play on with nobody seated acting
	// (0: for ever).
	CPUIdle time.Duration
	// PingDelay is how long a turn must wait on the same people before
	// the turn ping mentions them.
	PingDelay time.Duration
	// DeferAfter is how long a handler may work before its interaction
	// is deferred; negative defers every one at once (bot.Config).
	DeferAfter time.Duration
	// KeepDays is how long finished games are kept (0: for ever).
	KeepDays int
	// BackupDir gets a backup every BackupEvery, keeping the newest
	// BackupKeep; "" makes no backups.
	BackupDir   string
	BackupEvery time.Duration
	BackupKeep  int
	// Tables bounds what one user and one server may open, and how long
	// a table may sit idle (bot.Config).
	MaxTablesPerUser  int
	MaxTablesPerGuild int
	LobbyIdle         time.Duration
	GameIdle          time.Duration
	// GCPercent is the garbage collector's target (GOGC, read here so
	// that .env may set it; -1 for off).
	GCPercent int
}

// String never shows the token.
func (c config) String() string {
	return fmt.Sprintf("guild=%q db=%q base=%q shard=%d/%d global-rate=%g/s log=%s cpu-pace=%s cpu-wait=%s ping-delay=%s keep_days=%d backups=%q every=%s keep=%d tables=%d/user %d/server idle=%s lobby %s game gogc=%d token=%s",
		c.GuildID, c.DBPath, discord.Redact(c.BaseURL), c.ShardID, c.ShardCount, c.GlobalRate, c.LogLevel, c.CPUPace, c.CPUWait, c.PingDelay,
		c.KeepDays, c.BackupDir, c.BackupEvery, c.BackupKeep,
		c.MaxTablesPerUser, c.MaxTablesPerGuild, c.LobbyIdle, c.GameIdle, c.GCPercent, redacted(c.Token))
}

// LogValue keeps the token out of structured logs too.
func (c config) LogValue() slog.Value { return slog.StringValue(c.String()) }

func redacted(s string) string {
	if s == "" {
		return "(unset)"
	}
	return "(set)"
}

var errNoToken = errors.New("DISCORD_TOKEN is not set: put your bot's token in .env (see .env.example) or the environment")

// loadConfig reads the configuration through getenv.
func loadConfig(getenv func(string) string) (config, error) {
	c := config{
		Token:      strings.TrimSpace(getenv("DISCORD_TOKEN")),
		GuildID:    strings.TrimSpace(getenv("DISCORD_GUILD_ID")),
		DBPath:     getenv("DECKHAND_DB"),
		BaseURL:    getenv("DISCORD_BASE_URL"),
		ShardCount: 1,
		CPUPace:    time.Second,
		CPUWait:    4 * time.Second,
		CPUIdle:    5 * time.Minute,
		PingDelay:  bot.DefaultPingDelay,
		BackupDir:  getenv("DECKHAND_BACKUP_DIR"),
	}
	if c.Token == "" {
		return c, errNoToken
	}
	if c.DBPath == "" {
		c.DBPath = "data/deckhand.db"
	}
	if c.BaseURL == "" {
		c.BaseURL = "https://discord.com/"
	}
	var err error
	if v := getenv("SHARD_ID"); v != "" {
		if c.ShardID, err = strconv.Atoi(v); err != nil || c.ShardID < 0 {
			return c, fmt.Errorf("SHARD_ID %q is not a shard number", v)
		}
	}
	if v := getenv("SHARD_COUNT"); v != "" {
		if c.ShardCount, err = strconv.Atoi(v); err != nil || c.ShardCount < 1 {
			return c, fmt.Errorf("SHARD_COUNT %q is not a positive number", v)
		}
	}
	if c.ShardID >= c.ShardCount {
		return c, fmt.Errorf("SHARD_ID %d must be below SHARD_COUNT %d", c.ShardID, c.ShardCount)
	}
	c.GlobalRate = bot.GlobalShare(c.ShardCount)
	if v := getenv("DECKHAND_GLOBAL_RATE"); v != "" {
		if c.GlobalRate, err = strconv.ParseFloat(v, 64); err != nil || !(c.GlobalRate > 0) || math.IsInf(c.GlobalRate, 0) {
			return c, fmt.Errorf("DECKHAND_GLOBAL_RATE %q is not a number of requests a second above 0", v)
		}
	}
	for _, d := range []struct {
		key string
		to  *time.Duration
	}{{"DECKHAND_CPU_PACE", &c.CPUPace}, {"DECKHAND_CPU_WAIT", &c.CPUWait}, {"DECKHAND_CPU_IDLE", &c.CPUIdle}, {"DECKHAND_PING_DELAY", &c.PingDelay}} {
		if v := getenv(d.key); v != "" {
			if *d.to, err = time.ParseDuration(v); err != nil || *d.to < 0 {
				return c, fmt.Errorf("%s %q is not a duration such as 1s or 500ms", d.key, v)
			}
		}
	}
	if v := getenv("DECKHAND_DEFER_AFTER"); v != "" {
		// Negative is allowed: every interaction deferred at once, as
		// under load (the monkey test runs the binary so).
		if c.DeferAfter, err = time.ParseDuration(v); err != nil || c.DeferAfter == 0 || c.DeferAfter >= 3*time.Second {
			return c, fmt.Errorf("DECKHAND_DEFER_AFTER %q is not a duration below Discord's 3s, such as 2s or -1s (defer every one)", v)
		}
	}
	ints := []struct {
		name string
		to   *int
		def  int
	}{
		{"DECKHAND_KEEP_DAYS", &c.KeepDays, 90},
		{"DECKHAND_BACKUP_KEEP", &c.BackupKeep, 7},
		{"DECKHAND_MAX_TABLES_PER_USER", &c.MaxTablesPerUser, 3},
		{"DECKHAND_MAX_TABLES_PER_SERVER", &c.MaxTablesPerGuild, 200},
	}
	for _, n := range ints {
		*n.to = n.def
		if v := getenv(n.name); v != "" {
			if *n.to, err = strconv.Atoi(v); err != nil || *n.to < 0 {
				return c, fmt.Errorf("%s %q is not a whole number of zero or more", n.name, v)
			}
		}
	}
	durations := []struct {
		name string
		to   *time.Duration
		def  time.Duration
	}{
		{"DECKHAND_BACKUP_EVERY", &c.BackupEvery, 6 * time.Hour},
		{"DECKHAND_LOBBY_IDLE", &c.LobbyIdle, time.Hour},
		{"DECKHAND_GAME_IDLE", &c.GameIdle, 7 * 24 * time.Hour},
	}
	for _, d := range durations {
		*d.to = d.def
		if v := getenv(d.name); v != "" {
			if *d.to, err = time.ParseDuration(v); err != nil || *d.to <= 0 {
				return c, fmt.Errorf("%s %q is not a duration such as 6h or 30m", d.name, v)
			}
		}
	}
	c.GCPercent = bot.GCPercent
	switch v := getenv("GOGC"); v {
	case "":
	case "off":
		c.GCPercent = -1
	default:
		if c.GCPercent, err = strconv.Atoi(v); err != nil || c.GCPercent < 0 {
			return c, fmt.Errorf("GOGC %q is not a whole number of zero or more, or off", v)
		}
	}
	if v := getenv("LOG_LEVEL"); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			return c, fmt.Errorf("LOG_LEVEL %q: use debug, info, warn or error", v)
		}
	}
	return c, nil
}
