package discord

import (
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"runtime/debug"
	"slices"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/metrics"
	"github.com/deckhand/deckhand/games/lang"
)

// CommandHandler handles one slash command. It answers through c, or
// returns a *Refusal for the router to answer with; any other error is
// logged, and the player told that something went wrong if nothing has
// answered yet.
type CommandHandler func(c *Context) error

// component handles clicks on components of one kind: raw is the custom
// id, which it parses (On).
type component func(c *Context, raw string) error

// parser is a pointer to a custom id type that reads it.
type parser[T any] interface {
	*T
	Parse(string) error
}

// Router sends each interaction to the handler of its command or its
// custom id's kind, defers it when the handler is slow, and answers
// refusals, errors and panics. Register every route before serving.
type Router struct {
	log        *slog.Logger
	deferAfter time.Duration
	hooks      *Hooks

	commands   []*discordgo.ApplicationCommand
	byCommand  map[string]CommandHandler
	components map[string]component
	replacing  func(messageID string) (gone func())
	seen       seenIDs // interactions handled, so a replayed one is not
	public     func(guild string) *lang.Lang
	metrics    *metrics.Metrics
}

// NewRouter makes a router. deferAfter is how long a handler may work
// before its interaction is deferred; negative defers every one at once.
// Requests made with an interaction's token go through hooks' session,
// or through the session the interaction came on when hooks is nil.
func NewRouter(log *slog.Logger, deferAfter time.Duration, hooks *Hooks) *Router {
	return &Router{log: log, deferAfter: deferAfter, hooks: hooks, byCommand: map[string]CommandHandler{}, components: map[string]component{}}
}

// Command registers a slash command.
func (r *Router) Command(def *discordgo.ApplicationCommand, h CommandHandler) {
	r.commands = append(r.commands, def)
	r.byCommand[def.Name] = h
}

// On registers h for clicks on components whose custom ids are of ID's
// kind. A click whose id does not parse as an ID (another number of
// parts, a page that is not a number, a prompt without its fingerprint)
// is refused as forged before h runs; h gets the parsed id.
func On[ID CustomID, P parser[ID]](r *Router, h func(c *Context, id ID) error) {
	var zero ID
	kind := zero.Kind()
	if _, dup := r.components[kind]; dup {
		panic(fmt.Sprintf("discord: component kind %q registered twice", kind))
	}
	r.components[kind] = func(c *Context, raw string) error {
		var id ID
		if err := P(&id).Parse(raw); err != nil {
			return ErrForged
		}
		return h(c, id)
	}
}

// Components returns every registered custom id kind: what a test of
// every route walks, so that a route added later is covered.
func (r *Router) Components() []string {
	return slices.Sorted(maps.Keys(r.components))
}

// OnReplace registers f, told of every message an answer is about to
// replace, before the answer goes (an update of the clicked message, on
// time or deferred), unless the handler keeps that message itself
// (Context.Keep). Whatever state the bot keeps of that message (a live
// hand, the picture it carries) stops being true then. The func f
// returns, if any, is called once the answer has gone (or failed to), so
// that f can keep the message's other writers waiting until then. f
// must not answer; it runs while the handler waits. Set it before
// serving.
func (r *Router) OnReplace(f func(messageID string) (gone func())) { r.replacing = f }

// Commands returns the registered slash command definitions.
func (r *Router) Commands() []*discordgo.ApplicationCommand { return r.commands }

// Handle answers one interaction; it returns once the handler has.
func (r *Router) Handle(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	if ic.Interaction == nil || !r.seen.first(ic.ID) {
		return // delivered again after a reconnect: answered already
	}
	c := &Context{log: r.log, Session: s, Interaction: ic.Interaction, hooks: r.hooks.Session(), replacing: r.replacing, public: r.public}
	if ic.Member != nil {
		c.User = ic.Member.User
	} else {
		c.User = ic.User
	}
	if c.User == nil {
		return
	}
	var err error
	defer r.measure(c, time.Now(), &err)
	c.deferAfter(r.deferAfter)
	defer c.finish()
	defer func() {
		if p := recover(); p != nil {
			r.log.Error("handler panicked", "panic", p, "stack", string(debug.Stack()))
			err = errPanicked
			if !c.answered() {
				r.answer(c, errBroken)
			}
		}
	}()
	err = r.dispatch(c, ic)
	r.answer(c, err)
}

func (r *Router) dispatch(c *Context, ic *discordgo.InteractionCreate) error {
	switch ic.Type {
	case discordgo.InteractionApplicationCommand:
		if h, ok := r.byCommand[ic.ApplicationCommandData().Name]; ok {
			return h(c)
		}
		return errUnknownCommand
	case discordgo.InteractionMessageComponent:
		raw := ic.MessageComponentData().CustomID
		h, ok := r.components[KindOf(raw)]
		if !ok {
			return errNotMine
		}
		return h(c, raw)
	}
	return nil
}

// where are the log attributes that say where an interaction was met:
// its server and channel, and what was pressed or typed (a custom id
// names its table).
func where(c *Context) []any {
	ix := c.Interaction
	out := []any{"guild", ix.GuildID, "channel", ix.ChannelID}
	switch ix.Type {
	case discordgo.InteractionMessageComponent:
		out = append(out, "custom_id", ix.MessageComponentData().CustomID)
	case discordgo.InteractionApplicationCommand:
		out = append(out, "command", ix.ApplicationCommandData().Name)
	}
	return out
}

// answer is the one place a handler's error becomes a reply: a refusal
// in its own words; anything else is logged, and the player hears that
// something went wrong, unless an answer already went out.
func (r *Router) answer(c *Context, err error) {
	if err == nil {
		return
	}
	var no *Refusal
	if !errors.As(err, &no) {
		r.log.Error("handler", append(where(c), "err", err)...)
		if c.answered() {
			return
		}
		no = errBroken
	}
	if no.Cause != nil {
		r.log.Error("refused on a failure", append(where(c), "err", no.Cause)...)
	}
	if err := no.reply(c); err != nil {
		r.log.Warn("answering", "err", err)
	}
}
