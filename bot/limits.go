package bot

import (
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/storage"
)

// Refusals of the bounds on open tables.
var (
	errTooManyOfYours = discord.Refuse(discord.Invalid, "You already host as many open tables as one person may. End or finish one first (`/end` in its channel).")
	errServerFull     = discord.Refuse(discord.Invalid, "This server has as many open tables as it may. Finish or end one first.")
)

// loaded is every table in memory: after start, every unfinished table.
func (b *tableRuntime) loaded() []*table {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Collect(maps.Values(b.tables))
}

// withinBounds refuses a new table for a host or a server that has as
// many unfinished tables as Config allows. Every unfinished table is in
// memory, so this reads no disk; each table is locked on its own, after
// the runtime's lock is let go (locks.go: a table before the runtime's).
func (b *tableRuntime) withinBounds(guildID, host string) error {
	if b.cfg.MaxTablesPerUser <= 0 && b.cfg.MaxTablesPerGuild <= 0 {
		return nil
	}
	hosted, inGuild := 0, 0
	for _, t := range b.loaded() {
		t.locked(func() {
			if t.rec.Phase.Done() || t.rec.GuildID != guildID {
				return
			}
			inGuild++
			if t.rec.Host == host {
				hosted++
			}
		})
	}
	if b.cfg.MaxTablesPerUser > 0 && hosted >= b.cfg.MaxTablesPerUser {
		return errTooManyOfYours
	}
	if b.cfg.MaxTablesPerGuild > 0 && inGuild >= b.cfg.MaxTablesPerGuild {
		return errServerFull
	}
	return nil
}

// sweepEvery is how often idle tables are looked for: a quarter of the
// shortest idle limit, and at least once a minute.
func (b *clock) sweepEvery() time.Duration {
	every := time.Minute
	for _, d := range []time.Duration{b.cfg.LobbyIdle, b.cfg.GameIdle} {
		if d > 0 {
			every = min(every, d/4)
		}
	}
	return max(every, time.Millisecond)
}

// sweepIdle closes, until the bot closes, the lobbies idle for
// Config.LobbyIdle and the games idle for Config.GameIdle: a table
// nobody touches would otherwise hold its channel and its memory for
// ever.
func (b *clock) sweepIdle() {
	if b.cfg.LobbyIdle <= 0 && b.cfg.GameIdle <= 0 {
		return
	}
	tick := time.NewTicker(b.sweepEvery())
	defer tick.Stop()
	for {
		select {
		case <-b.stop:
			return
		case <-tick.C:
		}
		for _, t := range b.rt.loaded() {
			t.locked(func() {
				defer b.survive("closing an idle table", t.rec.ID)
				b.closeIfIdle(t, time.Now())
			})
		}
	}
}

// closeIfIdle cancels t, with t locked, if it has been left alone too
// long, and says so in its channel.
func (b *clock) closeIfIdle(t *table, now time.Time) {
	limit, what := b.cfg.GameIdle, "game"
	if t.rec.Phase == storage.Lobby {
		limit, what = b.cfg.LobbyIdle, "table"
	}
	if t.rec.Phase.Done() || limit <= 0 || now.Sub(t.rec.Updated) < limit {
		return
	}
	if err := b.rt.update(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} }); err != nil {
		return
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, fmt.Sprintf("The %s %s here was closed after %s without a move. Start a new one with `/play`.",
		t.game.Info().Name, what, limit.Round(time.Second)))
	b.rt.afterChange(t)
}
