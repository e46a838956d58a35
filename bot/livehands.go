package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/livehand"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// tokenLife is how long the bot keeps a hand live: Discord honours an
// interaction's token for discord.TokenLife; a minute is kept in hand for
// an edit queued behind others.
const tokenLife = discord.TokenLife - time.Minute

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
	pending := &livehand.Hand{User: c.User.ID, Lang: l, Page: page}
	c.Keep() // this answer is the hand: writeHand keeps the message's state
	changes := t.changes
	opening := t.hands.Open(seat, pending, shown, time.Now())
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
			kept := t.hands.Answered(opening, handMessageOf(msg), err == nil)
			again = kept && t.changes != changes && t.state != nil
		})
		if again {
			b.out.coalesce(b.out.handRuns, tableID, func() bool { return b.editHands(t) })
		}
		return err
	}, nil
}

// handMessageOf is where answer a went, as a live hand keeps it.
func handMessageOf(a discord.Answer) livehand.Message {
	return livehand.Message{AppID: a.AppID, Token: a.Token, ID: a.MessageID, V2: a.V2}
}

// answerOf is the answer whose message a live hand keeps as m, which
// its live edits edit.
func answerOf(m livehand.Message) discord.Answer {
	return discord.Answer{AppID: m.AppID, Token: m.Token, MessageID: m.ID, V2: m.V2}
}

// seatGone is the id of what a hand says once its seat is no longer the member's
// it was shown to.
const seatGone = "deckhand.hand.seat_gone"

// handEdit is one live hand to edit, rendered on the table's loop.
type handEdit struct {
	livehand.Due
	m     discord.Message
	sum   uint64
	scene takenScene // the hand's scene, for its picture
}

// editHands edits every live hand of t whose picture has changed, as
// t.hands says is due: a hand shows its seat only to the seat's current
// holder. A hand whose token has expired, or whose edit Discord refuses
// (the player dismissed it), is dropped quietly: Hand and /hand still
// work. It reports whether a hand was answered anew while its edit was
// on its way, so that the caller renders once more and nothing stale
// stays up.
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
		for _, d := range t.hands.Due(handsTable(t), time.Now().Add(-tokenLife)) {
			l := d.Hand.Lang
			var m discord.Message
			switch d.Shows {
			case livehand.Cancelled:
				m = render.Closed(errGameOver.WordsFor(langOr(l))) // no button left that could not answer
			case livehand.SeatGone:
				// Closed once, with no picture and no button: the seat's
				// view is its new holder's.
				m = render.Closed(langOr(l).T(seatGone))
			default:
				m = render.Hand(t.viewIn(l), d.Seat, d.Hand.Page, "")
			}
			if sum := fingerprint(m); d.Hand.Changed(sum) {
				var s takenScene
				if d.Shows == livehand.Cards {
					s = b.out.takeSceneIn(t, d.Seat, l)
				}
				edits = append(edits, handEdit{d, m, sum, s})
			}
		}
	})
	if sent != nil {
		<-sent
	}
	return again
}

// handsTable is what the rules of live hands read of t: whether its
// game is on or called off, and who holds each seat (no member for a
// CPU's).
func handsTable(t *table) livehand.Table {
	return livehand.Table{
		Started:   t.state != nil,
		Cancelled: t.rec.Phase == storage.Cancelled,
		Holder: func(seat int) string {
			if seat < 0 || seat >= len(t.rec.Seats) || t.rec.Seats[seat].CPU {
				return ""
			}
			return t.rec.Seats[seat].UserID
		},
	}
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
	answer := answerOf(e.Hand.Message())
	edit := func(m discord.Message) (string, error) { return answer.Edit(b.hooks.Session(), m) }
	sent, err := b.writeHand(tableID, answer.MessageID, e.Hand, e.m, e.scene, within, false, edit, edit)
	if !sent {
		// An answer that is no hand, or another table's hand, replaced
		// the message: it shows something else now, which must stay.
		t.do(func() { t.hands.Replaced(e.Due) })
		return false
	}
	return b.settleEdit(t, tableID, e, err)
}

// settleEdit records on t what a live edit of e's hand did: shown, or
// dropped when Discord refused it; again when the seat was answered
// while the edit was on its way, so that the hand is shown once more.
func (b *hands) settleEdit(t *table, tableID string, e handEdit, err error) (again bool) {
	t.do(func() {
		if err == nil {
			again = t.hands.Edited(e.Due, e.sum)
			return
		}
		if again = t.hands.Refused(e.Due); !again {
			b.log.Debug("live hand dropped", "table", tableID, "seat", e.Seat, "err", err)
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
