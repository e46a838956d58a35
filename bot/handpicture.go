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
	// mu guards the fields below; it is never held while a request goes
	// out. The hand's answers, live edits and pictures are ordered by
	// their table's answer turns (answerturn.go) instead.
	mu  mutex
	seq uint64 // counts the seat's hand answers
	msg carried
	// live is the id of the message that shows the hand live (liveHand),
	// until an answer that is no hand replaces it (Bot.replacing).
	live string
	// editing is closed once the edit of the hand on its way is done; nil
	// with none: msg may not say what the message shows until then.
	editing chan struct{}
}

// startEdit notes that an edit of the hand goes out now; hp.mu is held.
// The returned func, called with hp.mu held, notes that it is done.
func (hp *handPictures) startEdit() (done func()) {
	ch := make(chan struct{})
	hp.editing = ch
	return func() {
		close(ch)
		if hp.editing == ch {
			hp.editing = nil
		}
	}
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

// replyHand answers c with seat's hand; t is locked. The answer goes
// out once t is unlocked (withAnswer), with the text, keeping the picture
// the hand message carries when its scene is unchanged; otherwise the new
// picture is drawn and follows by an edit of the answer. It returns the
// hand's text as sent, without its picture.
func (b *hands) replyHand(c *discord.Context, t *table, seat, page int, note string) (discord.Message, error) {
	m := render.Hand(t.view(), seat, page, note)
	text := m
	s := b.out.takeScene(t, seat)
	tableID := t.rec.ID
	hp := t.pics.hand(seat)
	hp.mu.Lock()
	hp.seq++ // a picture or live edit rendered before this answer must not land after it
	seq := hp.seq
	target := "" // the message the answer replaces; "" for a new one
	if c.FromEphemeral() {
		target = c.Interaction.Message.ID
	}
	last, shown, follow := hp.msg, false, s.ok()
	out := m // what goes now; m stays the pictured message its picture follows on
	// While an edit of the hand is on its way, what the message carries
	// is not known: its picture is not relied on.
	if s.ok() && hp.editing == nil && last.on(target) && (last.scene == s.sum || !drawing.congested()) {
		// The old picture stays until the new one follows.
		shown = show(&m, handPicture, s)
		out = m
		follow = last.scene != s.sum
	} else {
		// It may carry a picture we no longer know, or one of cards
		// no longer held that would stay up while pictures queue. It
		// goes as its whole text until its picture follows.
		m.ClearFiles = target != ""
		out = plainOf(m)
		hp.msg, last = carried{}, carried{}
	}
	hp.mu.Unlock()
	c.Keep() // this answer is the hand: the bot keeps its state right here
	if follow {
		b.background.add() // before the answer goes: its picture is work under way (Busy)
	}
	if err := c.Reply(out); err != nil {
		if follow {
			b.background.done()
		}
		return text, err
	}
	c.AfterAnswer(func(err error) {
		if err == nil {
			hp.mu.Lock()
			b.setLive(hp, c.Answer().MessageID)
			hp.mu.Unlock()
		}
		if !follow {
			return
		}
		if err != nil || !b.enter() {
			b.background.done()
			return
		}
		go b.followHand(t, c.EditAnswer, hp, seq, tableID, m, s, target, last, shown)
	})
	return text, nil
}

// followHand draws the picture of a hand message, sent as m, and edits
// the message with it (edit), unless a newer answer or live edit of the
// seat's hand has gone out meanwhile (its own picture follows it). The
// edit takes its turn among t's answers, so that an answer made after
// the check cannot land before it.
func (b *hands) followHand(t *table, edit func(discord.Message) (string, error), hp *handPictures, seq uint64, tableID string, m discord.Message, s shot, target string, last carried, shown bool) {
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
	var turn answerTurn
	t.locked(func() { turn = t.takeTurn() })
	defer close(turn.done)
	turn.wait()
	hp.mu.Lock()
	if hp.seq != seq {
		hp.mu.Unlock()
		return
	}
	if len(m.Files) == 0 && !(m.ClearFiles && shown) {
		hp.msg = now // what the answer shows is right already
		hp.mu.Unlock()
		return
	}
	done := hp.startEdit()
	hp.mu.Unlock()
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
	hp.mu.Lock()
	defer hp.mu.Unlock()
	done()
	if hp.seq == seq { // else an answer since no longer relies on it
		hp.msg = now
	}
}
