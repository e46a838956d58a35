package bot

import "github.com/deckhand/deckhand/bot/discord"

// The slash commands (package commands) reach the parts through Bot.

// ShowHistory answers /history with a page of the server's finished games.
func (b *Bot) ShowHistory(c *discord.Context, page int) error { return b.room.ShowHistory(c, page) }

// ShowRules answers /rules with the first page of a game's rules.
func (b *Bot) ShowRules(c *discord.Context, slug string) error { return b.room.ShowRules(c, slug) }

// LookUpCard answers /card at the channel's table.
func (b *Bot) LookUpCard(c *discord.Context, name string) error { return b.room.LookUpCard(c, name) }
