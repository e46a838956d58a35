package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/livehand"
)

// writeHand sends m, a hand of table tableID that shows live as lh, to
// message id ("" for a new message) with the picture of its scene s,
// as a player first sees it: the picture is drawn now, with no lock
// held, before m goes, unless the message holds it already, which then
// stays without being uploaded again. The text view goes alone only
// when no picture can be had: the game draws none, it failed to draw,
// Discord refused the upload, or no drawing slot came within within
// (the drawing queue is congested), the one case in which the picture
// follows by an edit once drawn. A live edit (takeOver false) is not sent once the
// message shows something else; an answer (takeOver true) makes it
// lh's. send sends and returns the id of the message written, and edit
// edits it afterwards; writeHand reports whether m was sent.
func (b *hands) writeHand(tableID, id string, lh *livehand.Hand, m discord.Message, s takenScene, within time.Duration, takeOver bool, send, edit func(discord.Message) (string, error)) (sent bool, err error) {
	var e *handMessage
	var last messagePicture
	if id != "" {
		e = b.handMsgs.Get(id)
		e.Writing.Lock()
		defer e.Writing.Unlock()
		if !takeOver && !b.handMsgs.Shows(e, lh) {
			return false, nil
		}
		last = e.Picture
	}
	pictured := m
	now, congested := b.out.picture(tableID, &m, handPicture, s, id, last, within)
	written := id
	onPicture, err := b.out.orText(tableID, m, func(m discord.Message) error {
		msgID, err := send(m)
		if err == nil && msgID != "" {
			written = msgID
		}
		return err
	})
	if !onPicture {
		now = messagePicture{} // none, or not known: the next write does not count on it
	}
	if written == "" {
		return true, err
	}
	if written != id {
		// A new message, which nothing else writes before this answer
		// has named it.
		e = b.handMsgs.Get(written)
		e.Writing.Lock()
		defer e.Writing.Unlock()
	}
	now.msgID = written
	e.Picture = now
	e.Writes++
	b.handMsgs.Wrote(e, lh)
	if err == nil && congested {
		b.followHand(tableID, e, e.Writes, lh, pictured, s, edit)
	}
	return true, err
}

// followHand draws the picture of a hand that went as its text view
// because the drawing queue was congested, and edits it in once drawn,
// unless the message was written since (that write shows the hand as it
// is now, with its own picture) or shows another hand. The edit
// uploads the picture it names.
func (b *hands) followHand(tableID string, e *handMessage, writes uint64, lh *livehand.Hand, m discord.Message, s takenScene, edit func(discord.Message) (string, error)) {
	if !b.enter() {
		return
	}
	b.background.add()
	go func() {
		defer b.wg.Done()
		defer b.background.done()
		defer b.recoverAndLog("drawing a hand", tableID)
		current := func() bool { return e.Writes == writes && b.handMsgs.Shows(e, lh) }
		e.Writing.Lock()
		stale := !current()
		e.Writing.Unlock()
		if stale {
			return
		}
		// A write of the message meanwhile, done or under way (it holds
		// writing, and may itself wait for a slot), makes the picture
		// stale.
		png, sum, err := b.out.drawWanted(s, tableID, 0, func() bool {
			if !e.Writing.TryLock() {
				return false
			}
			defer e.Writing.Unlock()
			return current()
		})
		if err != nil {
			return
		}
		e.Writing.Lock()
		defer e.Writing.Unlock()
		if !current() || !show(&m, handPicture, s) {
			return
		}
		m.Files = []discord.File{{Name: handPicture, ContentType: "image/png", Data: png}}
		id, err := edit(m)
		e.Writes++
		if err != nil {
			b.log.Warn("adding the hand's picture", "table", tableID, "err", err)
			e.Picture = messagePicture{} // not known
			return
		}
		e.Picture = messagePicture{msgID: id, scene: s.sum, png: sum}
		b.handMsgs.Wrote(e, lh)
	}()
}
