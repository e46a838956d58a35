package reading

import "github.com/deckhand/deckhand/bot/discord"

// Routes wires the reading room's components: the card select, the
// Log's and the rules' pages, the history and its replays.
func (b *Room) Routes(r *discord.Router) {
	discord.On(r, func(c *discord.Context, id discord.CardID) error {
		return b.ShowCard(c, id.Table, c.Values())
	})
	discord.On(r, func(c *discord.Context, id discord.LogID) error {
		return b.ShowLog(c, id.Table, id.First)
	})
	discord.On(r, func(c *discord.Context, id discord.RulesID) error {
		if !id.Turn && !id.Jump {
			return b.ShowRules(c, id.Game)
		}
		return b.TurnRules(c, id)
	})
	// The history and the replays it opens share one message: its
	// answers go out in order (inOrder).
	discord.On(r, func(c *discord.Context, id discord.HistoryID) error {
		return b.inOrder(c, func() error { return b.ShowHistory(c, id.Page) })
	})
	// The pick replaces the history page it is on with a replay: only
	// there, never on a board or a hand it was forged onto.
	discord.On(r, func(c *discord.Context, _ discord.PickID) error {
		if !c.FromEphemeral() || !c.OnItsMessage() {
			return discord.ErrForged
		}
		return b.inOrder(c, func() error { return b.openReplay(c, c.Values()) })
	})
	discord.On(r, func(c *discord.Context, id discord.ReplayID) error {
		return b.replayClick(c, id)
	})
}
