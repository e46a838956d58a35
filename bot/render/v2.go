package render

import (
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// Components V2 lays a message out as one container: an accent colour
// down its side, then text blocks, a picture gallery, separators and
// action rows in the order a player reads them. These are the pieces
// every message of the bot is built from, so that a board, a hand, a
// lobby and a history page read alike.

// Discord's Components V2 limits: components in a message, nested ones
// counted; characters across its text displays; a media item's alt text.
const (
	maxV2Components = 40
	maxV2Text       = 4000
	maxAltText      = 1024
)

// MaxAltText is the most characters of a picture's alt text Discord
// keeps, for whoever puts a picture's words in words.
const MaxAltText = maxAltText

// v2 is a Components V2 message of one container with the accent colour
// and the components inside, in order; nil ones are left out.
func v2(accent int, inner ...discordgo.MessageComponent) discord.Message {
	return discord.Message{V2: true, Components: []discordgo.MessageComponent{
		discordgo.Container{AccentColor: &accent, Components: compact(inner)},
	}}
}

// text is a text display of the lines that are not empty, or nil when
// all are: a message never carries an empty block.
func text(lines ...string) discordgo.MessageComponent {
	var kept []string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			kept = append(kept, l)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return discordgo.TextDisplay{Content: strings.Join(kept, "\n")}
}

// small is a line in Discord's subtext: the footer of a V2 message.
func small(s string) string {
	if s == "" {
		return ""
	}
	return "-# " + s
}

// heading is a title line of a V2 message.
func heading(s string) string {
	if s == "" {
		return ""
	}
	return "### " + s
}

// divider is a thin line between a message's parts.
func divider() discordgo.MessageComponent {
	yes := true
	return discordgo.Separator{Divider: &yes}
}

// row is an action row of the components, or nil when there are none.
func row(cs ...discordgo.MessageComponent) discordgo.MessageComponent {
	if len(cs) == 0 {
		return nil
	}
	return discordgo.ActionsRow{Components: cs}
}

// gallery shows one picture, the attachment named ref, with alt text:
// what a screen reader says of it.
func gallery(ref, alt string) discordgo.MediaGallery {
	item := discordgo.MediaGalleryItem{Media: discordgo.UnfurledMediaItem{URL: ref}}
	if alt != "" {
		alt = clip(alt, maxAltText)
		item.Description = &alt
	}
	return discordgo.MediaGallery{Items: []discordgo.MediaGalleryItem{item}}
}

// compact drops the nil components a layout left where it had nothing to
// say, so that callers can write a message as a list of optional parts.
func compact(cs []discordgo.MessageComponent) []discordgo.MessageComponent {
	out := cs[:0:0]
	for _, c := range cs {
		if c != nil {
			out = append(out, c)
		}
	}
	return out
}

// viewText is a game view's body and fields as the text of a V2 message,
// mentions where they render, for a message shown without its picture:
// each field a bold name, its value on the same line when it is one line.
// The title is the caller's: it heads the message.
func viewText(rec *storage.Table, v games.View) string {
	var lines []string
	for _, l := range v.Lines {
		lines = append(lines, expand(rec, l))
	}
	for _, f := range v.Fields {
		name, value := "**"+ExpandPlain(rec, f.Name)+"**", expand(rec, f.Value)
		if strings.Contains(value, "\n") {
			lines = append(lines, name, value)
		} else {
			lines = append(lines, name+": "+value)
		}
	}
	return strings.Join(lines, "\n")
}

// Described is m with alt as the alt text of the picture of the file
// named file, wherever m's galleries show it: the words of a picture are
// known once it is drawn, after the message that will show it is made.
func Described(m discord.Message, file, alt string) discord.Message {
	ref := discord.Ref(file)
	alt = clip(alt, maxAltText)
	var describe func(cs []discordgo.MessageComponent) []discordgo.MessageComponent
	describe = func(cs []discordgo.MessageComponent) []discordgo.MessageComponent {
		out := make([]discordgo.MessageComponent, len(cs))
		for i, c := range cs {
			switch x := c.(type) {
			case discordgo.Container:
				x.Components = describe(x.Components)
				c = x
			case discordgo.MediaGallery:
				items := slices.Clone(x.Items)
				for k := range items {
					if items[k].Media.URL == ref && alt != "" {
						items[k].Description = &alt
					}
				}
				x.Items = items
				c = x
			}
			out[i] = c
		}
		return out
	}
	m.Components = describe(m.Components)
	return m
}
