package bot

import (
	"fmt"
	"runtime/debug"

	"github.com/bwmarrin/discordgo"
)

// CommandHandler handles one slash command.
type CommandHandler func(c *Context)

// ComponentHandler handles clicks on components of one kind; parts are
// the custom id's parts after the kind.
type ComponentHandler func(c *Context, parts []string)

// Command registers a slash command. Register before Open.
func (b *Bot) Command(def *discordgo.ApplicationCommand, h CommandHandler) {
	b.commands = append(b.commands, def)
	b.commandHandlers[def.Name] = h
}

// Component registers the handler of a custom id kind. Register before Open.
func (b *Bot) Component(kind string, h ComponentHandler) {
	if _, dup := b.componentHandlers[kind]; dup {
		panic(fmt.Sprintf("bot: component kind %q registered twice", kind))
	}
	b.componentHandlers[kind] = h
}

// Commands returns the registered slash command definitions.
func (b *Bot) Commands() []*discordgo.ApplicationCommand { return b.commands }

func (b *Bot) onInteraction(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	if !b.enter() {
		return // shutting down: Discord shows the user that we did not answer
	}
	defer b.wg.Done()
	c := &Context{Bot: b, Session: s, Interaction: ic.Interaction}
	if ic.Member != nil {
		c.User = ic.Member.User
	} else {
		c.User = ic.User
	}
	if c.User == nil {
		return
	}
	c.deferAfter(b.cfg.DeferAfter)
	defer c.finish()
	defer func() {
		if r := recover(); r != nil {
			b.log.Error("handler panicked", "panic", r, "stack", string(debug.Stack()))
			if !c.answered() {
				_ = c.Respond(Notice("Something went wrong on our side; nothing was changed."))
			}
		}
	}()
	switch ic.Type {
	case discordgo.InteractionApplicationCommand:
		name := ic.ApplicationCommandData().Name
		if h, ok := b.commandHandlers[name]; ok {
			h(c)
			return
		}
		_ = c.Respond(Notice("I do not know that command any more."))
	case discordgo.InteractionMessageComponent:
		kind, parts := ParseID(ic.MessageComponentData().CustomID)
		if h, ok := b.componentHandlers[kind]; ok {
			h(c, parts)
			return
		}
		_ = c.Respond(Notice("That button is not mine to answer."))
	}
}
