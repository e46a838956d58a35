package main

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"github.com/deckhand/deckhand/bot"
)

// setting is one optional DECKHAND_* number.
type setting struct {
	name string
	read func(v string) error // v trimmed; "" keeps the default
}

// settings are the DECKHAND_* numbers, read into c. Those that can be
// off take "off" (.env.example says what off means for each).
func (c *config) settings() []setting {
	return []setting{
		number("DECKHAND_GLOBAL_RATE", &c.GlobalRate, canOff, parseRate, "a number of requests a second"),
		number("DECKHAND_CPU_PACE", &c.CPUPace, canOff, time.ParseDuration, "a duration such as 1s or 500ms"),
		number("DECKHAND_CPU_WAIT", &c.CPUWait, canOff, time.ParseDuration, "a duration such as 1s or 500ms"),
		number("DECKHAND_CPU_IDLE", &c.CPUIdle, canOff, time.ParseDuration, "a duration such as 5m"),
		number("DECKHAND_PING_DELAY", &c.PingDelay, canOff, time.ParseDuration, "a duration such as 1s or 500ms"),
		negativeIsOff(number("DECKHAND_DEFER_AFTER", &c.DeferAfter, canOff, parseDeferral, "a duration below Discord's 3s, such as 2s")),
		number("DECKHAND_KEEP_DAYS", &c.KeepDays, canOff, strconv.Atoi, "a whole number of days"),
		number("DECKHAND_BACKUP_EVERY", &c.BackupEvery, !canOff, time.ParseDuration, "a duration such as 6h or 30m (no backups: leave DECKHAND_BACKUP_DIR empty)"),
		number("DECKHAND_BACKUP_KEEP", &c.BackupKeep, canOff, strconv.Atoi, "a whole number of backups"),
		number("DECKHAND_MAX_TABLES_PER_USER", &c.MaxTablesPerUser, canOff, strconv.Atoi, "a whole number of tables"),
		number("DECKHAND_MAX_TABLES_PER_SERVER", &c.MaxTablesPerGuild, canOff, strconv.Atoi, "a whole number of tables"),
		number("DECKHAND_LOBBY_IDLE", &c.LobbyIdle, canOff, time.ParseDuration, "a duration such as 6h or 30m"),
		number("DECKHAND_GAME_IDLE", &c.GameIdle, canOff, time.ParseDuration, "a duration such as 6h or 30m"),
		number("DECKHAND_MAX_TOURNAMENT_PLAYERS", &c.MaxTournamentPlayers, canOff, strconv.Atoi, "a whole number of players"),
	}
}

const canOff = true

// number is a setting above 0, or off (bot.Off) where it can be.
func number[T int | float64 | time.Duration](name string, to *T, offable bool, parse func(string) (T, error), what string) setting {
	return setting{name: name, read: func(v string) error {
		if v == "" {
			return nil
		}
		if v == "off" && offable {
			*to = bot.Off
			return nil
		}
		orOff := ""
		if offable {
			orOff = ", or off"
		}
		n, err := parse(v)
		switch {
		case err == nil && n == 0:
			return fmt.Errorf("%s %q: 0 is not a setting: leave it empty for the default%s", name, v, orOff)
		case err != nil || !(n > 0):
			return fmt.Errorf("%s %q is not %s above 0%s", name, v, what, orOff)
		}
		*to = n
		return nil
	}}
}

// parseRate reads a finite rate.
func parseRate(v string) (float64, error) {
	r, err := strconv.ParseFloat(v, 64)
	if err == nil && math.IsInf(r, 0) {
		return 0, fmt.Errorf("%g is not finite", r)
	}
	return r, err
}

// parseDeferral reads how long a handler may work before its interaction
// is deferred: under Discord's 3s.
func parseDeferral(v string) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err == nil && d >= 3*time.Second {
		return 0, fmt.Errorf("%s is not under 3s", d)
	}
	return d, err
}

// negativeIsOff reads a negative duration as off: the deferral took -1s
// for "defer every one at once" before off was written.
func negativeIsOff(s setting) setting {
	read := s.read
	s.read = func(v string) error {
		if d, err := time.ParseDuration(v); err == nil && d < 0 {
			v = "off"
		}
		return read(v)
	}
	return s
}
