package discord

import (
	"context"
	"log/slog"
	"regexp"
)

// Secrets that travel in URLs: an interaction's token is in the path of
// its callback and of its webhook (a followup or an edit, for 15
// minutes anyone holding it can answer as the bot), and a proxy's
// password can be in DISCORD_BASE_URL. Errors from the HTTP client quote
// the whole URL, so whatever reaches a log goes through Redact.
var (
	tokenInPath = regexp.MustCompile(`(/(?:webhooks|interactions)/\d+/)[A-Za-z0-9_\-.]+`)
	userInfo    = regexp.MustCompile(`(://[^/@:\s]*):[^/@\s]*@`)
)

// Redact blanks the interaction tokens and URL passwords in s.
func Redact(s string) string {
	s = tokenInPath.ReplaceAllString(s, "${1}REDACTED")
	return userInfo.ReplaceAllString(s, "${1}:REDACTED@")
}

// RedactHandler wraps h so that every string and error it logs goes
// through Redact first.
func RedactHandler(h slog.Handler) slog.Handler { return redacting{h} }

type redacting struct{ next slog.Handler }

func (r redacting) Enabled(ctx context.Context, l slog.Level) bool { return r.next.Enabled(ctx, l) }

func (r redacting) Handle(ctx context.Context, rec slog.Record) error {
	out := slog.NewRecord(rec.Time, rec.Level, Redact(rec.Message), rec.PC)
	rec.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(redactAttr(a))
		return true
	})
	return r.next.Handle(ctx, out)
}

func (r redacting) WithAttrs(as []slog.Attr) slog.Handler {
	clean := make([]slog.Attr, len(as))
	for i, a := range as {
		clean[i] = redactAttr(a)
	}
	return redacting{r.next.WithAttrs(clean)}
}

func (r redacting) WithGroup(name string) slog.Handler { return redacting{r.next.WithGroup(name)} }

func redactAttr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, Redact(v.String()))
	case slog.KindGroup:
		g := v.Group()
		clean := make([]any, len(g))
		for i, x := range g {
			clean[i] = redactAttr(x)
		}
		return slog.Group(a.Key, clean...)
	case slog.KindAny:
		if err, ok := v.Any().(error); ok {
			return slog.String(a.Key, Redact(err.Error()))
		}
		return slog.String(a.Key, Redact(v.String()))
	}
	return a
}
