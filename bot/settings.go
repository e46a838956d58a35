package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
)

// settingClick changes a table setting in the lobby: the host's, as the
// game's options are (domain.SetPings), and only on the lobby's own
// message, which its answer replaces.
func (b *tableActions) settingClick(c *discord.Context, tableID, setting string, values []string) error {
	return b.rt.withAnswer(c, tableID, onBoard(c, inLobby), func(t *table) (answer, error) {
		// A switch button (a lobby short of rows) sends no value.
		e := domain.SetPings{By: memberOf(c), Switch: len(values) == 0, Off: len(values) == 1 && values[0] == render.PingsOff}
		forged := setting != render.SettingPings || len(values) > 1 || (len(values) == 1 && values[0] != render.PingsOn && values[0] != render.PingsOff)
		next, effects, err := domain.Step(domainOf(t), e)
		if err != nil {
			return nil, refusedBy(err, t)
		}
		if forged { // refused once the rules have let the click through, as AddCPU is
			return nil, discord.ErrForged
		}
		return b.cycle.carry(c, t, next, effects)
	})
}
