package reading

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// LookUpCard answers /card at the channel's table: the card called name
// in full, or, without a name or for a name nobody can see, a select of
// the cards the whole table can see. Anyone in the channel may look:
// only visible cards are offered.
func (b *Room) LookUpCard(c *discord.Context, name string) error {
	id, err := b.tables.InChannel(c.Interaction.ChannelID)
	if err != nil {
		return err
	}
	return b.tables.Look(c, id, false, func(t Live) (discord.Message, error) {
		l := c.Lang()
		cl, ok := games.In(t.State, l).(games.CardLookup)
		if !ok {
			return discord.Message{}, discord.RefuseT(discord.Invalid, "deckhand.refusal.no_card_to_look_up", "Game", games.InfoIn(t.Game, l).Name)
		}
		if name != "" {
			if v, ok := cl.Lookup(name); ok {
				return render.Card(t.Table, v), nil
			}
		}
		return render.CardPickerIn(l, t.Table, cl, name, 0), nil
	})
}

// ShowCard answers the card select with the card picked, in the table's
// channel only (where /card showed the select).
func (b *Room) ShowCard(c *discord.Context, tableID string, picked []string) error {
	if len(picked) != 1 {
		return discord.ErrForged
	}
	return b.tables.Look(c, tableID, true, func(t Live) (discord.Message, error) {
		l := c.Lang()
		cl, ok := games.In(t.State, l).(games.CardLookup)
		if !ok {
			return discord.Message{}, discord.ErrForged
		}
		if from, ok := render.MorePage(picked[0]); ok {
			return render.CardPickerIn(l, t.Table, cl, "", from), nil
		}
		v, ok := cl.Lookup(picked[0])
		if !ok {
			return discord.Message{}, discord.RefuseT(discord.Invalid, "deckhand.refusal.card_left")
		}
		return render.Card(t.Table, v), nil
	})
}
