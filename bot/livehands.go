package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// tokenLife is how long the bot keeps a hand live: Discord honours an
// interaction's token for discord.TokenLife; a minute is kept in hand for
// an edit queued behind others.
const tokenLife = discord.TokenLife - time.Minute

// liveHand is a seat's newest open hand: the private message that shows
// it, and the token of the interaction that showed it, which lets the bot
// edit that message, and no other, when the game changes for that seat.
type liveHand struct {
	msg discord.Answer
	// user is the member it was shown to: it shows the seat only while
	// they hold it (a seat left to a CPU is no longer theirs to see).
	user string
	// lang is the language its member read it in: its live edits are
	// in the same.
	lang  *lang.Lang
	at    time.Time
	page  int
	shown uint64 // fingerprint of what the hand shows now
}

// showHand is the answer to c with seat's hand, which it keeps live. The
// answer goes out on the table's sender (withAnswer), with its picture
// drawn then (writeHand): until then the seat's live hand is pending,
// with no message, and live edits pass it by; once the answer is out it
// names its message, and a change made meanwhile is shown by a live
// edit.
func (b *hands) showHand(c *discord.Context, t *table, seat, page int, note string) (answer, error) {
	l := reader(c)
	m := render.Hand(t.viewIn(l), seat, page, note)
	s := b.out.takeSceneIn(t, seat, l)
	tableID := t.rec.ID
	target := "" // the message the answer replaces; "" for a new one
	if c.FromEphemeral() {
		target = c.Interaction.Message.ID
	}
	shown := fingerprint(m)
	if note != "" {
		shown = 0 // the note goes at the next change
	}
	pending := &liveHand{user: c.User.ID, lang: l, at: time.Now(), page: page, shown: shown}
	c.Keep() // this answer is the hand: writeHand keeps the message's state
	if t.hands == nil {
		t.hands = map[int]*liveHand{}
	}
	prev, changes := t.hands[seat], t.changes
	t.hands[seat] = pending
	return func() error {
		_, err := b.writeHand(tableID, target, pending, m, s, pace.AnswerDrawWait, true, func(m discord.Message) (string, error) {
			if err := c.Reply(m); err != nil {
				return "", err
			}
			return c.Answer().MessageID, nil
		}, c.EditAnswer)
		msg := c.Answer()
		again := false
		t.do(func() {
			if t.hands[seat] != pending {
				return // answered again since
			}
			if err != nil || msg.MessageID == "" {
				t.hands[seat] = prev // no message we could name: this hand is not kept live
				return
			}
			pending.msg = msg
			again = t.changes != changes && t.state != nil
		})
		if again {
			b.out.coalesce(b.out.handRuns, tableID, func() bool { return b.editHands(t) })
		}
		return err
	}, nil
}

// seatGone is the id of what a hand says once its seat is no longer the member's
// it was shown to.
const seatGone = "deckhand.hand.seat_gone"

// holds reports whether user still sits in seat of rec.
func holds(rec *storage.Table, seat int, user string) bool {
	return seat >= 0 && seat < len(rec.Seats) && !rec.Seats[seat].CPU && rec.Seats[seat].UserID == user
}

// handEdit is one live hand to edit, rendered on the table's loop.
type handEdit struct {
	seat  int
	hand  *liveHand
	m     discord.Message
	sum   uint64
	scene takenScene // the hand's scene, for its picture
}

// editHands edits every live hand of t whose picture has changed. A hand
// whose token has expired, or whose edit Discord refuses (the player
// dismissed it), is dropped quietly: Hand and /hand still work. It
// reports whether a hand was answered anew while its edit was on its way,
// so that the caller renders once more and nothing stale stays up.
func (b *hands) editHands(t *table) (again bool) {
	var sent <-chan error // the edits, given to t's sender in the order of its answers
	t.do(func() {
		var edits []handEdit
		tableID := t.rec.ID
		defer func() {
			if len(edits) > 0 {
				sent = t.send(func() error {
					again = b.sendEdits(t, tableID, edits)
					return nil
				})
			}
		}()
		defer b.recoverAndLog("rendering hands", t.rec.ID)
		for seat, h := range t.hands {
			if h.msg.MessageID == "" {
				continue // its answer is on its way (showHand)
			}
			if time.Since(h.at) > tokenLife || t.state == nil {
				delete(t.hands, seat)
				continue
			}
			holds := holds(t.rec, seat, h.user)
			var m discord.Message
			switch {
			case t.rec.Phase == storage.Cancelled:
				m = render.Closed(errGameOver.WordsFor(langOr(h.lang))) // no button left that could not answer
			case !holds:
				// Closed once, with no picture and no button: the seat's
				// view is its new holder's.
				m = render.Closed(langOr(h.lang).T(seatGone))
			default:
				m = render.Hand(t.viewIn(h.lang), seat, h.page, "")
			}
			if sum := fingerprint(m); sum != h.shown {
				var s takenScene
				if holds && t.rec.Phase != storage.Cancelled {
					s = b.out.takeSceneIn(t, seat, h.lang)
				}
				edits = append(edits, handEdit{seat, h, m, sum, s})
			}
		}
	})
	if sent != nil {
		<-sent
	}
	return again
}

// sendEdits sends edits, on t's sender: together they wait
// pace.AnswerDrawWait at most for drawing slots, not each.
func (b *hands) sendEdits(t *table, tableID string, edits []handEdit) (again bool) {
	deadline := time.Now().Add(pace.AnswerDrawWait)
	for _, e := range edits {
		again = b.editHand(t, tableID, e, max(time.Until(deadline), time.Nanosecond)) || again
	}
	return again
}

// editHand sends one live edit, on its table's sender. The hand's picture shows its cards alone
// (Scene.CardsOnly), so an edit that changes only the text (another player
// moved, the turn came round) keeps it; when the cards changed, their
// new picture is drawn before the edit goes (writeHand), waiting at most
// within for a drawing slot.
func (b *hands) editHand(t *table, tableID string, e handEdit, within time.Duration) (again bool) {
	edit := func(m discord.Message) (string, error) { return e.hand.msg.Edit(b.hooks.Session(), m) }
	sent, err := b.writeHand(tableID, e.hand.msg.MessageID, e.hand, e.m, e.scene, within, false, edit, edit)
	if !sent {
		// An answer that is no hand, or another table's hand, replaced
		// the message: it shows something else now, which must stay.
		t.do(func() {
			if t.hands[e.seat] == e.hand {
				delete(t.hands, e.seat)
			}
		})
		return false
	}
	return b.settleEdit(t, tableID, e, err)
}

// settleEdit records on t what a live edit of e's hand did: shown, or
// dropped when Discord refused it; again when the seat was answered
// while the edit was on its way, so that the hand is shown once more.
func (b *hands) settleEdit(t *table, tableID string, e handEdit, err error) (again bool) {
	t.do(func() {
		switch {
		case t.hands[e.seat] != e.hand:
			// Answered meanwhile: this edit may have landed after
			// that answer, so show the hand once more.
			if cur := t.hands[e.seat]; cur != nil {
				cur.shown = 0
			}
			again = true
		case err != nil:
			b.log.Debug("live hand dropped", "table", tableID, "seat", e.seat, "err", err)
			delete(t.hands, e.seat)
		default:
			e.hand.shown = e.sum
		}
	})
	return again
}

// seatLeft is told, on t's loop, that seat's holder gave it away:
// their picks of a long select go. The live edit after the change
// (editHands) closes their open hand, and that write makes stale any
// picture still on its way to it (writeHand, followHand).
func (b *hands) seatLeft(t *table, seat int) {
	delete(t.drafts, seat)
}
