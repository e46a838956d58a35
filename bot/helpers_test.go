package bot

import (
	"fmt"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
)

type errString string

func (e errString) Error() string { return string(e) }

func errStale() error { return fmt.Errorf("seat 2: %w", games.ErrStale) }

func gamesConfig(seats int) games.Config { return games.Config{Seats: seats, Seed: 1} }

// click is a context for a click by user at tb's place (its server and
// channel). Its answers go to b's session; a test that gives it no fake
// Discord looks at the table, not at the answer.
func click(b *Bot, tb *table, user string) *discord.Context {
	ix := &discordgo.Interaction{Type: discordgo.InteractionMessageComponent, GuildID: tb.rec.GuildID, ChannelID: tb.rec.ChannelID}
	return &discord.Context{Session: b.session, Interaction: ix, User: &discordgo.User{ID: user}}
}
