package bot

import (
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
)

// routes wires every component the bot renders to its handler; the
// router parses each custom id into its type (discord.HandID, ...) and
// refuses one of another shape as forged before a handler runs.
func (b *Bot) routes() {
	r := b.router
	b.room.Routes(r)
	discord.On(r, func(c *discord.Context, id discord.LobbyID) error {
		return b.actions.lobbyClick(c, id.Table, id.Action)
	})
	discord.On(r, func(c *discord.Context, id discord.ReadID) error {
		return b.actions.ReadCard(c, id.Table, c.Values())
	})
	discord.On(r, func(c *discord.Context, id discord.OptionID) error {
		return b.actions.optionClick(c, id.Table, id.Key, c.Values())
	})
	discord.On(r, func(c *discord.Context, id discord.SettingID) error {
		return b.actions.settingClick(c, id.Table, id.Setting, c.Values())
	})
	discord.On(r, func(c *discord.Context, id discord.HandID) error {
		return b.actions.ShowHand(c, id.Table, id.Page)
	})
	discord.On(r, func(c *discord.Context, id discord.AnswerID) error {
		return b.actions.answerClick(c, id.Table, id.Prompt, id.Hash, []string{id.Option})
	})
	discord.On(r, func(c *discord.Context, id discord.WarnID) error {
		return b.actions.warnClick(c, id.Table, id.Prompt, id.Hash, id.Option)
	})
	discord.On(r, func(c *discord.Context, id discord.NoneID) error {
		return b.actions.answerClick(c, id.Table, id.Prompt, id.Hash, nil)
	})
	discord.On(r, func(c *discord.Context, id discord.SelectID) error {
		return b.actions.answerClick(c, id.Table, id.Prompt, id.Hash, c.Values())
	})
	discord.On(r, func(c *discord.Context, id discord.DraftID) error {
		return b.actions.draftClick(c, id.Table, id.Prompt, id.Hash, func(pr games.Prompt, picked []string) ([]string, error) {
			if id.Part >= render.Parts(pr) {
				return nil, discord.ErrForged
			}
			return render.MergePart(pr, id.Part, picked, c.Values()), nil
		})
	})
	discord.On(r, func(c *discord.Context, id discord.ClearID) error {
		return b.actions.draftClick(c, id.Table, id.Prompt, id.Hash, func(games.Prompt, []string) ([]string, error) { return nil, nil })
	})
	discord.On(r, func(c *discord.Context, id discord.ConfirmID) error {
		return b.actions.confirmClick(c, id.Table, id.Prompt, id.Hash)
	})
	discord.On(r, func(c *discord.Context, id discord.PublicID) error {
		return b.actions.answerClick(c, id.Table, id.Prompt, "", []string{id.Option})
	})
	discord.On(r, func(c *discord.Context, id discord.SureID) error {
		return b.actions.sureClick(c, id.Table, id.Action)
	})
	discord.On(r, func(c *discord.Context, id discord.RematchID) error {
		return b.actions.rematchClick(c, id.Table)
	})
	discord.On(r, func(c *discord.Context, id discord.ForgetID) error {
		return b.actions.forgetClick(c, id)
	})
	discord.On(r, func(c *discord.Context, id discord.EventID) error {
		return b.tours.click(c, id)
	})
}
