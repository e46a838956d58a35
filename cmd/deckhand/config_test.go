package main

import (
	"bytes"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestAMissingTokenIsAClearError(t *testing.T) {
	t.Parallel()
	_, err := loadConfig(env(nil))
	assert.ErrorIs(t, err, errNoToken)
	assert.Contains(t, err.Error(), ".env.example")
}

func TestDefaults(t *testing.T) {
	t.Parallel()
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "abc"}))
	require.NoError(t, err)
	assert.Equal(t, "data/deckhand.db", c.DBPath)
	assert.Equal(t, "https://discord.com/", c.BaseURL)
	assert.Equal(t, 0, c.ShardID)
	assert.Equal(t, 1, c.ShardCount)
	assert.Equal(t, slog.LevelInfo, c.LogLevel)
	assert.Equal(t, time.Second, c.CPUPace, "people can follow CPU moves")
	assert.Equal(t, 4*time.Second, c.CPUWait)
	assert.Equal(t, 3*time.Second, c.PingDelay, "players who answer at once are not pinged")
	assert.Equal(t, bot.GCPercent, c.GCPercent, "fewer collections than Go's default, which hold answers up")
}

func TestGOGCFromTheEnvironmentOrDotEnvOverridesDeckhandsCollectorTarget(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]int{"100": 100, "0": 0, "off": -1} {
		c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "GOGC": v}))
		require.NoError(t, err)
		assert.Equal(t, want, c.GCPercent, "GOGC=%s", v)
	}
	for _, bad := range []string{"lots", "-5"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "GOGC": bad}))
		assert.ErrorContains(t, err, "GOGC", "GOGC=%s is refused", bad)
	}
}

func TestCPUPaceAndWaitAreDurations(t *testing.T) {
	t.Parallel()
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "abc", "DECKHAND_CPU_PACE": "off", "DECKHAND_CPU_WAIT": "1500ms", "DECKHAND_PING_DELAY": "10s"}))
	require.NoError(t, err)
	assert.Equal(t, time.Duration(bot.Off), c.CPUPace, "off: CPU moves at once")
	assert.Equal(t, 1500*time.Millisecond, c.CPUWait)
	assert.Equal(t, 10*time.Second, c.PingDelay)
	for _, bad := range []string{"soon", "-1s", "0s"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "abc", "DECKHAND_CPU_PACE": bad}))
		assert.ErrorContains(t, err, "DECKHAND_CPU_PACE", "a pace of %q is refused", bad)
	}
}

func TestTheTokenIsNeverPrinted(t *testing.T) {
	t.Parallel()
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "very-secret-token"}))
	require.NoError(t, err)
	assert.NotContains(t, c.String(), "very-secret-token")
	assert.NotContains(t, c.LogValue().String(), "very-secret-token")
}

func TestAProxyPasswordInTheBaseURLIsNeverPrinted(t *testing.T) {
	t.Parallel()
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DISCORD_BASE_URL": "https://bot:hunter2@proxy.example/"}))
	require.NoError(t, err)
	assert.NotContains(t, c.String(), "hunter2")
	assert.Contains(t, c.String(), "proxy.example", "where the bot connects is still shown")
}

func TestKeepingBackupsAndBoundsHaveDefaultsAndCanBeSet(t *testing.T) {
	t.Parallel()
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t"}))
	require.NoError(t, err)
	assert.Equal(t, 90, c.KeepDays, "finished games are kept 90 days")
	assert.Empty(t, c.BackupDir, "no backups unless asked for")
	c, err = loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_KEEP_DAYS": "off",
		"DECKHAND_BACKUP_DIR": "/var/backups/deckhand", "DECKHAND_BACKUP_EVERY": "30m", "DECKHAND_BACKUP_KEEP": "3",
		"DECKHAND_MAX_TABLES_PER_USER": "1", "DECKHAND_LOBBY_IDLE": "10m"}))
	require.NoError(t, err)
	assert.Equal(t, bot.Off, c.KeepDays, "off keeps everything")
	assert.Equal(t, "/var/backups/deckhand", c.BackupDir)
	assert.Equal(t, 30*time.Minute, c.BackupEvery)
	assert.Equal(t, 3, c.BackupKeep)
	assert.Equal(t, 1, c.MaxTablesPerUser)
	assert.Equal(t, 10*time.Minute, c.LobbyIdle)
	for _, bad := range []map[string]string{{"DECKHAND_KEEP_DAYS": "-1"}, {"DECKHAND_BACKUP_EVERY": "often"}, {"DECKHAND_BACKUP_KEEP": "x"}, {"DECKHAND_BACKUP_EVERY": "off"}} {
		bad["DISCORD_TOKEN"] = "t"
		_, err := loadConfig(env(bad))
		assert.Error(t, err, bad)
	}
}

func TestBadShardsAndLevelsAreRefused(t *testing.T) {
	t.Parallel()
	for _, m := range []map[string]string{
		{"SHARD_ID": "x"}, {"SHARD_COUNT": "0"}, {"SHARD_ID": "2", "SHARD_COUNT": "2"}, {"LOG_LEVEL": "loud"},
	} {
		m["DISCORD_TOKEN"] = "t"
		_, err := loadConfig(env(m))
		assert.Error(t, err, m)
	}
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "SHARD_ID": "1", "SHARD_COUNT": "3", "LOG_LEVEL": "debug"}))
	require.NoError(t, err)
	assert.Equal(t, 1, c.ShardID)
	assert.Equal(t, slog.LevelDebug, c.LogLevel)
}

