package bot

import (
	"time"

	domain "github.com/deckhand/deckhand/bot/table"
)

// sweepEvery is how often idle tables are looked for (domain.SweepEvery).
func (b *clock) sweepEvery() time.Duration {
	return domain.SweepEvery(b.cfg.LobbyIdle, b.cfg.GameIdle)
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
			t.do(func() {
				defer b.recoverAndLog("closing an idle table", t.rec.ID)
				b.closeIfIdle(t, time.Now())
			})
		}
	}
}

// closeIfIdle closes t, on t's loop, if it has been left alone longer
// than its phase may (domain.CloseIdle), and says so in its channel; a
// rated game closed so is lost by the people it was waiting on.
func (b *clock) closeIfIdle(t *table, now time.Time) {
	if t.rec.Phase.Done() {
		return
	}
	next, effects, err := domain.Step(domainOf(t), domain.CloseIdle{Now: now, LobbyIdle: b.cfg.LobbyIdle, GameIdle: b.cfg.GameIdle})
	if err != nil || len(effects) == 0 {
		return
	}
	// A failed save keeps the table as it was; the next sweep tries again.
	_, _ = b.cycle.carry(nil, t, next, effects)
}
