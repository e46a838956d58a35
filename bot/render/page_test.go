package render

import (
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
)

// pageText is the text of a V2 message's text displays, in order.
func pageText(m discord.Message) string {
	var out []string
	walk(m.Components, func(c discordgo.MessageComponent) {
		if t, ok := c.(discordgo.TextDisplay); ok {
			out = append(out, t.Content)
		}
	})
	return strings.Join(out, "\n")
}

// pageButtons are a message's buttons, in rows or nested in a V2 layout.
func pageButtons(m discord.Message) []discordgo.Button {
	var out []discordgo.Button
	walk(m.Components, func(c discordgo.MessageComponent) {
		if b, ok := c.(discordgo.Button); ok {
			out = append(out, b)
		}
	})
	return out
}

// pageRows counts a message's action rows, nested ones included.
func pageRows(m discord.Message) int {
	n := 0
	walk(m.Components, func(c discordgo.MessageComponent) {
		if _, ok := c.(discordgo.ActionsRow); ok {
			n++
		}
	})
	return n
}

// pageComponents counts a message's components as Discord does, nested
// ones included.
func pageComponents(m discord.Message) int {
	n := 0
	walk(m.Components, func(discordgo.MessageComponent) { n++ })
	return n
}

// pageSelects are a message's selects by their custom id's last part.
func pageSelects(m discord.Message) map[string]discordgo.SelectMenu {
	out := map[string]discordgo.SelectMenu{}
	walk(m.Components, func(c discordgo.MessageComponent) {
		if s, ok := c.(discordgo.SelectMenu); ok {
			parts := strings.Split(s.CustomID, discord.Sep)
			out[parts[len(parts)-1]] = s
		}
	})
	return out
}

// pageGallery is the first media gallery of a message, if any.
func pageGallery(m discord.Message) (discordgo.MediaGallery, bool) {
	var g discordgo.MediaGallery
	found := false
	walk(m.Components, func(c discordgo.MessageComponent) {
		if x, ok := c.(discordgo.MediaGallery); ok && !found {
			g, found = x, true
		}
	})
	return g, found
}
