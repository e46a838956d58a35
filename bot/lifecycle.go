package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// lifecycle carries out the table's life cycle: it asks the rules
// (bot/table) what an event does at a table, words their refusal, and
// carries out what they decide with the parts that do it: the save (the
// runtime, with forfeits in the same write), the turn clock, the CPU
// players, the hands, the outbox's lines and the board. It holds no state
// of its own, and so no lock; it is given a table only on the table's loop.
type lifecycle struct {
	cfg   *Config
	store *storage.Store
	rt    *tableRuntime
	out   *outbox
	hands *hands
	clock *clock
	cpus  *cpus
	langs *languages
}

// decide asks the rules what e does at t (on its loop) and carries it out:
// the refusal in the member's words, or the change saved and its effects
// done. c is the click or command to answer, nil for the bot's own
// changes (the clock's, a member's data forgotten).
func (b *lifecycle) decide(c *discord.Context, t *table, e domain.Event) (answer, error) {
	next, effects, err := domain.Step(domainOf(t), e)
	if err != nil {
		return nil, refusedBy(err, t)
	}
	return b.carry(c, t, next, effects)
}

// carry carries out effects, in order, on t's loop: the save first
// (settle), and nothing after it unless it is saved. It returns the
// answer to c the effects make, if any. A Deal is Start's alone, which
// deals before its save (tableActions.start) and carries out the rest
// itself.
func (b *lifecycle) carry(c *discord.Context, t *table, next domain.Table, effects []domain.Effect) (answer, error) {
	var answered answer
	shown := false // afterChange ran, and let an ended table go
	for _, e := range effects {
		switch e := e.(type) {
		case domain.Save:
			if err := b.settle(t, next, effects, nil); err != nil {
				return nil, err
			}
		case domain.CloseHand:
			b.hands.seatLeft(t, e.Seat)
		case domain.AskCPUs:
			b.cpus.kickCPUs(t)
		case domain.ShowBoard:
			b.rt.afterChange(t)
			shown = true
		case domain.ShowLobby:
			if c == nil {
				b.rt.afterChange(t) // nobody clicked it: its message is edited
				shown = true
				continue
			}
			answered = update(c, render.Lobby(b.langs.board(t)))
		case domain.Say:
			l := b.langs.public(t.rec.GuildID)
			b.out.say(t.rec.GuildID, t.rec.ChannelID, b.wordsOf(l, e.News, games.InfoIn(t.game, l).Name))
		case domain.Tell: // public: the answer, as the notice, is the channel's
			l := b.langs.public(t.rec.GuildID)
			words := b.wordsOf(l, e.News, games.InfoIn(t.game, l).Name)
			if c == nil { // nobody to answer: the channel hears it all the same
				b.out.say(t.rec.GuildID, t.rec.ChannelID, words)
				continue
			}
			answered = respond(c, discord.Message{Content: words})
		case domain.Forget:
			if !shown {
				b.rt.forget(t)
			}
		}
	}
	return answered, nil
}

// settle saves t as next, with the forfeits of effects' Save in the same
// write and the turn clock started again (SetTimer) or stopped
// (StopTimer) in the same change; also, if any, changes the record
// further. A failed save leaves t as it was.
func (b *lifecycle) settle(t *table, next domain.Table, effects []domain.Effect, also func(*storage.Table)) error {
	var forfeits []domain.Forfeit
	var timer, stop bool
	for _, e := range effects {
		switch e := e.(type) {
		case domain.Save:
			forfeits = e.Forfeits
		case domain.SetTimer:
			timer = true
		case domain.StopTimer:
			stop = true
		}
	}
	save := b.store.Save
	if len(forfeits) > 0 {
		fs := forfeitsOf(t.rec, forfeits)
		save = func(rec *storage.Table) error { return b.store.SaveForfeiting(rec, fs...) }
	}
	return b.rt.updateWith(t, func(rec *storage.Table) {
		recordOf(rec, next)
		if also != nil {
			also(rec)
		}
		switch {
		case stop:
			rec.Deadline = time.Time{}
		case timer:
			b.clock.setDeadline(t)
		}
	}, save)
}
