package bot

import (
	"github.com/bwmarrin/discordgo"
)

// Context is one interaction being handled.
type Context struct {
	Bot         *Bot
	Session     *discordgo.Session
	Interaction *discordgo.Interaction
	User        *discordgo.User
	responded   bool
}

// Respond answers with a new message (ephemeral when m says so).
func (c *Context) Respond(m Message) error {
	return c.callback(discordgo.InteractionResponseChannelMessageWithSource, m)
}

// Update answers a click by replacing the message the component is on.
func (c *Context) Update(m Message) error {
	return c.callback(discordgo.InteractionResponseUpdateMessage, m)
}

// Reply answers a click with a fresh ephemeral message when the click came
// from a public message, and by updating it when it came from the user's
// own ephemeral: a hand stays one message that changes.
func (c *Context) Reply(m Message) error {
	if c.FromEphemeral() {
		m.Ephemeral = false // flags cannot change on update
		return c.Update(m)
	}
	m.Ephemeral = true
	return c.Respond(m)
}

// Followup sends a further message after the first answer.
func (c *Context) Followup(m Message) error {
	p := &discordgo.WebhookParams{Content: m.Content, Embeds: m.Embeds, Components: m.Components}
	if m.Ephemeral {
		p.Flags = discordgo.MessageFlagsEphemeral
	}
	_, err := c.Session.FollowupMessageCreate(c.Interaction, true, p)
	return err
}

func (c *Context) callback(kind discordgo.InteractionResponseType, m Message) error {
	c.responded = true
	return c.Session.InteractionRespond(c.Interaction, &discordgo.InteractionResponse{Type: kind, Data: m.data()})
}

// FromEphemeral reports whether a click came from an ephemeral message.
func (c *Context) FromEphemeral() bool {
	return c.Interaction.Message != nil && c.Interaction.Message.Flags&discordgo.MessageFlagsEphemeral != 0
}

// Option returns a slash command's string option, or "".
func (c *Context) Option(name string) string {
	if c.Interaction.Type != discordgo.InteractionApplicationCommand {
		return ""
	}
	for _, o := range c.Interaction.ApplicationCommandData().Options {
		if o.Name == name {
			if s, ok := o.Value.(string); ok {
				return s
			}
		}
	}
	return ""
}

// Values are the picked values of a select menu.
func (c *Context) Values() []string {
	if c.Interaction.Type != discordgo.InteractionMessageComponent {
		return nil
	}
	return c.Interaction.MessageComponentData().Values
}

// CanManage reports whether the user may manage the channel (end any
// game there).
func (c *Context) CanManage() bool {
	m := c.Interaction.Member
	return m != nil && m.Permissions&(discordgo.PermissionManageChannels|discordgo.PermissionAdministrator) != 0
}

// userName is how the user is shown where a mention does not fit.
func userName(u *discordgo.User) string {
	if u.GlobalName != "" {
		return u.GlobalName
	}
	return u.Username
}
