package discord

import (
	"github.com/bwmarrin/discordgo"
)

// Message is what the bot sends: a board, a lobby, a hand or a notice.
type Message struct {
	Content    string
	Embeds     []*discordgo.MessageEmbed
	Components []discordgo.MessageComponent
	Ephemeral  bool
	// Files go up with the message as attachments, which its embeds show
	// by Ref. An edit with Files replaces the files the message carried;
	// an edit without keeps them, unless ClearFiles drops them.
	Files      []File
	ClearFiles bool
	// V2 says Components are a Components V2 layout (containers, text
	// displays, galleries, sections, with the action rows among them)
	// and the message has no Content or Embeds: it goes with the
	// IS_COMPONENTS_V2 flag. An edit may turn a message into V2; Discord
	// never turns one back, so a V2 message is only ever edited as V2.
	V2 bool
	// Plain is the whole text view of a message laid out around a
	// picture (a board, a hand): what goes instead when no picture can
	// go with it (the game draws none, drawing failed or is behind,
	// Discord refused the upload). It is never sent itself as a field;
	// a message is sent either pictured or as its Plain. (A fingerprint
	// of the message counts it: it says what the picture shows.)
	Plain *Message
}

// flags are the message flags m is sent with.
func (m Message) flags() discordgo.MessageFlags {
	var f discordgo.MessageFlags
	if m.Ephemeral {
		f |= discordgo.MessageFlagsEphemeral
	}
	if m.V2 {
		f |= discordgo.MessageFlagsIsComponentsV2
	}
	return f
}

// mentionUsers lets a message ping the players it names, never roles or
// @everyone.
var mentionUsers = &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{discordgo.AllowedMentionTypeUsers}}

// Notice is a short ephemeral text.
func Notice(text string) Message { return Message{Content: text, Ephemeral: true} }

// data is m as an interaction answer; update says whether it replaces
// the clicked message.
func (m Message) data(update bool) *discordgo.InteractionResponseData {
	d := &discordgo.InteractionResponseData{
		Content:         m.Content,
		Embeds:          m.Embeds,
		Components:      m.Components,
		AllowedMentions: mentionUsers,
		Files:           m.files(),
	}
	if update {
		d.Attachments = m.attachments()
	}
	if d.Embeds == nil {
		d.Embeds = []*discordgo.MessageEmbed{}
	}
	if d.Components == nil {
		d.Components = []discordgo.MessageComponent{}
	}
	d.Flags = m.flags()
	return d
}

// Send is m as a new channel message.
func (m Message) Send() *discordgo.MessageSend {
	return &discordgo.MessageSend{Content: m.Content, Embeds: m.Embeds, Components: m.Components, Files: m.files(),
		AllowedMentions: mentionUsers, Flags: m.flags()}
}

// webhookEdit is an edit through an interaction's token. discordgo's
// WebhookEdit has no flags, which an edit needs to turn a message V2.
type webhookEdit struct {
	*discordgo.WebhookEdit
	Flags discordgo.MessageFlags `json:"flags,omitempty"`
}

func (m Message) webhookEdit() webhookEdit {
	content, embeds, comps := m.parts()
	return webhookEdit{WebhookEdit: &discordgo.WebhookEdit{Content: &content, Embeds: &embeds, Components: &comps, AllowedMentions: mentionUsers,
		Files: m.files(), Attachments: m.attachments()}, Flags: m.flags() &^ discordgo.MessageFlagsEphemeral}
}

// parts are the message's fields with empty lists, not nil, so that an
// edit clears what the message had.
func (m Message) parts() (string, []*discordgo.MessageEmbed, []discordgo.MessageComponent) {
	embeds, comps := m.Embeds, m.Components
	if embeds == nil {
		embeds = []*discordgo.MessageEmbed{}
	}
	if comps == nil {
		comps = []discordgo.MessageComponent{}
	}
	return m.Content, embeds, comps
}

// Edit is m replacing a channel message.
func (m Message) Edit(channelID, messageID string) *discordgo.MessageEdit {
	e := discordgo.NewMessageEdit(channelID, messageID)
	content, embeds, comps := m.parts()
	e.Content, e.Embeds, e.Components = &content, &embeds, &comps
	e.Files, e.Attachments = m.files(), m.attachments()
	e.AllowedMentions = mentionUsers
	e.Flags = m.flags()
	return e
}
