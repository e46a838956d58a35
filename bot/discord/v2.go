package discord

import (
	"strings"

	"github.com/bwmarrin/discordgo"
)

// asV2 is a classic message laid out as Components V2: its content, then
// each embed in a container of its colour (title as a heading, text,
// fields under their names in bold, its image in a gallery, its footer
// in small print), then its rows. A classic answer to a click on a V2
// message (a refusal on a hand, a confirmation) goes this way, as an
// edit can never take a message's V2 flag away.
func (m Message) asV2() Message {
	if m.V2 {
		return m
	}
	var out []discordgo.MessageComponent
	if strings.TrimSpace(m.Content) != "" {
		out = append(out, discordgo.TextDisplay{Content: m.Content})
	}
	for _, e := range m.Embeds {
		var inner []discordgo.MessageComponent
		var lines []string
		if e.Title != "" {
			lines = append(lines, "### "+e.Title)
		}
		if e.Description != "" {
			lines = append(lines, e.Description)
		}
		if len(lines) > 0 {
			inner = append(inner, discordgo.TextDisplay{Content: strings.Join(lines, "\n")})
		}
		for _, f := range e.Fields {
			inner = append(inner, discordgo.TextDisplay{Content: "**" + f.Name + "**\n" + f.Value})
		}
		if e.Image != nil && e.Image.URL != "" {
			inner = append(inner, discordgo.MediaGallery{Items: []discordgo.MediaGalleryItem{{Media: discordgo.UnfurledMediaItem{URL: e.Image.URL}}}})
		}
		if e.Footer != nil && e.Footer.Text != "" {
			inner = append(inner, discordgo.TextDisplay{Content: "-# " + e.Footer.Text})
		}
		if len(inner) == 0 {
			continue
		}
		colour := e.Color
		out = append(out, discordgo.Container{AccentColor: &colour, Components: inner})
	}
	out = append(out, m.Components...)
	if len(out) == 0 {
		out = append(out, discordgo.TextDisplay{Content: "\u200b"})
	}
	m.Content, m.Embeds, m.Components, m.V2, m.Plain = "", nil, out, true, nil
	return m
}
