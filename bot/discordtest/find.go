package discordtest

import (
	"encoding/json"
	"strings"

	"github.com/bwmarrin/discordgo"
)

// findComponent finds a component by custom id in stored components.
func findComponent(raw json.RawMessage, customID string) (componentJSON, bool) {
	var rows []componentJSON
	_ = json.Unmarshal(raw, &rows)
	for _, row := range rows {
		for _, c := range row.Components {
			if c.CustomID != nil && *c.CustomID == customID {
				return c, true
			}
		}
	}
	return componentJSON{}, false
}

// components lists the components inside msg's action rows, in order.
func components(msg *discordgo.Message) []discordgo.MessageComponent {
	if msg == nil {
		return nil
	}
	var out []discordgo.MessageComponent
	for _, c := range msg.Components {
		if row, ok := c.(*discordgo.ActionsRow); ok {
			out = append(out, row.Components...)
		}
	}
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
// "<placeholder: option | option>".
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
	for _, c := range msg.Components {
		row, ok := c.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		var parts []string
		for _, c := range row.Components {
			switch c := c.(type) {
			case *discordgo.Button:
				label := c.Label
				if label == "" && c.Emoji != nil {
					label = c.Emoji.Name
				}
				parts = append(parts, "["+label+"]")
			case *discordgo.SelectMenu:
				var opts []string
				for _, o := range c.Options {
					opts = append(opts, o.Label)
				}
				parts = append(parts, "<"+c.Placeholder+": "+strings.Join(opts, " | ")+">")
			}
		}
		add(strings.Join(parts, " "))
	}
	return strings.Join(lines, "\n")
}
