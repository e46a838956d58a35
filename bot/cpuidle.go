package bot

import (
	"fmt"
	"slices"
	"time"

	"github.com/deckhand/deckhand/storage"
)

// A table whose people have all gone away must not keep a core busy:
// with a turn timer the timer moves for them and the CPU seats answer,
// round after round, until the game ends (seven Hard CPUs held 98% of a
// core that way). So CPU seats think only while someone seated has acted
// lately; past that they rest until someone does, and a table with
// nobody seated ends.

// away reports whether t's CPU seats should rest: nobody seated has
// acted (a move, Hand, a click on the hand) for Config.CPUIdle nor for
// two turn timers. Two, because a person waiting on another's timer acts
// within about one: the timer moves for the other, then it is their turn.
func (b *Bot) away(t *table) bool {
	if b.cfg.CPUIdle <= 0 || !slices.ContainsFunc(t.rec.Seats, func(s storage.Seat) bool { return s.CPU }) {
		return false
	}
	return time.Since(t.cpu.seen) >= max(b.cfg.CPUIdle, 2*b.scaled(t.rec.Timer))
}

// rest stops t's CPU seats until someone seated acts. The turn timer
// stops too: it would only move for the absent and set the CPUs going
// again. The channel is told once, and the game is left to GameIdle.
func (b *Bot) rest(t *table) {
	clear(t.cpu.overdue)
	if t.cpu.resting {
		return
	}
	t.cpu.resting = true
	t.rec.Deadline, t.rec.Warned = time.Time{}, false
	b.saveTimer(t)
	t.stopTimer()
	words := fmt.Sprintf("💤 Nobody at this %s table has played for %s, so the CPU players are waiting. Press **Hand** or make a move to go on.",
		t.game.Info().Name, time.Since(t.cpu.seen).Round(time.Minute))
	if b.cfg.GameIdle > 0 {
		words += fmt.Sprintf(" The game closes after %s without a move.", b.cfg.GameIdle)
	}
	b.say(t.rec.ChannelID, words)
}

// present notes, with t locked, that someone seated acted: resting CPU
// seats start again, and so does the turn timer.
func (b *Bot) present(t *table) {
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
	b.kickCPUs(t)
}

// endUnseated ends t, with t locked, when nobody is seated at it any
// more: CPU seats would play it out for no one.
func (b *Bot) endUnseated(t *table) {
	if err := b.update(t, func(rec *storage.Table) { rec.Phase, rec.Deadline = storage.Cancelled, time.Time{} }); err != nil {
		return
	}
	b.say(t.rec.ChannelID, fmt.Sprintf("Nobody is seated at the %s game here any more, so it has ended.", t.game.Info().Name))
	b.afterChange(t)
}
