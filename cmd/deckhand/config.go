package main

import (
	"cmp"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
)

// config is read from the environment (and .env, through godotenv). A
// setting that is off holds bot.Off (negative), as bot.Config does.
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
	// LogJSON writes the log as JSON lines (LOG_FORMAT=json).
	LogJSON bool
	// MetricsAddr is where /metrics, /healthz and /readyz are served;
	// "" serves none.
	MetricsAddr string
	// CPUPace is the least time between two CPU moves at a table;
	// CPUWait how long a CPU gives people to answer an optional prompt
	// (Call bluff) before it acts.
	CPUPace time.Duration
	CPUWait time.Duration
	// CPUIdle is how long CPU seats play on with nobody seated acting
	// (off: for ever).
	CPUIdle time.Duration
	// PingDelay is how long a turn must wait on the same people before
	// the turn ping mentions them.
	PingDelay time.Duration
	// DeferAfter is how long a handler may work before its interaction
	// is deferred; off defers every one at once (bot.Config).
	DeferAfter time.Duration
	// KeepDays is how long finished games are kept (off: for ever).
	KeepDays int
	// BackupDir gets a backup every BackupEvery, keeping the newest
	// BackupKeep (off: every one); "" makes no backups.
	BackupDir   string
	BackupEvery time.Duration
	BackupKeep  int
	// Tables bounds what one user and one server may open, and how long
	// a table may sit idle (bot.Config).
	MaxTablesPerUser  int
	MaxTablesPerGuild int
	LobbyIdle         time.Duration
	GameIdle          time.Duration
	// MaxTournamentPlayers bounds one tournament's players (off: no
	// bound).
	MaxTournamentPlayers int
	// GCPercent is the garbage collector's target (GOGC, read here so
	// that .env may set it; -1 for off).
	GCPercent int
	// DBKey seals every value of the store (DECKHAND_DB_KEY; nil: plain).
	// String leaves it out.
	DBKey []byte
}

// String never shows the token.
func (c config) String() string {
	return fmt.Sprintf("guild=%q db=%q base=%q shard=%d/%d global-rate=%s log=%s metrics=%q cpu-pace=%s cpu-wait=%s cpu-idle=%s ping-delay=%s defer-after=%s keep_days=%s backups=%q every=%s keep=%s tables=%s/user %s/server tournament-players=%s idle=%s lobby %s game gogc=%d token=%s",
		c.GuildID, c.DBPath, discord.Redact(c.BaseURL), c.ShardID, c.ShardCount, shown(c.GlobalRate, "/s"), c.LogLevel, c.MetricsAddr,
		shown(c.CPUPace, ""), shown(c.CPUWait, ""), shown(c.CPUIdle, ""), shown(c.PingDelay, ""), shown(c.DeferAfter, ""),
		shown(c.KeepDays, ""), c.BackupDir, c.BackupEvery, shown(c.BackupKeep, ""),
		shown(c.MaxTablesPerUser, ""), shown(c.MaxTablesPerGuild, ""), shown(c.MaxTournamentPlayers, ""), shown(c.LobbyIdle, ""), shown(c.GameIdle, ""), c.GCPercent, redacted(c.Token))
}

// shown is a setting as the start-up line says it: "off" when it is.
func shown[T int | float64 | time.Duration](v T, unit string) string {
	if v < 0 {
		return "off"
	}
	return fmt.Sprint(v) + unit
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

// loadConfig reads the configuration through getenv. Every DECKHAND_*
// number unset takes its default, the bot's (bot.Config.WithDefaults) or
// the upkeep's; "off" turns off those that can be (bot.Off). 0 is refused:
// it once meant "off" for some and would now mean the default, so an old
// .env is told rather than read the other way.
func loadConfig(getenv func(string) string) (config, error) {
	c := config{
		Token:      strings.TrimSpace(getenv("DISCORD_TOKEN")),
		GuildID:    strings.TrimSpace(getenv("DISCORD_GUILD_ID")),
		DBPath:     cmp.Or(getenv("DECKHAND_DB"), "data/deckhand.db"),
		BaseURL:    cmp.Or(getenv("DISCORD_BASE_URL"), "https://discord.com/"),
		ShardCount: 1,
		BackupDir:  getenv("DECKHAND_BACKUP_DIR"),
	}
	if c.Token == "" {
		return c, errNoToken
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
	def := bot.Config{ShardCount: c.ShardCount}.WithDefaults()
	c.GlobalRate, c.CPUPace, c.CPUWait, c.CPUIdle, c.PingDelay = def.GlobalRate, def.CPUPace, def.CPUWait, def.CPUIdle, def.PingDelay
	c.DeferAfter, c.LobbyIdle, c.GameIdle = def.DeferAfter, def.LobbyIdle, def.GameIdle
	c.MaxTablesPerUser, c.MaxTablesPerGuild = def.MaxTablesPerUser, def.MaxTablesPerGuild
	c.MaxTournamentPlayers = bot.DefaultMaxTournamentPlayers
	c.KeepDays, c.BackupEvery, c.BackupKeep = 90, 6*time.Hour, 7
	for _, s := range c.settings() {
		if err := s.read(strings.TrimSpace(getenv(s.name))); err != nil {
			return c, err
		}
	}
	if c.GlobalRate > 0 && c.GlobalRate < bot.MinGlobalRate {
		return c, fmt.Errorf("SHARD_COUNT %d leaves each shard %.3g requests a second of Discord's limit, below %g: run the shards behind a REST proxy and set DECKHAND_GLOBAL_RATE (see the README's Sharding)", c.ShardCount, c.GlobalRate, bot.MinGlobalRate)
	}
	if c.DBKey, err = dbKey(getenv); err != nil {
		return c, err
	}
	c.GCPercent = bot.GCPercent
	switch v := getenv("GOGC"); v {
	case "":
	case "off":
		c.GCPercent = -1
	default:
		if c.GCPercent, err = strconv.Atoi(v); err != nil || c.GCPercent < 0 || c.GCPercent > maxGOGC {
			return c, fmt.Errorf("GOGC %q is not a whole number from 0 to %d, or off", v, maxGOGC)
		}
	}
	switch v := getenv("LOG_FORMAT"); v {
	case "", "text":
	case "json":
		c.LogJSON = true
	default:
		return c, fmt.Errorf("LOG_FORMAT %q: use text or json", v)
	}
	if c.MetricsAddr, err = metricsAddr(getenv("DECKHAND_METRICS_ADDR")); err != nil {
		return c, err
	}
	if v := getenv("LOG_LEVEL"); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			return c, fmt.Errorf("LOG_LEVEL %q: use debug, info, warn or error", v)
		}
	}
	return c, nil
}
