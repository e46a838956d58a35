package bot

import (
	"time"

	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

// A table whose people have all gone away must not keep a core busy:
// with a turn timer the timer moves for them and the CPU seats answer,
// round after round, until the game ends (seven Hard CPUs at Bitch with
// a one-minute timer keep a good share of a core busy, as
// BenchmarkCPUAbsentHost measures). Nor should its timer keep posting
// lines for nobody: 2,000 such tables with one-minute timers would ask
// more of Discord's global rate limit than it allows. So a table goes on
// by itself only while someone seated has acted lately; past that its
// CPU seats and its timer rest until someone does, and a table with
// nobody seated ends.

// away reports whether t should rest (domain.Clock.Away).
func (b *clock) away(t *table) bool {
	return b.clockOf(t).Away(time.Now(), b.cfg.CPUIdle)
}

// rest stops t's CPU seats and its turn timer until someone seated
// acts (domain.Clock.Rest). The channel is told once, and the game is
// left to GameIdle.
func (b *clock) rest(t *table) {
	t.cpu.NoneOverdue()
	c, told := b.clockOf(t).Rest()
	if !told {
		return
	}
	setClock(t, c)
	b.saveTimer(t)
	t.stopTimer()
	l := b.rt.langs.public(t.rec.GuildID)
	words := l.T("deckhand.timer.resting", "Game", games.InfoIn(t.game, l).Name, "Idle", time.Since(c.Seen).Round(time.Second).String())
	if b.cfg.GameIdle > 0 {
		words += " " + l.T("deckhand.timer.closes_after", "Idle", b.cfg.GameIdle.String())
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, words)
}

// present notes, on t's loop, that someone seated acted
// (domain.Clock.Present): a resting table wakes, its turn timer and its
// CPU seats started again.
func (b *clock) present(t *table) {
	c, wake := b.clockOf(t).Present(time.Now(), func() domain.Turn { return turnOf(t) })
	setClock(t, c)
	if !wake {
		return
	}
	b.saveTimer(t)
	b.armTimer(t)
	b.cpus.kickCPUs(t)
}
