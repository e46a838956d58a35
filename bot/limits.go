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
// long, and says so in its channel. A rated game closed so is lost by
// the people it was waiting on, each to every other person seated, in
// the same write, as if they had left it: a player about to lose a game
// without a turn timer cannot stop answering and have it close unrated.
func (b *clock) closeIfIdle(t *table, now time.Time) {
	limit, what := b.cfg.GameIdle, "game"
	if t.rec.Phase == storage.Lobby {
		limit, what = b.cfg.LobbyIdle, "table"
	}
	if t.rec.Phase.Done() || limit <= 0 || now.Sub(t.rec.Updated) < limit {
		return
	}
	forfeits := idleForfeits(t)
	save := b.store.Save
	if len(forfeits) > 0 {
		save = func(rec *storage.Table) error { return b.store.SaveForfeiting(rec, forfeits...) }
	}
	if err := b.rt.updateWith(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} }, save); err != nil {
		return
	}
	words := fmt.Sprintf("The %s %s here was closed after %s without a move. Start a new one with `/play`.",
		t.game.Info().Name, what, limit.Round(time.Second))
	if len(forfeits) > 0 {
		var lost []string
		for _, f := range forfeits {
			lost = append(lost, f.UserID)
		}
		words += fmt.Sprintf(" The game was waiting on %s: in the ratings, it counts as their loss to %s.", mentions(lost), mentions(forfeits[0].Against))
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, words)
	b.rt.afterChange(t)
}

// idleForfeits are the forfeits of a game closed for idleness: one for
// each person it was waiting on, against every person seated it was not
// waiting on; none when it waited on nobody seated, or on everyone.
func idleForfeits(t *table) []storage.Forfeit {
	waited := humansWaited(t)
	if len(waited) == 0 {
		return nil
	}
	var against []string
	for i, s := range t.rec.Seats {
		if !s.CPU && !slices.Contains(waited, i) {
			against = append(against, s.UserID)
		}
	}
	if len(against) == 0 {
		return nil
	}
	var out []storage.Forfeit
	for _, seat := range waited {
		out = append(out, storage.Forfeit{GuildID: t.rec.GuildID, TableID: t.rec.ID, Game: t.rec.Game,
			UserID: t.rec.Seats[seat].UserID, Against: against})
	}
	return out
}
