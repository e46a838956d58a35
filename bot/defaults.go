package bot

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/deckhand/deckhand/games/ismcts"
)

// Off turns off a wait, a bound or a pace of Config: no pause, no bound,
// never. Any negative value does; zero always means the default.
const Off = -1

// The defaults of Config's fields, which a zero field takes (WithDefaults).
// DefaultPingDelay is beside what it times.
const (
	DefaultDeferAfter        = 2 * time.Second
	DefaultCPUPace           = time.Second
	DefaultCPUWait           = 4 * time.Second
	DefaultCPUIdle           = 5 * time.Minute
	DefaultBoardCooldown     = 10 * time.Second
	DefaultMaxTablesPerUser  = 3
	DefaultMaxTablesPerGuild = 200
	DefaultLobbyIdle         = time.Hour
	DefaultGameIdle          = 7 * 24 * time.Hour
)

// The bounds of Config's settings, past which a value is not a choice
// but a typing slip with odd effects: a rate of 1e-9 a second spaces the
// bot's own requests hours apart (no lobby is ever posted), and one below
// 1e-10 overflows its gap into a negative one, which is no pacing at all.
const (
	// MinGlobalRate and MaxGlobalRate bound GlobalRate when it is on: a
	// request every ten seconds at least, and no more than the pacer's
	// gap can tell apart.
	MinGlobalRate = 0.1
	MaxGlobalRate = 10_000
	// MaxPause bounds CPUPace, CPUWait and PingDelay: a pause longer
	// than an hour leaves a table waiting on nobody.
	MaxPause = time.Hour
	// MaxIdle bounds CPUIdle, LobbyIdle and GameIdle: ten years, far
	// below where a deadline's arithmetic overflows.
	MaxIdle = 10 * 365 * 24 * time.Hour
	// MaxTables bounds MaxTablesPerUser and MaxTablesPerGuild.
	MaxTables = 1_000_000
)

// Check refuses a Config whose settings are past their bounds. It names
// the field; the binary reads each from a variable and names that.
func (c Config) Check() error {
	if c.GlobalRate > 0 && !(c.GlobalRate >= MinGlobalRate && c.GlobalRate <= MaxGlobalRate) {
		return fmt.Errorf("bot: GlobalRate %g is not between %g and %d requests a second", c.GlobalRate, MinGlobalRate, MaxGlobalRate)
	}
	for name, d := range map[string]time.Duration{"CPUPace": c.CPUPace, "CPUWait": c.CPUWait, "PingDelay": c.PingDelay} {
		if d > MaxPause {
			return fmt.Errorf("bot: %s %s is more than %s", name, d, MaxPause)
		}
	}
	for name, d := range map[string]time.Duration{"CPUIdle": c.CPUIdle, "LobbyIdle": c.LobbyIdle, "GameIdle": c.GameIdle} {
		if d > MaxIdle {
			return fmt.Errorf("bot: %s %s is more than %s", name, d, MaxIdle)
		}
	}
	if c.MaxTablesPerUser > MaxTables || c.MaxTablesPerGuild > MaxTables {
		return fmt.Errorf("bot: a table bound is more than %d", MaxTables)
	}
	return nil
}

// WithDefaults returns c with every zero field set to its default; a
// negative one (Off) stays off.
func (c Config) WithDefaults() Config {
	def := func(v *time.Duration, d time.Duration) {
		if *v == 0 {
			*v = d
		}
	}
	if c.ShardCount == 0 {
		c.ShardCount = 1
	}
	if c.TimerScale == 0 {
		c.TimerScale = 1
	}
	if c.Think == nil {
		c.Think = ismcts.Think
	}
	if c.Seeds == nil {
		c.Seeds = rand.Uint64
	}
	if c.GlobalRate == 0 {
		c.GlobalRate = GlobalShare(c.ShardCount)
	}
	if c.MaxTablesPerUser == 0 {
		c.MaxTablesPerUser = DefaultMaxTablesPerUser
	}
	if c.MaxTablesPerGuild == 0 {
		c.MaxTablesPerGuild = DefaultMaxTablesPerGuild
	}
	def(&c.DeferAfter, DefaultDeferAfter)
	def(&c.CPUPace, DefaultCPUPace)
	def(&c.CPUWait, DefaultCPUWait)
	def(&c.CPUIdle, DefaultCPUIdle)
	def(&c.PingDelay, DefaultPingDelay)
	def(&c.BoardCooldown, DefaultBoardCooldown)
	def(&c.LobbyIdle, DefaultLobbyIdle)
	def(&c.GameIdle, DefaultGameIdle)
	return c
}

// WithoutWaits turns off, in c, every wait, rest, bound and idle close
// it leaves zero: CPU pace, wait and rest, the ping delay, the table
// bounds and the idle closes. Tests run the bot
// so, each setting the few it is about, and so wait on nothing else.
func (c Config) WithoutWaits() Config {
	off := func(v *time.Duration) {
		if *v == 0 {
			*v = Off
		}
	}
	for _, v := range []*time.Duration{&c.CPUPace, &c.CPUWait, &c.CPUIdle, &c.PingDelay, &c.LobbyIdle, &c.GameIdle} {
		off(v)
	}
	if c.MaxTablesPerUser == 0 {
		c.MaxTablesPerUser = Off
	}
	if c.MaxTablesPerGuild == 0 {
		c.MaxTablesPerGuild = Off
	}
	return c
}
