package discord

import (
	"encoding/json"
	"reflect"
	"strconv"

	"github.com/bwmarrin/discordgo"
)

// appendComponent appends c as discordgo's MarshalJSON of it writes it:
// its own fields in their order, then its type. A kind it does not know
// goes through encoding/json.
//
// Each kind comes as a value or as a pointer; nil, and a nil pointer of
// any kind, is written as null, as encoding/json writes either alone.
func appendComponent(b []byte, c discordgo.MessageComponent) ([]byte, error) {
	if v := reflect.ValueOf(c); !v.IsValid() || v.Kind() == reflect.Pointer && v.IsNil() {
		return append(b, "null"...), nil
	}
	switch x := c.(type) {
	case discordgo.ActionsRow:
		return appendActionsRow(b, &x)
	case *discordgo.ActionsRow:
		return appendActionsRow(b, x)
	case discordgo.Button:
		return appendButton(b, &x), nil
	case *discordgo.Button:
		return appendButton(b, x), nil
	case discordgo.SelectMenu:
		return appendSelectMenu(b, &x), nil
	case *discordgo.SelectMenu:
		return appendSelectMenu(b, x), nil
	case discordgo.TextDisplay:
		return appendTextDisplay(b, &x), nil
	case *discordgo.TextDisplay:
		return appendTextDisplay(b, x), nil
	case discordgo.Container:
		return appendContainer(b, &x)
	case *discordgo.Container:
		return appendContainer(b, x)
	case discordgo.Section:
		return appendSection(b, &x)
	case *discordgo.Section:
		return appendSection(b, x)
	case discordgo.MediaGallery:
		return appendMediaGallery(b, &x), nil
	case *discordgo.MediaGallery:
		return appendMediaGallery(b, x), nil
	case discordgo.Thumbnail:
		return appendThumbnail(b, &x), nil
	case *discordgo.Thumbnail:
		return appendThumbnail(b, x), nil
	case discordgo.Separator:
		return appendSeparator(b, &x), nil
	case *discordgo.Separator:
		return appendSeparator(b, x), nil
	}
	j, err := json.Marshal(c)
	return append(b, j...), err
}

func appendComponents(b []byte, cs []discordgo.MessageComponent) ([]byte, error) {
	if cs == nil {
		return append(b, "null"...), nil
	}
	b = append(b, '[')
	for i, c := range cs {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = appendComponent(b, c); err != nil {
			return b, err
		}
	}
	return append(b, ']'), nil
}

func appendActionsRow(b []byte, r *discordgo.ActionsRow) ([]byte, error) {
	b = append(b, `{"components":`...)
	b, err := appendComponents(b, r.Components)
	if err != nil {
		return b, err
	}
	b = appendID(b, r.ID)
	return appendType(b, r.Type()), nil
}

func appendButton(b []byte, x *discordgo.Button) []byte {
	style := x.Style
	if style == 0 {
		style = discordgo.PrimaryButton // as Button.MarshalJSON does
	}
	b = append(b, `{"label":`...)
	b = appendString(b, x.Label)
	b = append(b, `,"style":`...)
	b = strconv.AppendUint(b, uint64(style), 10)
	b = append(b, `,"disabled":`...)
	b = strconv.AppendBool(b, x.Disabled)
	if x.Emoji != nil {
		b = append(b, `,"emoji":`...)
		b = appendEmoji(b, x.Emoji)
	}
	b = appendOptString(b, `,"url":`, x.URL)
	b = appendOptString(b, `,"custom_id":`, x.CustomID)
	b = appendOptString(b, `,"sku_id":`, x.SKUID)
	b = appendID(b, x.ID)
	return appendType(b, x.Type())
}

func appendEmoji(b []byte, e *discordgo.ComponentEmoji) []byte {
	start := len(b)
	b = append(b, '{')
	b = appendOptString(b, `,"name":`, e.Name)
	b = appendOptString(b, `,"id":`, e.ID)
	if e.Animated {
		b = append(b, `,"animated":true`...)
	}
	b = append(b, '}')
	return append(b[:start], dropFirstComma(b[start:])...)
}

