package discordtest

import (
	"bytes"
	"encoding/json"

	"github.com/bwmarrin/discordgo"
)

// A served message is read back as discordgo reads it. discordgo decodes
// each component twice (once for its type, once whole) and each level of
// a Components V2 layout again inside its parent, so a container's text
// is scanned a dozen times. The fake has already read the components once
// to check them (checkMessage), and builds discordgo's components from
// that: the rest of the message (author, timestamps, attachments, the
// interaction) is decoded by discordgo from the served JSON with the
// components skipped. What only discordgo's own decoding may read (a
// component type or field the fake does not read) goes to it whole.

// decodeServed is served, whose components the fake read as rows, as
// discordgo reads it.
func decodeServed(served json.RawMessage, rows []componentJSON) *discordgo.Message {
	comps := make([]discordgo.MessageComponent, len(rows))
	for i := range rows {
		c, ok := rows[i].component()
		if !ok {
			return toMessage(served)
		}
		comps[i] = c
	}
	var env struct {
		plainMessage
		Components skipped `json:"components"`
	}
	if err := json.Unmarshal(served, &env); err != nil {
		return toMessage(served) // which says why
	}
	m := discordgo.Message(env.plainMessage)
	m.Components = comps
	return &m
}

// plainMessage is discordgo.Message without its JSON decoding method, so
// that a struct embedding it decodes its fields with encoding/json.
type plainMessage discordgo.Message

// skipped is a JSON value left unread.
type skipped struct{}

func (*skipped) UnmarshalJSON([]byte) error { return nil }

// component is c as discordgo decodes it, and false where only
// discordgo may say (a type the fake does not build, a field that does
// not decode as discordgo's, a negative number for an unsigned one).
func (c *componentJSON) component() (discordgo.MessageComponent, bool) {
	if c.Type < 0 || c.Style < 0 || (c.Spacing != nil && *c.Spacing < 0) {
		return nil, false
	}
	var id int
	if !decodeRaw(c.ID, &id) {
		return nil, false
	}
	switch c.Type {
	case int(discordgo.ActionsRowComponent):
		comps, ok := componentsOf(c.Components)
		return &discordgo.ActionsRow{ID: id, Components: comps}, ok
	case int(discordgo.ButtonComponent):
		b := &discordgo.Button{ID: id, Label: c.Label, Style: discordgo.ButtonStyle(c.Style), Disabled: c.Disabled,
			URL: c.URL, SKUID: c.SKUID, CustomID: stringOf(c.CustomID)}
		return b, decodeRaw(c.Emoji, &b.Emoji)
	case int(discordgo.SelectMenuComponent), int(discordgo.UserSelectMenuComponent), int(discordgo.RoleSelectMenuComponent),
		int(discordgo.MentionableSelectMenuComponent), int(discordgo.ChannelSelectMenuComponent):
		return c.selectMenu(id)
	case int(discordgo.SectionComponent):
		s := &discordgo.Section{ID: id}
		var ok bool
		if s.Components, ok = componentsOf(c.Components); !ok {
			return nil, false
		}
		if c.Accessory == nil {
			return nil, false // absent or null: discordgo's own decoding says which
		}
		s.Accessory, ok = c.Accessory.component()
		return s, ok
	case int(discordgo.TextDisplayComponent):
		return &discordgo.TextDisplay{Content: c.Content}, true
	case int(discordgo.ThumbnailComponent):
		t := &discordgo.Thumbnail{ID: id, Media: c.Media.item(), Description: cloneString(c.Description)}
		return t, decodeRaw(c.Spoiler, &t.Spoiler)
	case int(discordgo.MediaGalleryComponent):
		g := &discordgo.MediaGallery{ID: id}
		if c.Items != nil {
			g.Items = make([]discordgo.MediaGalleryItem, len(c.Items))
			for i, it := range c.Items {
				g.Items[i] = discordgo.MediaGalleryItem{Media: discordgo.UnfurledMediaItem{URL: it.Media.URL},
					Description: cloneString(it.Description), Spoiler: it.Spoiler}
			}
		}
		return g, true
	case int(discordgo.FileComponentType):
		f := &discordgo.FileComponent{ID: id, File: c.File.item()}
		return f, decodeRaw(c.Spoiler, &f.Spoiler)
	case int(discordgo.SeparatorComponent):
		s := &discordgo.Separator{ID: id}
		if c.Spacing != nil {
			sp := discordgo.SeparatorSpacingSize(*c.Spacing)
			s.Spacing = &sp
		}
		return s, decodeRaw(c.Divider, &s.Divider)
	case int(discordgo.ContainerComponent):
		k := &discordgo.Container{ID: id, AccentColor: cloneInt(c.AccentColor)}
		var ok bool
		if k.Components, ok = componentsOf(c.Components); !ok {
			return nil, false
		}
		return k, decodeRaw(c.Spoiler, &k.Spoiler)
	}
	return nil, false
}

func (c *componentJSON) selectMenu(id int) (discordgo.MessageComponent, bool) {
	s := &discordgo.SelectMenu{ID: id, MenuType: discordgo.SelectMenuType(c.Type), CustomID: stringOf(c.CustomID),
		Placeholder: c.Placeholder, MinValues: cloneInt(c.MinValues), Disabled: c.Disabled}
	if c.MaxValues != nil {
		s.MaxValues = *c.MaxValues
	}
	if !decodeRaw(c.DefaultValues, &s.DefaultValues) || !decodeRaw(c.ChannelTypes, &s.ChannelTypes) {
		return nil, false
	}
	if c.Options != nil {
		s.Options = make([]discordgo.SelectMenuOption, len(c.Options))
		for i, o := range c.Options {
			s.Options[i] = discordgo.SelectMenuOption{Label: o.Label, Value: o.Value, Description: o.Description, Default: o.Default}
			if !decodeRaw(o.Emoji, &s.Options[i].Emoji) {
				return nil, false
			}
		}
	}
	return s, true
}

// componentsOf is a layout's components as discordgo decodes them: never
// nil, even when the JSON has none.
func componentsOf(cs []componentJSON) ([]discordgo.MessageComponent, bool) {
	out := make([]discordgo.MessageComponent, len(cs))
	for i := range cs {
		c, ok := cs[i].component()
		if !ok {
			return nil, false
		}
		out[i] = c
	}
	return out, true
}

// decodeRaw decodes a field the fake kept as JSON into v, as the decoder
// would have; an absent field leaves v as it is. The common literals are
// read without the decoder.
func decodeRaw[T any](raw json.RawMessage, v *T) bool {
	switch {
	case len(raw) == 0:
		return true
	case bytes.Equal(raw, []byte("false")):
		if b, ok := any(v).(*bool); ok {
			*b = false
			return true
		}
	case bytes.Equal(raw, []byte("true")):
		if b, ok := any(v).(*bool); ok {
			*b = true
			return true
		}
	}
	return json.Unmarshal(raw, v) == nil
}

func (m *mediaJSON) item() discordgo.UnfurledMediaItem {
	if m == nil {
		return discordgo.UnfurledMediaItem{}
	}
	return discordgo.UnfurledMediaItem{URL: m.URL}
}

func stringOf(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func cloneString(s *string) *string {
	if s == nil {
		return nil
	}
	c := *s
	return &c
}

func cloneInt(n *int) *int {
	if n == nil {
		return nil
	}
	c := *n
	return &c
}
