package discordtest

import (
	"strings"

	"github.com/bwmarrin/discordgo"
)

// findComponent finds a component by custom id in a stored message,
// classic rows and Components V2 layouts alike.
func findComponent(m *message, customID string) (found componentJSON, ok bool) {
	walkComponents(m, func(c componentJSON) {
		if !ok && c.CustomID != nil && *c.CustomID == customID {
			found, ok = c, true
		}
	})
	return found, ok
}

// Walk calls f on every component of msg in reading order, nested ones
// included: the rows and what they hold, and a Components V2 layout's
// containers, sections (their texts, then their accessory), text
// displays and galleries.
func Walk(msg *discordgo.Message, f func(discordgo.MessageComponent)) {
	if msg == nil {
		return
	}
	var walk func(c discordgo.MessageComponent)
	walk = func(c discordgo.MessageComponent) {
		f(c)
		switch c := c.(type) {
		case *discordgo.ActionsRow:
			for _, x := range c.Components {
				walk(x)
			}
		case *discordgo.Container:
			for _, x := range c.Components {
				walk(x)
			}
		case *discordgo.Section:
			for _, x := range c.Components {
				walk(x)
			}
			if c.Accessory != nil {
				walk(c.Accessory)
			}
		}
	}
	for _, c := range msg.Components {
		walk(c)
	}
}

// components lists the interactive components of msg (buttons and
// selects, in rows or beside a section's text), in reading order.
func components(msg *discordgo.Message) []discordgo.MessageComponent {
	var out []discordgo.MessageComponent
	Walk(msg, func(c discordgo.MessageComponent) {
		switch c.(type) {
		case *discordgo.Button, *discordgo.SelectMenu:
			out = append(out, c)
		}
	})
	return out
}

// Buttons lists the buttons on msg, row by row.
func Buttons(msg *discordgo.Message) []*discordgo.Button {
	var out []*discordgo.Button
	for _, c := range components(msg) {
		if b, ok := c.(*discordgo.Button); ok {
			out = append(out, b)
		}
	}
	return out
}

// Selects lists the select menus on msg, row by row.
func Selects(msg *discordgo.Message) []*discordgo.SelectMenu {
	var out []*discordgo.SelectMenu
	for _, c := range components(msg) {
		if s, ok := c.(*discordgo.SelectMenu); ok {
			out = append(out, s)
		}
	}
	return out
}

// FindButton returns the custom id of the first button on msg whose label
// is label.
func FindButton(msg *discordgo.Message, label string) (customID string, ok bool) {
	for _, b := range Buttons(msg) {
		if b.Label == label {
			return b.CustomID, true
		}
	}
	return "", false
}

// FindButtonPrefix returns the custom id of the first button on msg whose
// custom id starts with prefix.
func FindButtonPrefix(msg *discordgo.Message, prefix string) (customID string, ok bool) {
	for _, b := range Buttons(msg) {
		if b.CustomID != "" && strings.HasPrefix(b.CustomID, prefix) {
			return b.CustomID, true
		}
	}
	return "", false
}

// FindSelect returns the first select menu on msg whose custom id starts
// with prefix, with its options.
func FindSelect(msg *discordgo.Message, prefix string) (*discordgo.SelectMenu, bool) {
	for _, s := range Selects(msg) {
		if strings.HasPrefix(s.CustomID, prefix) {
			return s, true
		}
	}
	return nil, false
}

// Text renders msg as plain text for assertions: the content, each embed's
// author, title, description, fields ("name: value") and footer, then one
// line per action row: buttons as "[label]", select menus as
// "<placeholder: option | option>". A Components V2 message reads in
// order: each text display's text, a section's text with its button
// after it, a picture as "[image: name]", a separator as "---".
func Text(msg *discordgo.Message) string {
	if msg == nil {
		return ""
	}
	var lines []string
	add := func(s string) {
		if s != "" {
			lines = append(lines, s)
		}
	}
	add(msg.Content)
	for _, e := range msg.Embeds {
		if e.Author != nil {
			add(e.Author.Name)
		}
		add(e.Title)
		add(e.Description)
		for _, f := range e.Fields {
			add(f.Name + ": " + f.Value)
		}
		if e.Footer != nil {
			add(e.Footer.Text)
		}
	}
	var walk func(c discordgo.MessageComponent)
	walk = func(c discordgo.MessageComponent) {
		switch c := c.(type) {
		case *discordgo.ActionsRow:
			var parts []string
			for _, c := range c.Components {
				parts = append(parts, controlText(c))
			}
			add(strings.Join(parts, " "))
		case *discordgo.Container:
			for _, x := range c.Components {
				walk(x)
			}
		case *discordgo.Section:
			for _, x := range c.Components {
				walk(x)
			}
			if b, ok := c.Accessory.(*discordgo.Button); ok {
				add(controlText(b))
			}
		case *discordgo.TextDisplay:
			add(c.Content)
		case *discordgo.MediaGallery:
			for _, it := range c.Items {
				add("[image: " + strings.TrimPrefix(it.Media.URL, "attachment://") + "]")
			}
		case *discordgo.Separator:
			add("---")
		}
	}
	for _, c := range msg.Components {
		walk(c)
	}
	return strings.Join(lines, "\n")
}

// controlText is a button as "[label]" or a select as
// "<placeholder: option | option>".
func controlText(c discordgo.MessageComponent) string {
	switch c := c.(type) {
	case *discordgo.Button:
		label := c.Label
		if label == "" && c.Emoji != nil {
			label = c.Emoji.Name
		}
		return "[" + label + "]"
	case *discordgo.SelectMenu:
		var opts []string
		for _, o := range c.Options {
			opts = append(opts, o.Label)
		}
		return "<" + c.Placeholder + ": " + strings.Join(opts, " | ") + ">"
	}
	return ""
}

// AltText is the alt text of every picture of a Components V2 message,
// one a line: what a screen reader says in place of the pictures.
func AltText(msg *discordgo.Message) string {
	var out []string
	Walk(msg, func(c discordgo.MessageComponent) {
		if g, ok := c.(*discordgo.MediaGallery); ok {
			for _, it := range g.Items {
				if it.Description != nil {
					out = append(out, *it.Description)
				}
			}
		}
	})
	return strings.Join(out, "\n")
}
