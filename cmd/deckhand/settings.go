package main

import (
	"errors"
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
		number("DECKHAND_GLOBAL_RATE", &c.GlobalRate, canOff, between(parseRate, bot.MinGlobalRate, bot.MaxGlobalRate, "requests a second"), "a number of requests a second"),
		number("DECKHAND_CPU_PACE", &c.CPUPace, canOff, upTo(time.ParseDuration, bot.MaxPause, ""), "a duration such as 1s or 500ms"),
		number("DECKHAND_CPU_WAIT", &c.CPUWait, canOff, upTo(time.ParseDuration, bot.MaxPause, ""), "a duration such as 1s or 500ms"),
		number("DECKHAND_CPU_IDLE", &c.CPUIdle, canOff, upTo(time.ParseDuration, bot.MaxIdle, " (10 years)"), "a duration such as 5m"),
		number("DECKHAND_PING_DELAY", &c.PingDelay, canOff, upTo(time.ParseDuration, bot.MaxPause, ""), "a duration such as 1s or 500ms"),
		negativeIsOff(number("DECKHAND_DEFER_AFTER", &c.DeferAfter, canOff, parseDeferral, "a duration below Discord's 3s, such as 2s")),
		number("DECKHAND_KEEP_DAYS", &c.KeepDays, canOff, upTo(strconv.Atoi, maxKeepDays, " days (100 years)"), "a whole number of days"),
		number("DECKHAND_BACKUP_EVERY", &c.BackupEvery, !canOff, atLeast(upTo(time.ParseDuration, bot.MaxIdle, " (10 years)"), minBackupEvery), "a duration such as 6h or 30m (no backups: leave DECKHAND_BACKUP_DIR empty)"),
		number("DECKHAND_BACKUP_KEEP", &c.BackupKeep, canOff, upTo(strconv.Atoi, maxBackups, " backups"), "a whole number of backups"),
		number("DECKHAND_MAX_TABLES_PER_USER", &c.MaxTablesPerUser, canOff, upTo(strconv.Atoi, bot.MaxTables, " tables"), "a whole number of tables"),
		number("DECKHAND_MAX_TABLES_PER_SERVER", &c.MaxTablesPerGuild, canOff, upTo(strconv.Atoi, bot.MaxTables, " tables"), "a whole number of tables"),
		number("DECKHAND_LOBBY_IDLE", &c.LobbyIdle, canOff, upTo(time.ParseDuration, bot.MaxIdle, " (10 years)"), "a duration such as 6h or 30m"),
		number("DECKHAND_GAME_IDLE", &c.GameIdle, canOff, upTo(time.ParseDuration, bot.MaxIdle, " (10 years)"), "a duration such as 6h or 30m"),
		number("DECKHAND_MAX_TOURNAMENT_PLAYERS", &c.MaxTournamentPlayers, canOff, upTo(strconv.Atoi, maxTournamentPlayers, " players"), "a whole number of players"),
	}
}

// The bounds of the binary's own numbers (the bot's are in bot.Config's
// Check). A keep age past a century once overflowed the prune's cutoff
// into the future, which pruned every finished game.
const (
	maxKeepDays = 36500
	maxBackups  = 100_000
	maxGOGC     = 1_000_000
	// maxTournamentPlayers: a Swiss round of 1,000 pairs in under a
	// second of a core; ten times that is past any server's event.
	maxTournamentPlayers = 10_000
	// minBackupEvery: a backup copies the whole file, and one every
	// nanosecond would keep the disk busy copying.
	minBackupEvery = time.Minute
)

// outOfBounds is a number that parses but is past its setting's bounds;
// its words say the bound.
type outOfBounds struct{ words string }

func (e outOfBounds) Error() string { return e.words }

// upTo refuses what parse reads above most, which unit (a word and
// words in brackets) describes.
func upTo[T int | float64 | time.Duration](parse func(string) (T, error), most T, unit string) func(string) (T, error) {
	return func(v string) (T, error) {
		n, err := parse(v)
		if err == nil && n > most {
			return 0, outOfBounds{fmt.Sprintf("more than %v%s", most, unit)}
		}
		return n, err
	}
}

// atLeast refuses a duration parse reads above 0 but below least.
func atLeast(parse func(string) (time.Duration, error), least time.Duration) func(string) (time.Duration, error) {
	return func(v string) (time.Duration, error) {
		d, err := parse(v)
		if err == nil && d > 0 && d < least {
			return 0, outOfBounds{fmt.Sprintf("less than %s", least)}
		}
		return d, err
	}
}

// between refuses what parse reads above 0 but outside least and most.
func between(parse func(string) (float64, error), least, most float64, unit string) func(string) (float64, error) {
	return func(v string) (float64, error) {
		n, err := parse(v)
		if err == nil && n > 0 && !(n >= least && n <= most) {
			return 0, outOfBounds{fmt.Sprintf("not between %g and %g %s", least, most, unit)}
		}
		return n, err
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
		var far outOfBounds
		switch {
		case errors.As(err, &far):
			return fmt.Errorf("%s %q is %s%s", name, v, far.words, orOff)
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
