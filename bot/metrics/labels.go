package metrics

import (
	"strconv"
	"strings"
)

// statusLabel is a status code as a label; 0 (no response) is "error".
func statusLabel(status int) string {
	if status == 0 {
		return "error"
	}
	return strconv.Itoa(status)
}

// scopeLabel is a 429's X-RateLimit-Scope as a label, from Discord's
// three; Discord leaves it out of a route's own limit, which is "user".
func scopeLabel(scope string) string {
	switch scope {
	case "global", "shared":
		return scope
	}
	return "user"
}

// pathWords are the literal segments of the Discord routes the bot
// calls; every other segment (an id, a token, an emoji) is a parameter.
var pathWords = map[string]bool{
	"applications": true, "commands": true, "guilds": true, "channels": true, "messages": true,
	"webhooks": true, "interactions": true, "callback": true, "gateway": true, "bot": true,
	"users": true, "@me": true, "@original": true, "members": true, "reactions": true, "pins": true,
	"typing": true, "bulk-delete": true, "threads": true, "permissions": true, "roles": true,
}

// Route is the template of a REST path: the API prefix dropped and every
// segment that is not one of Discord's words written {id}, so that a
// route takes a bounded set of values whatever ids and tokens pass:
// /api/v10/channels/1/messages/2 is /channels/{id}/messages/{id}.
func Route(path string) string {
	path = strings.TrimPrefix(path, "/")
	if rest, ok := strings.CutPrefix(path, "api/"); ok {
		path = rest
		if v, after, ok := strings.Cut(path, "/"); ok && strings.HasPrefix(v, "v") {
			path = after
		}
	}
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for i, s := range segs {
		if !pathWords[s] {
			segs[i] = "{id}"
		}
	}
	return "/" + strings.Join(segs, "/")
}
