package render

import (
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
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
func viewText(tb *table.Table, v games.View) string {
	var lines []string
	for _, l := range v.Lines {
		lines = append(lines, expand(tb, l))
	}
	for _, f := range v.Fields {
		name, value := "**"+ExpandPlain(tb, f.Name)+"**", expand(tb, f.Value)
		if strings.Contains(value, "\n") {
			lines = append(lines, name, value)
		} else {
			lines = append(lines, name+": "+value)
		}
	}
	return strings.Join(lines, "\n")
}

// pictureSlot is the gallery a pictured message keeps for its picture:
// render knows where the picture goes, the bot knows what it is, and
// fills the slot (WithPicture) once it has one. A message whose slot is
// never filled is never sent: the bot sends its Plain view instead.
func pictureSlot() discordgo.MediaGallery {
	return discordgo.MediaGallery{Items: []discordgo.MediaGalleryItem{{}}}
}

// WithPicture is the pictured message m with its picture: the attachment
// ref (attachment://name) and alt, what a screen reader says of it. ok is
// false when m has no slot for a picture. m is not changed: it may share
// its components with a message already sent.
func WithPicture(m discord.Message, ref, alt string) (out discord.Message, ok bool) {
	out = m
	out.Components = make([]discordgo.MessageComponent, len(m.Components))
	for i, c := range m.Components {
		box, isBox := c.(discordgo.Container)
		if !isBox {
			out.Components[i] = c
			continue
		}
		inner := make([]discordgo.MessageComponent, len(box.Components))
		for j, x := range box.Components {
			if _, isGallery := x.(discordgo.MediaGallery); isGallery {
				x, ok = gallery(ref, alt), true
			}
			inner[j] = x
		}
		box.Components = inner
		out.Components[i] = box
	}
	return out, ok
}

// fitText keeps the text displays of a container's components within
// Discord's 4,000 characters of text a message, cutting the longest
// block first: only a Plain view of a very large hand comes near it.
func fitText(cs []discordgo.MessageComponent) {
	for {
		total, longest := 0, -1
		for i, c := range cs {
			if t, ok := c.(discordgo.TextDisplay); ok {
				n := utf8.RuneCountInString(t.Content)
				total += n
				if longest < 0 || n > utf8.RuneCountInString(cs[longest].(discordgo.TextDisplay).Content) {
					longest = i
				}
			}
		}
		if total <= maxV2Text || longest < 0 {
			return
		}
		t := cs[longest].(discordgo.TextDisplay)
		n := utf8.RuneCountInString(t.Content)
		cs[longest] = discordgo.TextDisplay{Content: clip(t.Content, max(1, n-(total-maxV2Text)))}
	}
}

// countComponents counts components as Discord does: every one, nested
// ones too.
func countComponents(cs []discordgo.MessageComponent) int {
	n := 0
	for _, c := range cs {
		n++
		switch c := c.(type) {
		case discordgo.Container:
			n += countComponents(c.Components)
		case discordgo.ActionsRow:
			n += len(c.Components)
		case discordgo.Section:
			n += countComponents(c.Components) + 1
		}
	}
	return n
}

// within40 keeps a container's components within Discord's 40 a message
// (the container counts too): when a long view's blocks would pass it,
// runs of text blocks are joined into one, which says the same.
func within40(cs []discordgo.MessageComponent) []discordgo.MessageComponent {
	if countComponents(cs)+1 <= maxV2Components {
		return cs
	}
	var out []discordgo.MessageComponent
	for _, c := range cs {
		t, isText := c.(discordgo.TextDisplay)
		if last := len(out) - 1; isText && last >= 0 {
			if prev, ok := out[last].(discordgo.TextDisplay); ok {
				out[last] = discordgo.TextDisplay{Content: prev.Content + "\n\n" + t.Content}
				continue
			}
		}
		out = append(out, c)
	}
	return out
}
