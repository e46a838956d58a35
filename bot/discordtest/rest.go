package discordtest

import (
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"regexp"
	"strings"

	"github.com/gorilla/websocket"
)

// request is one REST call.
type request struct {
	r     *http.Request
	body  []byte
	files []upload // the files of a multipart body
	route string   // "METHOD /path", for violations
}

// reply is what a route answers; it is written after the server lock is
// released.
type reply struct {
	status int
	body   any // nil: no body
	header map[string]string
}

func okJSON(v any) reply { return reply{status: http.StatusOK, body: v} }

var noContent = reply{status: http.StatusNoContent}

func errBody(code int, msg string, problems []string) map[string]any {
	b := map[string]any{"code": code, "message": msg}
	if len(problems) > 0 {
		errs := map[string]any{}
		for _, p := range problems {
			path, text, ok := strings.Cut(p, ": ")
			if !ok {
				path, text = "_root", p
			}
			errs[path] = map[string]any{"_errors": []any{map[string]any{"code": "INVALID", "message": text}}}
		}
		b["errors"] = errs
	}
	return b
}

// failure answers an error Discord would give, without recording it.
func failure(status, code int, msg string) reply {
	return reply{status: status, body: errBody(code, msg, nil)}
}

// check validates a message state, returning a refusal when it
// breaks a limit.
func (mr *messageRoutes) check(rq *request, m *message) (reply, bool) {
	problems, empty := checkMessage(m)
	if len(problems) > 0 || empty {
		return mr.ledger.invalid(rq, problems, empty), false
	}
	mr.uploads.pictureRefs += m.refs
	return reply{}, true
}

var apiPrefix = regexp.MustCompile(`^/api(/v\d+)?/`)

// apiV10 is the only API version the fake serves: Discord's current one.
const apiV10 = "/api/v10/"

func (rt *router) serve(w http.ResponseWriter, r *http.Request) {
	if websocket.IsWebSocketUpgrade(r) {
		rt.gw.serveGateway(w, r)
		return
	}
	rq := &request{r: r, route: r.Method + " " + r.URL.Path}
	rt.traffic.waitHeld(r)
	rt.traffic.noteWrite(r)
	body, files, err := readBody(r)
	rep, limited := rt.traffic.limit(rt.counted(r))
	switch {
	case limited:
	case rt.noAttach && len(files) > 0:
		rep = reply{status: http.StatusForbidden, body: errBody(50013, "Missing Permissions", nil)}
	case err != nil:
		rt.mu.Lock()
		rep = rt.ledger.refuse(rq, http.StatusBadRequest, 50109, "The request body contains invalid JSON.", err.Error())
		rt.mu.Unlock()
	default:
		rq.body, rq.files = body, files
		if problems := rt.specProblems(r.Method, r.URL.Path, body); len(problems) > 0 {
			rt.mu.Lock()
			rt.ledger.note("%s: the body breaks Discord's OpenAPI schema: %s\n%s", rq.route, strings.Join(problems, "; "), specJSON(body))
			rep = reply{status: http.StatusBadRequest, body: errBody(50035, "Invalid Form Body", problems)}
			rt.mu.Unlock()
			break
		}
		rep = rt.route(rq)
	}
	rt.signal.notify()
	for k, v := range rep.header {
		w.Header().Set(k, v)
	}
	if rep.body == nil {
		w.WriteHeader(rep.status)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.status)
	_, _ = w.Write(mustJSON(rep.body))
}

// readBody returns the JSON body, taking payload_json and the files out
// of a multipart body.
func readBody(r *http.Request) ([]byte, []upload, error) {
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if ct == "multipart/form-data" {
		if err := r.ParseMultipartForm(32 << 20); err != nil {
			return nil, nil, err
		}
		files, err := readUploads(r.MultipartForm)
		return []byte(r.FormValue("payload_json")), files, err
	}
	b, err := io.ReadAll(io.LimitReader(r.Body, 8<<20))
	if err != nil {
		return nil, nil, err
	}
	if len(strings.TrimSpace(string(b))) > 0 && !json.Valid(b) {
		return nil, nil, fmt.Errorf("invalid JSON")
	}
	return b, nil, nil
}

// match reports whether path segments p follow pattern, "*" matching any
// one segment.
func match(p []string, pattern ...string) bool {
	if len(p) != len(pattern) {
		return false
	}
	for i, x := range pattern {
		if x != "*" && x != p[i] {
			return false
		}
	}
	return true
}

func (rt *router) route(rq *request) reply {
	r := rq.r
	prefix := apiPrefix.FindString(r.URL.Path)
	if prefix == "" {
		return rt.unknown(rq)
	}
	if prefix != apiV10 {
		rt.mu.Lock()
		defer rt.mu.Unlock()
		return rt.ledger.refuse(rq, http.StatusBadRequest, 50041, "Invalid API version provided",
			"the request speaks "+strings.Trim(prefix, "/")+"; Discord's current version, and Deckhand's, is v10")
	}
	p := strings.Split(strings.TrimSuffix(r.URL.Path[len(prefix):], "/"), "/")
	m := r.Method
	get, post, patch, put, del := m == http.MethodGet, m == http.MethodPost, m == http.MethodPatch, m == http.MethodPut, m == http.MethodDelete
	switch {
	case match(p, "gateway") && get:
		return okJSON(map[string]any{"url": rt.wsURL})
	case match(p, "gateway", "bot") && get:
		return rt.authed(rq, func() reply {
			return okJSON(map[string]any{"url": rt.wsURL, "shards": 1, "session_start_limit": map[string]any{
				"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})
		})
	case match(p, "users", "@me") && get:
		return rt.authed(rq, func() reply { return okJSON(botUserJSON(rt.bot)) })
	case match(p, "applications", "*", "commands") && (put || get):
		return rt.authed(rq, func() reply { return rt.registry.route(rq, p[1], "") })
	case match(p, "applications", "*", "guilds", "*", "commands") && (put || get):
		return rt.authed(rq, func() reply { return rt.registry.route(rq, p[1], p[3]) })
	case match(p, "interactions", "*", "*", "callback") && post:
		return rt.book.callback(rq, p[1], p[2])
	case match(p, "webhooks", "*", "*") && post:
		return rt.book.followup(rq, p[1], p[2])
	case match(p, "webhooks", "*", "*", "messages", "*") && (get || patch || del):
		return rt.book.hookMessage(rq, p[1], p[2], p[4])
	case match(p, "channels", "*", "messages") && (get || post):
		return rt.authed(rq, func() reply { return rt.routes.channel(rq, p[1]) })
	case match(p, "channels", "*", "threads") && post:
		return rt.authed(rq, func() reply { return rt.threads.start(rq, p[1]) })
	case match(p, "channels", "*", "messages", "*") && (get || patch || del):
		return rt.authed(rq, func() reply { return rt.routes.one(rq, p[1], p[3]) })
	}
	return rt.unknown(rq)
}

func (rt *router) unknown(rq *request) reply {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	rt.ledger.unknown = append(rt.ledger.unknown, rq.route)
	return failure(http.StatusNotFound, 0, "404: Not Found")
}

// authed runs a bot route after checking the Authorization header.
func (rt *router) authed(rq *request, f func() reply) reply {
	if rq.r.Header.Get("Authorization") != "Bot "+string(rt.token) {
		rt.mu.Lock()
		defer rt.mu.Unlock()
		return rt.ledger.refuse(rq, http.StatusUnauthorized, 0, "401: Unauthorized", "missing or wrong bot token")
	}
	return f()
}

var snowflake = regexp.MustCompile(`^[0-9]{1,20}$`)
