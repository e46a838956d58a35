package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAHugeKeepDaysIsRefusedRatherThanPruningEveryFinishedGame: a keep
// age past a hundred years once overflowed the prune's cutoff into the
// far future, and every finished game was deleted at start and daily.
func TestAHugeKeepDaysIsRefusedRatherThanPruningEveryFinishedGame(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"999999999999999", "36501"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_KEEP_DAYS": v}))
		require.ErrorContains(t, err, "DECKHAND_KEEP_DAYS", v)
		assert.Contains(t, err.Error(), "100 years", "the message says the bound")
	}
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_KEEP_DAYS": "36500"}))
	require.NoError(t, err, "a hundred years is a keep age")
	assert.Equal(t, 36500, c.KeepDays)
}

// TestATinyOrHugeGlobalRateIsRefusedRatherThanStoppingTheOutbox: 1e-9 a
// second spaced requests 277,777 hours apart (no lobby ever posted) and
// 1e-10 overflowed the gap into a negative one, which turned pacing off.
func TestATinyOrHugeGlobalRateIsRefusedRatherThanStoppingTheOutbox(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"1e-9", "1e-10", "0.05", "1e300", "100001", "-Inf", "+Inf", "NaN"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_GLOBAL_RATE": v}))
		assert.ErrorContains(t, err, "DECKHAND_GLOBAL_RATE", "DECKHAND_GLOBAL_RATE=%s is refused", v)
	}
	for _, v := range []string{"0.1", "10000"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_GLOBAL_RATE": v}))
		assert.NoError(t, err, "DECKHAND_GLOBAL_RATE=%s is within the bounds", v)
	}
	// A share of the token's budget among very many shards is below
	// the floor too: such a fleet runs behind a proxy and says so.
	_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "SHARD_COUNT": "1000000000"}))
	require.ErrorContains(t, err, "DECKHAND_GLOBAL_RATE")
	assert.Contains(t, err.Error(), "SHARD_COUNT")
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "SHARD_COUNT": "1000", "DECKHAND_GLOBAL_RATE": "40"}))
	require.NoError(t, err, "behind a proxy, a rate of its own")
	assert.Equal(t, 40.0, c.GlobalRate)
}

// TestEveryNumericSettingIsRefusedAtItsExtremesByName sets each number
// the binary reads to negative, huge and overflowing values (NaN and
// the infinities for the rate): each is refused with a message that
// names it, so no extreme value slips through as an odd behaviour.
func TestEveryNumericSettingIsRefusedAtItsExtremesByName(t *testing.T) {
	t.Parallel()
	durations := []string{"-1ns", "-9999999h", "9999999999h", "2562048h", "1e30s", "87601h"}
	counts := []string{"-1", "-9223372036854775808", "9223372036854775807", "99999999999999999999", "1e9", "2147483648"}
	unset, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t"}))
	require.NoError(t, err)
	for _, s := range unset.settings() {
		bad := counts
		switch {
		case s.name == "DECKHAND_GLOBAL_RATE":
			bad = []string{"-1", "NaN", "Inf", "-Inf", "1e309", "1e-320", "1e-9"}
		case strings.Contains(s.name, "PACE") || strings.Contains(s.name, "WAIT") || strings.Contains(s.name, "IDLE") ||
			strings.Contains(s.name, "DELAY") || strings.Contains(s.name, "EVERY") || strings.Contains(s.name, "AFTER"):
			bad = durations
			if s.name == "DECKHAND_DEFER_AFTER" {
				bad = bad[2:] // a negative deferral is off, as the README says
			}
		}
		for _, v := range bad {
			_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", s.name: v}))
			if assert.Error(t, err, "%s=%s", s.name, v) {
				assert.Contains(t, err.Error(), s.name, "the message names the setting")
			}
		}
	}
	_, err = loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "DECKHAND_BACKUP_EVERY": "1ns"}))
	assert.ErrorContains(t, err, "DECKHAND_BACKUP_EVERY", "a backup copies the whole file: not every nanosecond")
	for name, bad := range map[string][]string{
		"SHARD_ID":    {"-1", "99999999999999999999"},
		"SHARD_COUNT": {"0", "-1", "99999999999999999999"},
		"GOGC":        {"-1", "99999999999999999999", "1000001"},
	} {
		for _, v := range bad {
			_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", name: v}))
			if assert.Error(t, err, "%s=%s", name, v) {
				assert.Contains(t, err.Error(), name, "the message names the setting")
			}
		}
	}
}

func TestTheLogFormatAndMetricsAddressAreCheckedAtStart(t *testing.T) {
	t.Parallel()
	c, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t"}))
	require.NoError(t, err)
	assert.False(t, c.LogJSON, "text unless asked")
	assert.Empty(t, c.MetricsAddr, "no metrics unless asked")
	c, err = loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", "LOG_FORMAT": "json", "DECKHAND_METRICS_ADDR": ":9090"}))
	require.NoError(t, err)
	assert.True(t, c.LogJSON)
	assert.Equal(t, ":9090", c.MetricsAddr)
	assert.Contains(t, c.String(), `metrics=":9090"`)
	for name, bad := range map[string]string{"LOG_FORMAT": "xml", "DECKHAND_METRICS_ADDR": "9090"} {
		_, err := loadConfig(env(map[string]string{"DISCORD_TOKEN": "t", name: bad}))
		assert.ErrorContains(t, err, name)
	}
}
