package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// ReadCard answers a hand's "Read a card" select with the card picked in
// full, in a new private message beside the hand: a card the seat's own
// view says (its hand) as that view says it, or else a card the whole
// table sees, as /card says it. Only a seated player reads from a hand,
// and only the cards their own view or the table shows. The card is
// read with the table locked and answered once it is let go: nobody's
// move waits on this answer.
func (b *tableActions) ReadCard(c *discord.Context, tableID string, picked []string) error {
	if len(picked) != 1 {
		return discord.ErrForged
	}
	var m discord.Message
	err := b.rt.withTable(tableID, inTableChannel(c, started), func(t *table) error {
		seat := t.rec.SeatOf(c.User.ID)
		if seat < 0 {
			return errNotSeated
		}
		l := reader(c)
		st := games.In(t.state, l)
		var ok bool
		if m, ok = render.HandCard(t.seated(), st.Private(seat), picked[0]); ok {
			return nil
		}
		if cl, ok := st.(games.CardLookup); ok {
			if from, ok := render.MorePage(picked[0]); ok {
				return c.Respond(render.CardPickerIn(l, t.seated(), cl, "", from))
			}
			if v, ok := cl.Lookup(picked[0]); ok {
				m = render.Card(t.seated(), v)
				return nil
			}
		}
		return discord.RefuseT(discord.Invalid, "deckhand.refusal.card_gone")
	})
	if err != nil {
		return err
	}
	return c.Respond(m)
}

// started is the check of a visit that needs a dealt game, running or
// finished.
func started(t *table) error {
	if t.state == nil {
		return discord.ErrNotStarted
	}
	return nil
}
