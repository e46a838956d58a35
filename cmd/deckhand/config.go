package main

import (
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"

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
	LogLevel   slog.Level
}

// String never shows the token.
func (c config) String() string {
	return fmt.Sprintf("guild=%q db=%q base=%q shard=%d/%d log=%s token=%s",
		c.GuildID, c.DBPath, discord.Redact(c.BaseURL), c.ShardID, c.ShardCount, c.LogLevel, redacted(c.Token))
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
	if v := getenv("LOG_LEVEL"); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			return c, fmt.Errorf("LOG_LEVEL %q: use debug, info, warn or error", v)
		}
	}
	return c, nil
}
