// Package discord is the bot's Discord plumbing, without tables or games:
// the interaction context and its deferral, the router that hands each
// route its parsed custom id, refusals and the one place they become
// replies, custom ids (a type per kind, with String and Parse, and the
// lobby's actions), messages and their JSON both ways (discordgo's
// Marshal and Unmarshal), the session that requests made with an
// interaction's token go through, and the transport that can point the
// session at another origin.
package discord

import (
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/games/lang"
)

// Context is one interaction being handled.
type Context struct {
	Session     *discordgo.Session // for channel requests
	Interaction *discordgo.Interaction
	User        *discordgo.User

	hooks *discordgo.Session // for requests made with the interaction's token; see Hooks

	log *slog.Logger
	// public says a server's public language (Router.PublicLang).
	public func(guild string) *lang.Lang

	// mu orders the first answer against the deferral timer.
	mu       sync.Mutex
	state    answerState
	deferral *time.Timer
	// answerID is the id of the message that holds the answer once it
	// has gone out: the reply, the updated message, or the followup that
	// answered a deferred click (whose @original is the clicked message,
	// maybe a public board). "" before the answer, and for a deferred
	// command's public answer, which goes to the channel.
	answerID string
	// answerV2 says the answer's message is a Components V2 one, which
	// its later edits must keep (Answer.V2).
	answerV2 bool
	// replacing is told of the clicked message before an update replaces
	// it, unless kept says the handler keeps that message's state itself
	// (Router.OnReplace).
	replacing func(messageID string) (gone func())
	kept      bool
	// first is when the first response (an answer or a deferral) went,
	// and wasDeferred whether it was a deferral: what the metrics read.
	first       time.Time
	wasDeferred bool
}

type answerState uint8

const (
	pending  answerState = iota
	deferred             // acknowledged; the answer comes as an edit or followup
	answered
)

// Hooks is the session for requests made with the interaction's token:
// its answer, followups and their edits (see Hooks). Channel requests go
// through Session.
func (c *Context) Hooks() *discordgo.Session {
	if c.hooks != nil {
		return c.hooks
	}
	return c.Session
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
// own ephemeral: a hand stays one message that changes. A Components V2
// message (a hand, a rules page) can never be turned back into a classic
// one, so a classic answer to a click on it is laid out as V2.
func (c *Context) Reply(m Message) error {
	if c.FromEphemeral() {
		m.Ephemeral = false // flags cannot change on update
		return c.Update(m)
	}
	m.Ephemeral = true
	return c.Respond(m)
}

// Keep says that the handler keeps the state of the clicked message
// itself (a hand answering a click on itself), so that its update is not
// reported to the router's OnReplace.
func (c *Context) Keep() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.kept = true
}

// Followup sends a further message after the first answer.
func (c *Context) Followup(m Message) error {
	_, err := c.sendFollowup(m)
	return err
}

func (c *Context) sendFollowup(m Message) (*discordgo.Message, error) {
	p := &discordgo.WebhookParams{Content: m.Content, Embeds: m.Embeds, Components: m.Components, AllowedMentions: mentionUsers,
		Files: m.files(), Flags: m.flags()}
	return c.Hooks().FollowupMessageCreate(c.Interaction, true, p)
}

func (c *Context) callback(kind discordgo.InteractionResponseType, m Message) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	was := c.state
	defer c.stamp(was)
	c.state = answered
	if kind == discordgo.InteractionResponseUpdateMessage && c.fromV2() {
		m = m.asV2() // Discord never takes the flag away
	}
	c.answerV2 = m.V2
	if kind == discordgo.InteractionResponseUpdateMessage && c.Interaction.Message != nil && c.replacing != nil && !c.kept {
		if gone := c.replacing(c.Interaction.Message.ID); gone != nil {
			defer gone()
		}
	}
	if was == deferred {
		return c.late(kind, m)
	}
	r := &discordgo.InteractionResponse{Type: kind, Data: m.data(kind == discordgo.InteractionResponseUpdateMessage)}
	if kind == discordgo.InteractionResponseUpdateMessage {
		if err := c.Hooks().InteractionRespond(c.Interaction, r); err != nil {
			return err
		}
		c.answerID = c.Interaction.Message.ID
		return nil
	}
	id, err := respond(c.Hooks(), c.Interaction, r)
	c.answerID = id
	return err
}

