package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/storage"
)

// TestAZeroConfigRunsWithEveryDefault: a bot given a zero Config runs
// with the defaults Deckhand runs with, never with a field turned off:
// zero means the default for every field alike (CPU pace, ping delay,
// bounds and idle closes as much as DeferAfter and BoardCooldown), and
// only Off turns one off.
func TestAZeroConfigRunsWithEveryDefault(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	store, err := storage.Open(t.TempDir() + "/d.db")
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	b, err := New(Config{Token: srv.Token(), BaseURL: srv.URL(), Store: store})
	require.NoError(t, err)
	c := b.cfg
	for what, got := range map[string]time.Duration{
		"CPU pace": c.CPUPace, "CPU wait": c.CPUWait, "CPU rest": c.CPUIdle, "ping delay": c.PingDelay,
		"deferral": c.DeferAfter, "board cooldown": c.BoardCooldown,
		"lobby idle": c.LobbyIdle, "game idle": c.GameIdle,
	} {
		assert.Positive(t, got, "%s: zero means the default, which is on", what)
	}
	assert.Equal(t, DefaultCPUPace, c.CPUPace)
	assert.Equal(t, DefaultPingDelay, c.PingDelay)
	assert.Equal(t, DefaultMaxTablesPerUser, c.MaxTablesPerUser, "zero is the default bound, not no bound")
	assert.Equal(t, DefaultMaxTablesPerGuild, c.MaxTablesPerGuild)
	assert.Equal(t, GlobalShare(1), c.GlobalRate)
}

// TestOffTurnsEachSettingOffAndStaysOff: Off is kept through the
// defaults, and every check of the bot reads it as off.
func TestOffTurnsEachSettingOffAndStaysOff(t *testing.T) {
	t.Parallel()
	off := Config{
		DeferAfter: Off, CPUPace: Off, CPUWait: Off, CPUIdle: Off, PingDelay: Off,
		BoardCooldown: Off, MaxTablesPerUser: Off, MaxTablesPerGuild: Off, LobbyIdle: Off, GameIdle: Off, GlobalRate: Off,
	}
	c := off.WithDefaults()
	assert.Equal(t, off.CPUPace, c.CPUPace)
	assert.Equal(t, off.MaxTablesPerUser, c.MaxTablesPerUser)
	assert.Equal(t, off.LobbyIdle, c.LobbyIdle)
	assert.Equal(t, off.GlobalRate, c.GlobalRate)
	assert.Nil(t, pace.NewPacer(c.GlobalRate, nil), "Off does not pace")
	cl := &clock{cfg: &c}
	assert.Equal(t, time.Minute, cl.sweepEvery(), "no idle limit shortens the sweep")
	wait := Config{CPUWait: 5 * time.Second}.WithoutWaits()
	assert.Equal(t, 5*time.Second, wait.CPUWait, "WithoutWaits keeps what is set")
	assert.Equal(t, time.Duration(Off), wait.CPUPace, "and turns off what is not")
}

// TestABotGivenARateOrPausePastItsBoundsRefusesToStart: the bounds hold
// for every caller of New, not only the binary's settings.
func TestABotGivenARateOrPausePastItsBoundsRefusesToStart(t *testing.T) {
	t.Parallel()
	store, err := storage.Open(t.TempDir() + "/d.db")
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	for name, c := range map[string]Config{
		"GlobalRate": {GlobalRate: 1e-9}, "CPUPace": {CPUPace: 2 * MaxPause}, "GameIdle": {GameIdle: MaxIdle + 1},
		"table bound": {MaxTablesPerGuild: MaxTables + 1},
	} {
		c.Token, c.Store = "t", store
		_, err := New(c)
		assert.ErrorContains(t, err, name)
	}
}