// appendSelectMenu writes the menu's fields but its MenuType, whose
// "type" the type written last hides, as in encoding/json.
func appendSelectMenu(b []byte, s *discordgo.SelectMenu) []byte {
	b = append(b, '{')
	n := len(b)
	b = appendOptString(b, `,"custom_id":`, s.CustomID)
	b = append(b, `,"placeholder":`...)
	b = appendString(b, s.Placeholder)
	b = append(b[:n], b[n+1:]...) // placeholder is always written: the first comma goes
	if s.MinValues != nil {
		b = append(b, `,"min_values":`...)
		b = strconv.AppendInt(b, int64(*s.MinValues), 10)
	}
	if s.MaxValues != 0 {
		b = append(b, `,"max_values":`...)
		b = strconv.AppendInt(b, int64(s.MaxValues), 10)
	}
	if len(s.DefaultValues) > 0 {
		b = append(b, `,"default_values":[`...)
		for i, d := range s.DefaultValues {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"id":`...)
			b = appendString(b, d.ID)
			b = append(b, `,"type":`...)
			b = appendString(b, string(d.Type))
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if len(s.Options) > 0 {
		b = append(b, `,"options":[`...)
		for i := range s.Options {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendOption(b, &s.Options[i])
		}
		b = append(b, ']')
	}
	b = append(b, `,"disabled":`...)
	b = strconv.AppendBool(b, s.Disabled)
	if len(s.ChannelTypes) > 0 {
		b = append(b, `,"channel_types":[`...)
		for i, t := range s.ChannelTypes {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(t), 10)
		}
		b = append(b, ']')
	}
	b = appendID(b, s.ID)
	return appendType(b, s.Type())
}

func appendOption(b []byte, o *discordgo.SelectMenuOption) []byte {
	b = append(b, '{')
	if o.Label != "" {
		b = append(b, `"label":`...)
		b = appendString(b, o.Label)
		b = append(b, ',')
	}
	b = append(b, `"value":`...)
	b = appendString(b, o.Value)
	b = append(b, `,"description":`...)
	b = appendString(b, o.Description)
	if o.Emoji != nil {
		b = append(b, `,"emoji":`...)
		b = appendEmoji(b, o.Emoji)
	}
	b = append(b, `,"default":`...)
	b = strconv.AppendBool(b, o.Default)
	return append(b, '}')
}

func appendTextDisplay(b []byte, t *discordgo.TextDisplay) []byte {
	b = append(b, `{"content":`...)
	b = appendString(b, t.Content)
	return appendType(b, t.Type())
}

func appendContainer(b []byte, c *discordgo.Container) ([]byte, error) {
	start := len(b)
	b = append(b, '{')
	b = appendID(b, c.ID)
	if c.AccentColor != nil {
		b = append(b, `,"accent_color":`...)
		b = strconv.AppendInt(b, int64(*c.AccentColor), 10)
	}
	b = append(b, `,"spoiler":`...)
	b = strconv.AppendBool(b, c.Spoiler)
	b = append(b, `,"components":`...)
	b, err := appendComponents(b, c.Components)
	if err != nil {
		return b, err
	}
	b = appendType(b, c.Type())
	return append(b[:start], dropFirstComma(b[start:])...), nil
}

func appendSection(b []byte, s *discordgo.Section) ([]byte, error) {
	start := len(b)
	b = append(b, '{')
	b = appendID(b, s.ID)
	b = append(b, `,"components":`...)
	b, err := appendComponents(b, s.Components)
	if err != nil {
		return b, err
	}
	b = append(b, `,"accessory":`...)
	if b, err = appendComponent(b, s.Accessory); err != nil {
		return b, err
	}
	b = appendType(b, s.Type())
	return append(b[:start], dropFirstComma(b[start:])...), nil
}

func appendMediaGallery(b []byte, m *discordgo.MediaGallery) []byte {
	start := len(b)
	b = append(b, '{')
	b = appendID(b, m.ID)
	b = append(b, `,"items":`...)
	if m.Items == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, it := range m.Items {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"media":{"url":`...)
			b = appendString(b, it.Media.URL)
			b = append(b, '}')
			if it.Description != nil {
				b = append(b, `,"description":`...)
				b = appendString(b, *it.Description)
			}
			b = append(b, `,"spoiler":`...)
			b = strconv.AppendBool(b, it.Spoiler)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = appendType(b, m.Type())
	return append(b[:start], dropFirstComma(b[start:])...)
}

// appendThumbnail writes "spoiler" always: discordgo's tag for it
// misspells omitempty, so encoding/json does too.
func appendThumbnail(b []byte, t *discordgo.Thumbnail) []byte {
	start := len(b)
	b = append(b, '{')
	b = appendID(b, t.ID)
	b = append(b, `,"media":{"url":`...)
	b = appendString(b, t.Media.URL)
	b = append(b, '}')
	if t.Description != nil {
		b = append(b, `,"description":`...)
		b = appendString(b, *t.Description)
	}
	b = append(b, `,"spoiler":`...)
	b = strconv.AppendBool(b, t.Spoiler)
	b = appendType(b, t.Type())
	return append(b[:start], dropFirstComma(b[start:])...)
}

func appendSeparator(b []byte, s *discordgo.Separator) []byte {
	start := len(b)
	b = append(b, '{')
	b = appendID(b, s.ID)
	if s.Divider != nil {
		b = append(b, `,"divider":`...)
		b = strconv.AppendBool(b, *s.Divider)
	}
	if s.Spacing != nil {
		b = append(b, `,"spacing":`...)
		b = strconv.AppendUint(b, uint64(*s.Spacing), 10)
	}
	b = appendType(b, s.Type())
	return append(b[:start], dropFirstComma(b[start:])...)
}

// appendID writes an id field, which every component omits when 0.
func appendID(b []byte, id int) []byte {
	if id == 0 {
		return b
	}
	b = append(b, `,"id":`...)
	return strconv.AppendInt(b, int64(id), 10)
}

// appendType closes a component with its type, the field discordgo's
// MarshalJSON adds after the component's own.
func appendType(b []byte, t discordgo.ComponentType) []byte {
	b = append(b, `,"type":`...)
	b = strconv.AppendUint(b, uint64(t), 10)
	return append(b, '}')
}

func appendOptString(b []byte, key, s string) []byte {
	if s == "" {
		return b
	}
	return appendString(append(b, key...), s)
}

// dropFirstComma removes the comma after an object's opening brace: an
// object whose first fields may be omitted writes each field with a
// comma before it.
func dropFirstComma(obj []byte) []byte {
	if len(obj) > 1 && obj[0] == '{' && obj[1] == ',' {
		return append(obj[:1], obj[2:]...)
	}
	return obj
}
