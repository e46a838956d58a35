package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// settingClick changes a table setting in the lobby: the host's, as the
// game's options are, and only on the lobby's own message, which its
// answer replaces.
func (b *desk) settingClick(c *discord.Context, tableID, setting string, values []string) error {
	return b.rt.withAnswer(c, tableID, onBoard(c, inLobby), func(t *table) error {
		if c.User.ID != t.rec.Host {
			return errHostOptions
		}
		if setting == render.SettingPings && len(values) == 0 {
			// The switch button of a lobby short of rows: the other way.
			values = []string{render.PingsOff}
			if t.rec.NoPings {
				values[0] = render.PingsOn
			}
		}
		if setting != render.SettingPings || len(values) != 1 || (values[0] != render.PingsOn && values[0] != render.PingsOff) {
			return discord.ErrForged
		}
		if err := b.rt.update(t, func(rec *storage.Table) { rec.NoPings = values[0] == render.PingsOff }); err != nil {
			return err
		}
		return c.Update(render.Lobby(t.view()))
	})
}
