package discordtest

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
)

// router takes every HTTP request the fake gets: the gateway's upgrade,
// and the REST calls, which it checks (the token, the global limit, the
// body's JSON and schema) before it hands each to the part that owns its
// route.
type router struct {
	mu       *sync.Mutex // the server's
	token    botToken
	bot      *discordgo.User
	wsURL    string
	noAttach bool // WithoutAttachFiles
	noSpec   bool // WithoutSpecCheck
	traffic  *traffic
	ledger   *ledger
	signal   *signal
	gw       *gateway
	registry *registry
	threads  *threadList
	book     *book
	routes   *messageRoutes
}

func (rt *router) serve(w http.ResponseWriter, r *http.Request) {
	if websocket.IsWebSocketUpgrade(r) {
		rt.gw.serveGateway(w, r)
		return
	}
	rq := &request{r: r, route: r.Method + " " + r.URL.Path}
	rt.traffic.waitHeld(r)
	rt.traffic.noteWrite(r)
	sent := &countedBody{ReadCloser: r.Body}
	r.Body = sent
	body, files, err := readBody(r)
	rep, limited := rt.traffic.limit(rt.counted(r))
	switch {
	case limited:
	case rt.noAttach && len(files) > 0:
		rep = reply{status: http.StatusForbidden, body: errBody(50013, "Missing Permissions", nil)}
	case err != nil && sent.torn(r.ContentLength):
		// The client went away mid-request (a bot killed as it sent):
		// the body is torn, which says nothing of what the bot sends.
		rep = reply{status: http.StatusBadRequest, body: errBody(50109, "The request body contains invalid JSON.", nil)}
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
	_, _ = w.Write(replyJSON(rep.body))
}

// replyJSON is a reply's body as written. A message's served JSON is
// written as it is: json.Marshal made it, compact and escaped, and
// marshalling it again would only scan it twice more to the same bytes.
func replyJSON(body any) []byte {
	if raw, ok := body.(json.RawMessage); ok {
		return raw
	}
	return mustJSON(body)
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

// countedBody counts the bytes of a request body read so far.
type countedBody struct {
	io.ReadCloser
	n int64
}

func (c *countedBody) Read(p []byte) (int, error) {
	n, err := c.ReadCloser.Read(p)
	c.n += int64(n)
	return n, err
}

// torn reports whether the body ended before the length its request
// announced (want, -1 when unknown), once the rest of it is read: the
// connection broke, rather than the client sending a bad body.
func (c *countedBody) torn(want int64) bool {
	_, _ = io.Copy(io.Discard, c)
	return want > 0 && c.n < want
}
