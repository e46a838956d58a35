package bot

import (
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
)

// errRestarting answers what arrives while the bot stops: nothing of it
// was done, and the next process takes it in a moment.
var errRestarting = discord.RefuseT(discord.Invalid, "deckhand.refusal.restarting")

// turnedAway counts the interactions answered with errRestarting while
// the bot drains, so that Close returns only once each answer has gone:
// the gateway stays open until the very end, and whatever it delivers
// meanwhile is answered, never dropped. Its lock is a leaf.
type turnedAway struct {
	mu   sync.Mutex
	gone bool      // the gateway is closed: nothing more arrives
	last time.Time // when the last one arrived
	wg   sync.WaitGroup
}

// enter counts one in unless the gateway is closed.
func (a *turnedAway) enter() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.gone {
		return false
	}
	a.last = time.Now()
	a.wg.Add(1)
	return true
}

// The gateway closes once nothing has arrived for quietBefore, or after
// quietAtMost of waiting for such a moment. Whatever Discord sends after
// the client stops reading and before it reads the close is lost to both
// processes; told that the bot restarts, members pause, and the close
// falls in the pause.
const (
	quietBefore = 250 * time.Millisecond
	quietAtMost = 2 * time.Second
)

// quiet waits until nothing has arrived for quietBefore, or quietAtMost.
func (a *turnedAway) quiet() {
	end := time.Now().Add(quietAtMost)
	for {
		a.mu.Lock()
		calm := time.Since(a.last)
		a.mu.Unlock()
		if calm >= quietBefore || !time.Now().Before(end) {
			return
		}
		time.Sleep(min(quietBefore-calm, time.Until(end)))
	}
}

// close waits for every answer counted in; none is counted after.
func (a *turnedAway) close() {
	a.mu.Lock()
	a.gone = true
	a.mu.Unlock()
	a.wg.Wait()
}

// serve hands an interaction to the router, or turns it away once the
// bot is draining.
func (b *Bot) serve(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	if b.enter() {
		defer b.wg.Done()
		if ic.Interaction != nil && ic.GuildLocale != nil {
			b.langs.seen(ic.GuildID, string(*ic.GuildLocale))
		}
		b.router.Handle(s, ic)
		return
	}
	if b.away.enter() {
		defer b.away.wg.Done()
		b.router.TurnAway(s, ic, errRestarting)
	}
}

// Drain is the first half of a clean stop: the bot says it is not ready
// (Ready), takes no new work (what arrives is turned away with an
// answer), waits for the work in flight (answers, CPU moves, board
// edits) and stops the timers, so that the store may be closed. The
// gateway stays connected until Close. It may be called more than once.
func (b *Bot) Drain() {
	b.drained.Do(func() {
		b.beginClose()
		b.wg.Wait()
		b.out.leaveBehind(b.store)
		// t.timer is its loop's: the tables are collected first, and
		// each timer stopped by a job of its table. A timer that fires
		// meanwhile finds the bot closed and does nothing.
		for _, t := range b.rt.loaded() {
			t.do(t.stopTimer)
		}
	})
}
