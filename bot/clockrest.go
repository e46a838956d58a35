package bot

import (
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
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

// away reports whether t should rest: nobody seated has acted (a move,
// Start, Hand, a click on the hand) for Config.CPUIdle nor for two turn
// timers. Two, because a person waiting on another's timer acts within
// about one: the timer moves for the other, then it is their turn.
func (b *clock) away(t *table) bool {
	if b.cfg.CPUIdle <= 0 {
		return false
	}
	return time.Since(t.cpu.seen) >= max(b.cfg.CPUIdle, 2*b.scaled(t.rec.Timer))
}

// rest stops t's CPU seats and its turn timer until someone seated
// acts. The channel is told once, and the game is left to GameIdle.
func (b *clock) rest(t *table) {
	clear(t.cpu.overdue)
	if t.cpu.resting {
		return
	}
	t.cpu.resting = true
	t.rec.Deadline, t.rec.Warned = time.Time{}, false
	b.saveTimer(t)
	t.stopTimer()
	l := b.rt.langs.public(t.rec.GuildID)
	words := l.T("deckhand.timer.resting", "Game", games.InfoIn(t.game, l).Name, "Idle", time.Since(t.cpu.seen).Round(time.Second).String())
	if b.cfg.GameIdle > 0 {
		words += " " + l.T("deckhand.timer.closes_after", "Idle", b.cfg.GameIdle.String())
	}
	b.out.say(t.rec.GuildID, t.rec.ChannelID, words)
}

// present notes, with t locked, that someone seated acted: resting CPU
// seats start again, and so does the turn timer.
func (b *clock) present(t *table) {
	t.cpu.seen = time.Now()
	if !t.cpu.resting {
		return
	}
	t.cpu.resting = false
	if t.rec.Phase != storage.Playing || t.state == nil {
		return
	}
	b.setDeadline(t)
	b.saveTimer(t)
	b.armTimer(t)
	b.cpus.kickCPUs(t)
}
