package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// LookUpCard answers /card at the channel's table: the card called name
// in full, or, without a name or for a name nobody can see, a select of
// the cards the whole table can see. Anyone in the channel may look:
// only visible cards are offered.
func (b *readingRoom) LookUpCard(c *discord.Context, name string) error {
	id, err := b.tables.channelTableID(c.Interaction.ChannelID)
	if err != nil {
		return err
	}
	return b.tables.withAnswer(c, id, started, func(t *table) (answer, error) {
		l := reader(c)
		cl, ok := games.In(t.state, l).(games.CardLookup)
		if !ok {
			return nil, discord.RefuseT(discord.Invalid, "deckhand.refusal.no_card_to_look_up", "Game", games.InfoIn(t.game, l).Name)
		}
		if name != "" {
			if v, ok := cl.Lookup(name); ok {
				return respond(c, render.Card(t.seated(), v)), nil
			}
		}
		return respond(c, render.CardPickerIn(l, t.seated(), cl, name, 0)), nil
	})
}

// ShowCard answers the card select with the card picked, in the table's
// channel only (where /card showed the select).
func (b *readingRoom) ShowCard(c *discord.Context, tableID string, picked []string) error {
	if len(picked) != 1 {
		return discord.ErrForged
	}
	return b.tables.withAnswer(c, tableID, inTableChannel(c, started), func(t *table) (answer, error) {
		l := reader(c)
		cl, ok := games.In(t.state, l).(games.CardLookup)
		if !ok {
			return nil, discord.ErrForged
		}
		if from, ok := render.MorePage(picked[0]); ok {
			return respond(c, render.CardPickerIn(l, t.seated(), cl, "", from)), nil
		}
		v, ok := cl.Lookup(picked[0])
		if !ok {
			return nil, discord.RefuseT(discord.Invalid, "deckhand.refusal.card_left")
		}
		return respond(c, render.Card(t.seated(), v)), nil
	})
}

// started is the check of a visit that needs a dealt game, running or
// finished.
func started(t *table) error {
	if t.state == nil {
		return errNotStarted
	}
	return nil
}
