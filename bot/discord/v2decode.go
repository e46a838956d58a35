package discord

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"
)

// Discord answers a message sent or edited in a channel, and a followup,
// with the whole message, which discordgo decodes through its package
// variable Unmarshal. Its Message and each of its layout components
// decode themselves with encoding/json anew, and a component twice (its
// type, then itself), so a V2 board's bytes are read through some ten
// times. unmarshal reads a message once, its components as one plain
// struct, and makes the same values discordgo makes (v2decode_test.go).
func unmarshal(data []byte, v any) error {
	if m, ok := v.(**discordgo.Message); ok {
		return decodeMessage(data, m)
	}
	return json.Unmarshal(data, v)
}

// plainMessage is a Message without its UnmarshalJSON.
type plainMessage discordgo.Message

func decodeMessage(data []byte, m **discordgo.Message) error {
	if t := bytes.TrimLeft(data, " \t\r\n"); len(t) == 0 || t[0] != '{' {
		return json.Unmarshal(data, m) // null, or not a message: as discordgo has it
	}
	var v struct {
		plainMessage
		Components []wireComponent `json:"components"` // hides the message's own
	}
	err := json.Unmarshal(data, &v)
	var comps []discordgo.MessageComponent
	if err == nil {
		comps, err = components(v.Components)
	}
	var syntax *json.SyntaxError
	if err != nil {
		if *m == nil && !errors.As(err, &syntax) {
			*m = new(discordgo.Message) // encoding/json made it before the message failed
		}
		return err
	}
	v.plainMessage.Components = comps
	// Message.UnmarshalJSON replaces the whole message a pointer already
	// points at, as here.
	if *m == nil {
		*m = new(discordgo.Message)
	}
	**m = discordgo.Message(v.plainMessage)
	return nil
}

// wireComponent holds the fields of every kind of component, as they
// come; component makes the kind its type says of it.
type wireComponent struct {
	Type       discordgo.ComponentType `json:"type"`
	ID         int                     `json:"id"`
	Components []wireComponent         `json:"components"`
	Accessory  json.RawMessage         `json:"accessory"`

	Label    string                    `json:"label"`
	Style    uint                      `json:"style"`
	Disabled bool                      `json:"disabled"`
	Emoji    *discordgo.ComponentEmoji `json:"emoji"`
	URL      string                    `json:"url"`
	CustomID string                    `json:"custom_id"`
	SKUID    string                    `json:"sku_id"`

	Placeholder   string                             `json:"placeholder"`
	MinValues     *int                               `json:"min_values"`
	MaxValues     int                                `json:"max_values"`
	DefaultValues []discordgo.SelectMenuDefaultValue `json:"default_values"`
	Options       []discordgo.SelectMenuOption       `json:"options"`
	ChannelTypes  []discordgo.ChannelType            `json:"channel_types"`

	Value     string `json:"value"`
	Required  bool   `json:"required"`
	MinLength int    `json:"min_length"`
	MaxLength int    `json:"max_length"`

	Content     string                          `json:"content"`
	Media       discordgo.UnfurledMediaItem     `json:"media"`
	Description *string                         `json:"description"`
	Spoiler     bool                            `json:"spoiler"`
	Items       []discordgo.MediaGalleryItem    `json:"items"`
	File        discordgo.UnfurledMediaItem     `json:"file"`
	Divider     *bool                           `json:"divider"`
	Spacing     *discordgo.SeparatorSpacingSize `json:"spacing"`
	AccentColor *int                            `json:"accent_color"`
}

// components are ws as discordgo decodes them: a pointer to each, and a
// list never nil.
func components(ws []wireComponent) ([]discordgo.MessageComponent, error) {
	out := make([]discordgo.MessageComponent, len(ws))
	for i := range ws {
		c, err := ws[i].component()
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

func (w *wireComponent) component() (discordgo.MessageComponent, error) {
	switch w.Type {
	case discordgo.ActionsRowComponent:
		cs, err := components(w.Components)
		return &discordgo.ActionsRow{Components: cs, ID: w.ID}, err
	case discordgo.ButtonComponent:
		return &discordgo.Button{Label: w.Label, Style: discordgo.ButtonStyle(w.Style), Disabled: w.Disabled, Emoji: w.Emoji,
			URL: w.URL, CustomID: w.CustomID, SKUID: w.SKUID, ID: w.ID}, nil
	case discordgo.SelectMenuComponent, discordgo.ChannelSelectMenuComponent, discordgo.UserSelectMenuComponent,
		discordgo.RoleSelectMenuComponent, discordgo.MentionableSelectMenuComponent:
		return &discordgo.SelectMenu{MenuType: discordgo.SelectMenuType(w.Type), CustomID: w.CustomID, Placeholder: w.Placeholder,
			MinValues: w.MinValues, MaxValues: w.MaxValues, DefaultValues: w.DefaultValues, Options: w.Options,
			Disabled: w.Disabled, ChannelTypes: w.ChannelTypes, ID: w.ID}, nil
	case discordgo.TextInputComponent:
		return &discordgo.TextInput{CustomID: w.CustomID, Label: w.Label, Style: discordgo.TextInputStyle(w.Style), Placeholder: w.Placeholder,
			Value: w.Value, Required: w.Required, MinLength: w.MinLength, MaxLength: w.MaxLength, ID: w.ID}, nil
	case discordgo.SectionComponent:
		cs, err := components(w.Components)
		if err != nil {
			return nil, err
		}
		s := &discordgo.Section{ID: w.ID, Components: cs}
		if w.Accessory != nil {
			var a wireComponent
			if err := json.Unmarshal(w.Accessory, &a); err != nil {
				return nil, err
			}
			if s.Accessory, err = a.component(); err != nil {
				return nil, err
			}
		}
		return s, nil
	case discordgo.TextDisplayComponent:
		return &discordgo.TextDisplay{Content: w.Content}, nil
	case discordgo.ThumbnailComponent:
		return &discordgo.Thumbnail{ID: w.ID, Media: w.Media, Description: w.Description, Spoiler: w.Spoiler}, nil
	case discordgo.MediaGalleryComponent:
		return &discordgo.MediaGallery{ID: w.ID, Items: w.Items}, nil
	case discordgo.FileComponentType:
		return &discordgo.FileComponent{ID: w.ID, File: w.File, Spoiler: w.Spoiler}, nil
	case discordgo.SeparatorComponent:
		return &discordgo.Separator{ID: w.ID, Divider: w.Divider, Spacing: w.Spacing}, nil
	case discordgo.ContainerComponent:
		cs, err := components(w.Components)
		return &discordgo.Container{ID: w.ID, AccentColor: w.AccentColor, Spoiler: w.Spoiler, Components: cs}, err
	}
	return nil, fmt.Errorf("unknown component type: %d", w.Type)
}
