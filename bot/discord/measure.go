package discord

import (
	"errors"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/metrics"
)

// errPanicked is a handler's panic, as the metrics count it.
var errPanicked = errors.New("handler panicked")

// Measure has the router count every interaction it handles in m, with
// its outcome and its time to a first response. Set it before serving.
func (r *Router) Measure(m *metrics.Metrics) { r.metrics = m }

// measure records c's interaction, handled since began with *err as its
// handler's result; deferred first in Handle, so it runs last.
func (r *Router) measure(c *Context, began time.Time, err *error) {
	if r.metrics == nil {
		return
	}
	kind, route := r.route(c.Interaction)
	c.mu.Lock()
	first, deferred := c.first, c.wasDeferred
	c.mu.Unlock()
	var no *Refusal
	outcome := metrics.Answered
	switch {
	case errors.As(*err, &no) && no.Kind != Failed:
		outcome = metrics.Refused
	case *err != nil:
		outcome = metrics.Failed
	case deferred:
		outcome = metrics.Deferred
	}
	var took time.Duration
	if !first.IsZero() {
		took = max(first.Sub(began), time.Nanosecond)
	}
	r.metrics.Interaction(kind, route, outcome, took)
}

// route is an interaction's kind and route as the metrics label them: a
// registered command's name or custom id's kind, or "other" for what
// the bot does not know (a forged id), so that no label grows without
// bound.
func (r *Router) route(ix *discordgo.Interaction) (kind, route string) {
	switch ix.Type {
	case discordgo.InteractionApplicationCommand:
		if name := ix.ApplicationCommandData().Name; r.byCommand[name] != nil {
			return "command", "/" + name
		}
		return "command", "other"
	case discordgo.InteractionMessageComponent:
		if k := KindOf(ix.MessageComponentData().CustomID); r.components[k] != nil {
			return "component", k
		}
		return "component", "other"
	}
	return "other", "other"
}

// stamp notes the time of the first response, once a response leaves
// the state was; c.mu is held.
func (c *Context) stamp(was answerState) {
	if was == pending && c.first.IsZero() {
		c.first = time.Now()
	}
}
