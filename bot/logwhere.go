package bot

import (
	"context"
	"log/slog"
	"sync"
)

// tableGuilds is the server of every table in memory, for the log: a
// line about a table names its server too, so that an operator can
// follow one server's trouble, without each of the bot's parts passing
// it along. A sync.Map, since it is read by every log line under any
// of the bot's locks and must take none of them.
type tableGuilds struct{ m sync.Map }

// seen and forget do nothing on a nil registry (a test's runtime).
func (g *tableGuilds) seen(table, guild string) {
	if g != nil {
		g.m.Store(table, guild)
	}
}

func (g *tableGuilds) forget(table string) {
	if g != nil {
		g.m.Delete(table)
	}
}

// handler wraps h: a record with a "table" and no "guild" gets the
// table's server, when the table is in memory.
func (g *tableGuilds) handler(h slog.Handler) slog.Handler { return guildHandler{h, g} }

type guildHandler struct {
	slog.Handler
	guilds *tableGuilds
}

func (h guildHandler) Handle(ctx context.Context, r slog.Record) error {
	var table string
	hasGuild := false
	r.Attrs(func(a slog.Attr) bool {
		switch a.Key {
		case "table":
			table = a.Value.String()
		case "guild":
			hasGuild = true
		}
		return true
	})
	if table != "" && !hasGuild {
		if g, ok := h.guilds.m.Load(table); ok {
			r = r.Clone()
			r.AddAttrs(slog.String("guild", g.(string)))
		}
	}
	return h.Handler.Handle(ctx, r)
}

func (h guildHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return guildHandler{h.Handler.WithAttrs(as), h.guilds}
}

func (h guildHandler) WithGroup(name string) slog.Handler {
	return guildHandler{h.Handler.WithGroup(name), h.guilds}
}
