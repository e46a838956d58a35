package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// seasonCheckEvery is how often timed seasons are looked at: a season of
// days ends within a minute of its last one.
const seasonCheckEvery = time.Minute

// seasonWatch ends the servers' timed seasons as they run out: a part of
// its own, which only the clock of seasons moves.
type seasonWatch struct {
	*runState
	cfg   *Config
	store *storage.Store
	out   *outbox
}

// now is the time seasons are measured by (Config.Now).
func (b *seasonWatch) now() time.Time {
	if b.cfg.Now != nil {
		return b.cfg.Now()
	}
	return time.Now()
}

// watch ends, at start and then every seasonCheckEvery until the
// bot closes, each timed season whose length ran out, and tells the
// channel it was started in. The season's record is in the database, so
// a season that ran out while the bot was down ends at its next start.
func (b *seasonWatch) watch() {
	tick := time.NewTicker(seasonCheckEvery)
	defer tick.Stop()
	for {
		b.endDueSeasons()
		select {
		case <-b.stop:
			return
		case <-tick.C:
		}
	}
}

func (b *seasonWatch) endDueSeasons() {
	defer b.recoverAndLog("ending seasons", "")
	ends, err := b.store.EndDueSeasons(b.now())
	if err != nil {
		b.log.Error("ending seasons", "err", err)
		return
	}
	for _, end := range ends {
		if end.Ended.Channel != "" {
			b.out.say(end.Ended.Guild, end.Ended.Channel, render.SeasonEndedIn(b.out.langs.public(end.Ended.Guild), end))
		}
	}
}