func TestDiscordgosOwnLogLinesLoseTheirSecrets(t *testing.T) {
	var buf bytes.Buffer
	logDiscordgoTo(slog.New(slog.NewTextHandler(&buf, nil)))
	defer func() { discordgo.Logger = nil }()
	discordgo.Logger(discordgo.LogError, 0, "error: %s", "https://discord.com/api/v10/webhooks/1/aW50ZXJhY3Rpb24secret/messages/@original")
	assert.NotContains(t, buf.String(), "aW50ZXJhY3Rpb24secret")
	assert.Contains(t, buf.String(), "level=ERROR")
}

func TestEachShardTakesItsShareOfTheTokensGlobalLimitUnlessTold(t *testing.T) {
	t.Parallel()
	for count, want := range map[string]float64{"1": 40, "2": 20, "4": 10} {
		c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "SHARD_COUNT": count}))
		require.NoError(t, err)
		assert.Equal(t, want, c.GlobalRate, "SHARD_COUNT=%s: the shards share Discord's 50 a second, 10 kept for the gateway look-ups", count)
	}
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "SHARD_COUNT": "4", "DECKHAND_GLOBAL_RATE": "40"}))
	require.NoError(t, err)
	assert.Equal(t, 40.0, c.GlobalRate, "behind a proxy that holds the global bucket each shard may be given more")
	assert.Contains(t, c.String(), "global-rate=40/s", "the start-up line says what the process allows itself")
	for _, bad := range []string{"fast", "0", "-3", "Inf", "NaN"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_GLOBAL_RATE": bad}))
		assert.ErrorContains(t, err, "DECKHAND_GLOBAL_RATE", "DECKHAND_GLOBAL_RATE=%s is refused", bad)
	}
}

func TestTheDeferralIsADurationBelowDiscordsDeadlineOrNegativeForAll(t *testing.T) {
	t.Parallel()
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "abc"}))
	require.NoError(t, err)
	assert.Equal(t, bot.DefaultDeferAfter, c.DeferAfter, "unset: the bot's own default")
	for v, want := range map[string]time.Duration{"1500ms": 1500 * time.Millisecond, "off": bot.Off, "-1s": bot.Off} {
		c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "abc", "DECKHAND_DEFER_AFTER": v}))
		require.NoError(t, err)
		assert.Equal(t, want, c.DeferAfter)
	}
	for _, bad := range []string{"soon", "0s", "3s", "1m"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "abc", "DECKHAND_DEFER_AFTER": bad}))
		assert.ErrorContains(t, err, "DECKHAND_DEFER_AFTER", "a deferral of %q is refused: Discord drops an answer after 3s", bad)
	}
}

// TestEveryDeckhandNumberIsItsDefaultUnsetOffWhenToldAndNeverZero walks
// every DECKHAND_* number: unset, the start-up line shows a value, not
// off; "off" turns off each that can be (and the line says so); and 0,
// which once meant off for some and the default for others, is refused
// with words that say what to write instead.
func TestEveryDeckhandNumberIsItsDefaultUnsetOffWhenToldAndNeverZero(t *testing.T) {
	t.Parallel()
	unset, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t"}))
	require.NoError(t, err)
	assert.NotContains(t, unset.String(), "off", "unset, nothing is off: %s", unset)
	for _, s := range unset.settings() {
		zero := "0"
		if strings.Contains(s.name, "PACE") || strings.Contains(s.name, "WAIT") || strings.Contains(s.name, "IDLE") ||
			strings.Contains(s.name, "DELAY") || strings.Contains(s.name, "EVERY") || strings.Contains(s.name, "AFTER") {
			zero = "0s"
		}
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", s.name: zero}))
		if assert.Error(t, err, "%s=%s would mean off to some and the default to others", s.name, zero) {
			assert.Contains(t, err.Error(), "leave it empty for the default", s.name)
		}
		c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", s.name: "off"}))
		if s.name == "DECKHAND_BACKUP_EVERY" {
			assert.ErrorContains(t, err, "DECKHAND_BACKUP_DIR", "backups are turned off by their directory")
			continue
		}
		require.NoError(t, err, s.name)
		assert.Contains(t, c.String(), "off", "%s=off shows on the start-up line", s.name)
	}
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_MAX_TABLES_PER_USER": "off", "DECKHAND_LOBBY_IDLE": "off", "DECKHAND_GLOBAL_RATE": "off"}))
	require.NoError(t, err)
	assert.Equal(t, bot.Off, c.MaxTablesPerUser)
	assert.Equal(t, time.Duration(bot.Off), c.LobbyIdle)
	assert.Equal(t, float64(bot.Off), c.GlobalRate)
	def := bot.Config{}.WithDefaults()
	assert.Equal(t, def.MaxTablesPerGuild, unset.MaxTablesPerGuild, "unset, the bot's own default")
	assert.Equal(t, def.GameIdle, unset.GameIdle, "unset, the bot's own default")
	assert.Equal(t, def.CPUIdle, unset.CPUIdle, "unset, the bot's own default")
}

// TestTheExampleEnvLoadsAndNamesEveryNumber reads .env.example as a
// .env: every value it shows is accepted, and every DECKHAND_* number the
// bot reads is there, so an operator finds how to set it and turn it off.
func TestTheExampleEnvLoadsAndNamesEveryNumber(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("../../.env.example")
	require.NoError(t, err)
	vars := map[string]string{}
	for _, line := range strings.Split(string(raw), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok && !strings.HasPrefix(line, "#") {
			vars[k] = v
		}
	}
	vars["DISCORD_TOKEN"] = "t"
	c, err := loadConfig(env(vars))
	require.NoError(t, err, "the example's values are all accepted")
	for _, s := range c.settings() {
		assert.Contains(t, vars, s.name, "%s is in .env.example", s.name)
	}
}
