package bot

import (
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/tournament"
)

// The slash commands (package commands) reach the parts through Bot.

// ShowHistory answers /history with a page of the finished games of the
// channel and of the member.
func (b *Bot) ShowHistory(c *discord.Context, page int) error { return b.room.ShowHistory(c, page) }

// ShowRules answers /rules with the first page of a game's rules.
func (b *Bot) ShowRules(c *discord.Context, slug string) error { return b.room.ShowRules(c, slug) }

// LookUpCard answers /card at the channel's table.
func (b *Bot) LookUpCard(c *discord.Context, name string) error { return b.room.LookUpCard(c, name) }

// OpenTable answers /play: a lobby for game slug in the channel.
func (b *Bot) OpenTable(c *discord.Context, slug string, timer time.Duration, noPings bool) error {
	return b.actions.OpenTable(c, slug, timer, noPings)
}

// PostBoard answers /game: the channel's board posted anew.
func (b *Bot) PostBoard(c *discord.Context) error { return b.actions.PostBoard(c) }

// ShowChannelHand answers /hand with the user's hand at the channel's table.
func (b *Bot) ShowChannelHand(c *discord.Context) error { return b.actions.ShowChannelHand(c) }

// AskEnd answers /end: it asks to confirm ending the game.
func (b *Bot) AskEnd(c *discord.Context) error { return b.actions.AskEnd(c) }

// AskLeave answers /leave: it asks to confirm leaving the game to a CPU.
func (b *Bot) AskLeave(c *discord.Context) error { return b.actions.AskLeave(c) }

// CreateTournament opens a tournament's sign-up in the interaction's
// channel.
func (b *Bot) CreateTournament(c *discord.Context, s tournament.Settings) error {
	return b.tours.Create(c, s)
}
