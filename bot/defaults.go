package bot

import (
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
