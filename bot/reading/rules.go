package reading

import (
	"strconv"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// ShowRules answers with the first page of a game's rules, privately.
func (b *Room) ShowRules(c *discord.Context, slug string) error {
	g, ok := games.Lookup(slug)
	if !ok {
		return errNoRules
	}
	l := c.Lang()
	return c.Respond(render.RulesPageIn(l, games.InfoIn(g, l), 0))
}

// TurnRules shows another page of a game's rules: id.Page (the Back and
// Next buttons) or, for the section select (id.Jump), the section whose
// index is the select's value. On the player's own rules message the page
// changes in place; a click anywhere else (a forged id on a board) gets
// a new private page and leaves that message alone. A page past the end
// (an old button, rules that grew shorter) shows the last one.
func (b *Room) TurnRules(c *discord.Context, id discord.RulesID) error {
	g, ok := games.Lookup(id.Game)
	if !ok {
		return errNoRules
	}
	l := c.Lang()
	info := games.InfoIn(g, l)
	i := id.Page
	if id.Jump {
		values := c.Values()
		if len(values) != 1 {
			return discord.ErrForged
		}
		k, err := strconv.Atoi(values[0])
		_, at := render.RulesSections(info.Rules)
		if err != nil || k < 0 || k >= len(at) {
			return discord.ErrForged
		}
		i = at[k]
	}
	return c.Reply(render.RulesPageIn(l, info, i))
}