// deferAfter acknowledges the interaction if no answer has gone out after
// d: a handler can wait on a busy table or on Discord's rate limits, and
// Discord drops an interaction not acknowledged within 3 s.
// A negative d defers at once, before the handler runs.
func (c *Context) deferAfter(d time.Duration) {
	if d < 0 {
		c.acknowledge()
		return
	}
	c.deferral = time.AfterFunc(d, c.acknowledge)
}

// Defer acknowledges the interaction now, if nothing has answered it
// yet: for a handler about to wait (on Discord's rate limits) longer than
// the deferral timer would allow for under load.
func (c *Context) Defer() { c.acknowledge() }

// finish stops the deferral; once it returns no acknowledgement is in
// flight (acknowledge holds mu while it talks to Discord).
func (c *Context) finish() {
	if c.deferral != nil {
		c.deferral.Stop()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.state == pending {
		c.state = answered // nothing may answer after the handler
	}
}

// acknowledge defers the answer. A click is deferred without a visible
// change (its message stays as it is until edited); a command with a
// private "thinking" message, since most command answers are private and
// a deferred answer cannot become private later.
func (c *Context) acknowledge() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.state != pending {
		return
	}
	r := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredMessageUpdate}
	if c.Interaction.Type != discordgo.InteractionMessageComponent {
		r = &discordgo.InteractionResponse{
			Type: discordgo.InteractionResponseDeferredChannelMessageWithSource,
			Data: &discordgo.InteractionResponseData{Flags: discordgo.MessageFlagsEphemeral},
		}
	}
	if err := c.Hooks().InteractionRespond(c.Interaction, r); err != nil {
		c.log.Warn("deferring interaction", "err", err)
		return
	}
	c.stamp(pending)
	c.state, c.wasDeferred = deferred, true
}

// late sends the answer of a deferred interaction: an update edits the
// clicked message; a new message is a followup, except that a deferred
// command's private "thinking" message becomes its answer, and a public
// answer to a command goes to the channel in its place.
func (c *Context) late(kind discordgo.InteractionResponseType, m Message) error {
	command := c.Interaction.Type != discordgo.InteractionMessageComponent
	switch {
	case kind == discordgo.InteractionResponseUpdateMessage || (command && m.Ephemeral):
		target := "@original" // a deferred command's private "thinking" message
		if !command {
			target = c.Interaction.Message.ID // the clicked message, named as every later edit names it
		}
		id, err := editWebhookMessage(c.Hooks(), c.Interaction.AppID, c.Interaction.Token, target, m.webhookEdit())
		c.answerID = id
		return err
	case command:
		if _, err := c.Session.ChannelMessageSendComplex(c.Interaction.ChannelID, m.Send()); err != nil {
			return err
		}
		return c.Hooks().InteractionResponseDelete(c.Interaction)
	}
	msg, err := c.sendFollowup(m)
	if err == nil {
		c.answerID = msg.ID
	}
	return err
}

// answered reports whether the interaction has had its answer.
func (c *Context) answered() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.state == answered
}

// FromEphemeral reports whether a click came from an ephemeral message.
func (c *Context) FromEphemeral() bool {
	return c.Interaction.Message != nil && c.Interaction.Message.Flags&discordgo.MessageFlagsEphemeral != 0
}

// fromV2 reports whether a click came from a Components V2 message.
func (c *Context) fromV2() bool {
	return c.Interaction.Message != nil && c.Interaction.Message.Flags&discordgo.MessageFlagsIsComponentsV2 != 0
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

// OnItsMessage reports whether the clicked component is on the message
// the click came from. Discord sends the message as it stores it, while
// the custom id is whatever the client sent: a click that must only
// change its own message (a question's "No") checks this first.
func (c *Context) OnItsMessage() bool {
	if c.Interaction.Type != discordgo.InteractionMessageComponent || c.Interaction.Message == nil {
		return false
	}
	return carries(c.Interaction.Message.Components, c.Interaction.MessageComponentData().CustomID)
}

// carries reports whether components, or any nested in them (in rows,
// or in a V2 layout's containers and sections), has id.
func carries(components []discordgo.MessageComponent, id string) bool {
	for _, comp := range components {
		switch x := comp.(type) {
		case *discordgo.ActionsRow:
			if carries(x.Components, id) {
				return true
			}
		case *discordgo.Container: // a Components V2 layout holds its rows
			if carries(x.Components, id) {
				return true
			}
		case *discordgo.Section:
			if carries(append(slices.Clone(x.Components), x.Accessory), id) {
				return true
			}
		case *discordgo.Button:
			if x.CustomID == id {
				return true
			}
		case *discordgo.SelectMenu:
			if x.CustomID == id {
				return true
			}
		}
	}
	return false
}
