package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
)

// HandSettle is the settle time of a hand's picture Deckhand runs with
// (Config.HandSettle). A picture takes a core for 1-5 ms, and at a table
// played briskly a hand's cards often change again within a fraction of
// a second (a multi-step turn, the end of a round); a picture a quarter
// of a second late is not seen as late.
const HandSettle = 250 * time.Millisecond

// handPictures is one seat's newest hand message and its picture.
type handPictures struct {
	// mu is held while a hand answer or a picture following one goes
	// out, so that an older picture never lands on a newer answer.
	mu  mutex
	seq uint64 // counts the seat's hand answers
	msg carried
	// live is the id of the message that shows the hand live (liveHand),
	// until an answer that is no hand replaces it (Bot.replacing).
	live string
}

func (p *pictures) hand(seat int) *handPictures {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.hands == nil {
		p.hands = map[int]*handPictures{}
	}
	if p.hands[seat] == nil {
		p.hands[seat] = &handPictures{}
	}
	return p.hands[seat]
}

// replyHand answers c with seat's hand; t is locked. The answer goes out
// at once with the text, keeping the picture the hand message carries
// when its scene is unchanged; otherwise the new picture is drawn once
// the table is unlocked and follows by an edit of the answer. It returns
// the hand's text as sent, without its picture.
func (b *hands) replyHand(c *discord.Context, t *table, seat, page int, note string) (discord.Message, error) {
	m := render.Hand(t.view(), seat, page, note)
	text := m
	s := b.out.takeScene(t, seat)
	tableID := t.rec.ID
	hp := t.pics.hand(seat)
	hp.mu.Lock()
	defer hp.mu.Unlock()
	hp.seq++
	target := "" // the message the answer replaces; "" for a new one
	if c.FromEphemeral() {
		target = c.Interaction.Message.ID
	}
	last, shown := hp.msg, false
	c.Keep() // this answer is the hand: the bot keeps its state right here
	reply := func(m discord.Message) error {
		if err := c.Reply(m); err != nil {
			return err
		}
		b.setLive(hp, c.Answer().MessageID)
		return nil
	}
	out := m // what goes now; m stays the pictured message its picture follows on
	if s.ok() && last.on(target) && (last.scene == s.sum || !drawing.congested()) {
		// The old picture stays until the new one follows.
		shown = show(&m, handPicture, s)
		out = m
		if last.scene == s.sum {
			return text, reply(out)
		}
	} else {
		// It may carry a picture we no longer know, or one of cards
		// no longer held that would stay up while pictures queue. It
		// goes as its whole text until its picture follows.
		m.ClearFiles = target != ""
		out = plainOf(m)
		hp.msg, last = carried{}, carried{}
	}
	b.background.add() // before the answer goes: its picture is work under way (Busy)
	if err := reply(out); err != nil || !s.ok() || !b.enter() {
		b.background.done()
		return text, err
	}
	go b.followHand(c.EditAnswer, hp, hp.seq, tableID, m, s, target, last, shown)
	return text, nil
}

// followHand draws the picture of a hand message, sent as m, and edits
// the message with it (edit), unless a newer answer or live edit of the
// seat's hand has gone out meanwhile (its own picture follows it).
func (b *hands) followHand(edit func(discord.Message) (string, error), hp *handPictures, seq uint64, tableID string, m discord.Message, s shot, target string, last carried, shown bool) {
	defer b.wg.Done()
	defer b.background.done()
	defer b.survive("drawing a hand", tableID)
	stale := func() bool {
		hp.mu.Lock()
		defer hp.mu.Unlock()
		return hp.seq != seq
	}
	if b.cfg.HandSettle > 0 {
		select {
		case <-time.After(b.cfg.HandSettle):
		case <-b.stop:
			return
		}
	}
	now := b.out.picture(tableID, &m, handPicture, s, target, last, stale)
	hp.mu.Lock()
	defer hp.mu.Unlock()
	if hp.seq != seq {
		return
	}
	if len(m.Files) == 0 && !(m.ClearFiles && shown) {
		hp.msg = now // what the answer shows is right already
		return
	}
	var msgID string
	pictured, err := b.out.orText(tableID, m, func(m discord.Message) error {
		id, err := edit(m)
		if err == nil {
			msgID = id
		}
		return err
	})
	if err != nil {
		b.log.Warn("adding the hand's picture", "table", tableID, "err", err)
	}
	if !pictured {
		now = carried{}
	}
	now.msgID = msgID
	hp.msg = now
}
