// Package msgtest reads a bot message (discord.Message) the way the
// tests of the bot's parts do: the texts it shows and the files it shows.
package msgtest

import (
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
)

// Shown is every text display of m, its whole text view's (Plain) too,
// a line each.
func Shown(m discord.Message) string {
	var b strings.Builder
	walk(m.Components, func(c discordgo.MessageComponent) {
		if t, ok := c.(discordgo.TextDisplay); ok {
			b.WriteString(t.Content + "\n")
		}
	})
	if m.Plain != nil {
		walk(m.Plain.Components, func(c discordgo.MessageComponent) {
			if t, ok := c.(discordgo.TextDisplay); ok {
				b.WriteString(t.Content + "\n")
			}
		})
	}
	return b.String()
}

// ShowsFile reports whether m shows the file called name in a gallery.
func ShowsFile(m discord.Message, name string) bool {
	found := false
	walk(m.Components, func(c discordgo.MessageComponent) {
		if g, ok := c.(discordgo.MediaGallery); ok {
			for _, it := range g.Items {
				found = found || it.Media.URL == discord.Ref(name)
			}
		}
	})
	return found
}

// walk calls f on each component of cs, and of the containers in it.
func walk(cs []discordgo.MessageComponent, f func(discordgo.MessageComponent)) {
	for _, c := range cs {
		f(c)
		if x, ok := c.(discordgo.Container); ok {
			walk(x.Components, f)
		}
	}
}
