package discordtest

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"mime"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"
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

// refuseLocked answers an error Discord would give and records it as a
// violation: the bot broke a rule.
func (s *Server) refuseLocked(rq *request, status, code int, msg, detail string) reply {
	s.violationLocked("%s: %s (%d %s)", rq.route, detail, code, msg)
	return reply{status: status, body: errBody(code, msg, nil)}
}

// invalidLocked refuses a body that breaks Discord's limits.
func (s *Server) invalidLocked(rq *request, problems []string, empty bool) reply {
	if len(problems) == 0 && empty {
		return s.refuseLocked(rq, http.StatusBadRequest, 50006, "Cannot send an empty message", "empty message")
	}
	if empty {
		problems = append(problems, "empty message")
	}
	s.violationLocked("%s: %s (50035 Invalid Form Body)", rq.route, strings.Join(problems, "; "))
	return reply{status: http.StatusBadRequest, body: errBody(50035, "Invalid Form Body", problems)}
}

// checkLocked validates a message state, returning a refusal when it
// breaks a limit.
func (s *Server) checkLocked(rq *request, m *message) (reply, bool) {
	problems, empty := checkMessage(m)
	if len(problems) > 0 || empty {
		return s.invalidLocked(rq, problems, empty), false
	}
	s.pictureRefs += m.refs
	return reply{}, true
}

var apiPrefix = regexp.MustCompile(`^/api(/v\d+)?/`)

// apiV10 is the only API version the fake serves: Discord's current one.
const apiV10 = "/api/v10/"

func (s *Server) serveHTTP(w http.ResponseWriter, r *http.Request) {
	if websocket.IsWebSocketUpgrade(r) {
		s.serveGateway(w, r)
		return
	}
	rq := &request{r: r, route: r.Method + " " + r.URL.Path}
	s.waitHeld(r)
	s.noteWrite(r)
	body, files, err := readBody(r)
	rep, limited := s.globalLimit(r)
	switch {
	case limited:
	case s.cfg.noAttach && len(files) > 0:
		rep = reply{status: http.StatusForbidden, body: errBody(50013, "Missing Permissions", nil)}
	case err != nil:
		s.mu.Lock()
		rep = s.refuseLocked(rq, http.StatusBadRequest, 50109, "The request body contains invalid JSON.", err.Error())
		s.mu.Unlock()
	default:
		rq.body, rq.files = body, files
		if problems := specProblems(r.Method, r.URL.Path, body); len(problems) > 0 {
			s.mu.Lock()
			s.violationLocked("%s: the body breaks Discord's OpenAPI schema: %s\n%s", rq.route, strings.Join(problems, "; "), specJSON(body))
			rep = reply{status: http.StatusBadRequest, body: errBody(50035, "Invalid Form Body", problems)}
			s.mu.Unlock()
			break
		}
		rep = s.route(rq)
	}
	s.notify()
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

func (s *Server) route(rq *request) reply {
	r := rq.r
	prefix := apiPrefix.FindString(r.URL.Path)
	if prefix == "" {
		return s.unknownRoute(rq)
	}
	if prefix != apiV10 {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.refuseLocked(rq, http.StatusBadRequest, 50041, "Invalid API version provided",
			"the request speaks "+strings.Trim(prefix, "/")+"; Discord's current version, and Deckhand's, is v10")
	}
	p := strings.Split(strings.TrimSuffix(r.URL.Path[len(prefix):], "/"), "/")
	m := r.Method
	get, post, patch, put, del := m == http.MethodGet, m == http.MethodPost, m == http.MethodPatch, m == http.MethodPut, m == http.MethodDelete
	switch {
	case match(p, "gateway") && get:
		return okJSON(map[string]any{"url": s.wsURL})
	case match(p, "gateway", "bot") && get:
		return s.authed(rq, func() reply {
			return okJSON(map[string]any{"url": s.wsURL, "shards": 1, "session_start_limit": map[string]any{
				"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})
		})
	case match(p, "users", "@me") && get:
		return s.authed(rq, func() reply { return okJSON(s.botUserJSON()) })
	case match(p, "applications", "*", "commands") && (put || get):
		return s.authed(rq, func() reply { return s.commandsRoute(rq, p[1], "") })
	case match(p, "applications", "*", "guilds", "*", "commands") && (put || get):
		return s.authed(rq, func() reply { return s.commandsRoute(rq, p[1], p[3]) })
	case match(p, "interactions", "*", "*", "callback") && post:
		return s.callback(rq, p[1], p[2])
	case match(p, "webhooks", "*", "*") && post:
		return s.followup(rq, p[1], p[2])
	case match(p, "webhooks", "*", "*", "messages", "*") && (get || patch || del):
		return s.hookMessage(rq, p[1], p[2], p[4])
	case match(p, "channels", "*", "messages") && (get || post):
		return s.authed(rq, func() reply { return s.channelMessages(rq, p[1]) })
	case match(p, "channels", "*", "messages", "*") && (get || patch || del):
		return s.authed(rq, func() reply { return s.channelMessage(rq, p[1], p[3]) })
	}
	return s.unknownRoute(rq)
}

func (s *Server) unknownRoute(rq *request) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.unknown = append(s.unknown, rq.route)
	return failure(http.StatusNotFound, 0, "404: Not Found")
}

// authed runs a bot route after checking the Authorization header.
func (s *Server) authed(rq *request, f func() reply) reply {
	if rq.r.Header.Get("Authorization") != "Bot "+s.token {
		s.mu.Lock()
		defer s.mu.Unlock()
		return s.refuseLocked(rq, http.StatusUnauthorized, 0, "401: Unauthorized", "missing or wrong bot token")
	}
	return f()
}

var snowflake = regexp.MustCompile(`^[0-9]{1,20}$`)

// ---- commands ----

type command struct {
	id, guildID string
	def         commandDef
	raw         map[string]any // as returned
}

func (s *Server) commandsRoute(rq *request, app, guild string) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	if app != s.AppID {
		return s.refuseLocked(rq, http.StatusNotFound, 10002, "Unknown Application", "application id is not srv.AppID")
	}
	if guild != "" && guild != s.GuildID && !slices.Contains(slices.Collect(maps.Values(s.channelGuild)), guild) {
		return s.refuseLocked(rq, http.StatusForbidden, 50001, "Missing Access", "the bot is in no guild of that id")
	}
	if rq.r.Method == http.MethodGet {
		s.commandReads++
		return okJSON(s.commandsJSONLocked(guild))
	}
	var raws []map[string]any
	var defs []commandDef
	if json.Unmarshal(rq.body, &raws) != nil || json.Unmarshal(rq.body, &defs) != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "body is not an array of commands")
	}
	if problems := checkCommands(defs); len(problems) > 0 {
		return s.invalidLocked(rq, problems, false)
	}
	old := map[string]string{}
	for _, c := range s.commands[guild] {
		old[c.def.key()] = c.id
	}
	var cmds []*command
	for i, d := range defs {
		id := old[d.key()]
		if id == "" {
			id = s.newID()
		}
		raw := raws[i]
		raw["id"], raw["application_id"], raw["version"], raw["type"] = id, s.AppID, s.newID(), d.kind()
		fillCommandDefaults(raw)
		if guild != "" {
			raw["guild_id"] = guild
		}
		cmds = append(cmds, &command{id: id, guildID: guild, def: d, raw: raw})
	}
	s.commands[guild] = cmds
	s.commandWrites++
	return okJSON(s.commandsJSONLocked(guild))
}

// Commands returns the commands registered by the last bulk overwrite,
// globally (guildID "") or in a guild.
func (s *Server) Commands(guildID string) []*discordgo.ApplicationCommand {
	s.mu.Lock()
	raw := mustJSON(s.commandsJSONLocked(guildID))
	s.mu.Unlock()
	var out []*discordgo.ApplicationCommand
	if err := json.Unmarshal(raw, &out); err != nil {
		panic(fmt.Sprintf("discordtest: stored commands do not unmarshal: %v", err))
	}
	return out
}

func (s *Server) commandsJSONLocked(guild string) []any {
	out := []any{}
	for _, c := range s.commands[guild] {
		out = append(out, c.raw)
	}
	return out
}

// findCommandLocked finds a slash command by name, guild's first.
func (s *Server) findCommandLocked(guild, name string) *command {
	for _, scope := range []string{guild, ""} {
		for _, c := range s.commands[scope] {
			if c.def.kind() == 1 && c.def.Name == name {
				return c
			}
		}
	}
	return nil
}

// ---- interaction callback ----

func (s *Server) callback(rq *request, id, token string) reply {
	var cb struct {
		Type int             `json:"type"`
		Data json.RawMessage `json:"data"`
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if json.Unmarshal(rq.body, &cb) != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50109, "The request body contains invalid JSON.", "callback body")
	}
	ix := s.interactions[token]
	if ix == nil || ix.ID != id {
		return s.refuseLocked(rq, http.StatusNotFound, 10062, "Unknown interaction", "no interaction with this id and token")
	}
	if ix.acked {
		return s.refuseLocked(rq, http.StatusBadRequest, 40060, "Interaction has already been acknowledged.",
			fmt.Sprintf("second callback (type %d) for %s", cb.Type, ix.label))
	}
	if late := time.Since(ix.dispatched); ix.expired || late > s.cfg.deadline {
		ix.expireLocked()
		return s.refuseLocked(rq, http.StatusNotFound, 10062, "Unknown interaction",
			fmt.Sprintf("callback for %s came %v after dispatch (deadline %v)", ix.label, late.Round(time.Millisecond), s.cfg.deadline))
	}
	f, err := parseFields(cb.Data)
	if err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data: "+err.Error())
	}
	var src *message
	if cb.Type == 6 || cb.Type == 7 {
		if ix.source == "" {
			return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body",
				fmt.Sprintf("callback type %d for %s, which has no message (only component interactions)", cb.Type, ix.label))
		}
		src = s.messages[ix.source]
		if src.deleted {
			return failure(http.StatusNotFound, 10008, "Unknown Message")
		}
	}
	switch cb.Type {
	case 4, 5: // CHANNEL_MESSAGE_WITH_SOURCE, DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE
		m := s.newMessage(ix.ChannelID)
		m.hook, m.ix, m.typ = true, ix, 0
		if ix.kind == 2 {
			m.typ = 20
		}
		flags := f.int("flags")
		if flags&^replyFlags != 0 {
			return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", fmt.Sprintf("data.flags: %d has flags a response cannot set", flags))
		}
		m.flags = flags
		if cb.Type == 4 {
			if err := s.applyFields(m, f, rq.files); err != nil {
				return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data."+err.Error())
			}
			if rep, ok := s.checkLocked(rq, m); !ok {
				return rep
			}
		} else {
			m.flags |= flagLoading
		}
		if m.ephemeral() {
			m.owner = ix.User.ID
		}
		s.storeLocked(m)
		ix.original = m.id
	case 6: // DEFERRED_UPDATE_MESSAGE
		ix.original = src.id
	case 7: // UPDATE_MESSAGE
		edited := *src
		if err := editFlags(&edited, f); err != nil {
			return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data."+err.Error())
		}
		if err := s.applyFields(&edited, f, rq.files); err != nil {
			return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "data."+err.Error())
		}
		if rep, ok := s.checkLocked(rq, &edited); !ok {
			return rep
		}
		s.replaceLocked(src, edited)
		ix.original = src.id
	case 9:
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", "modals (callback type 9) are not supported by discordtest")
	default:
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body",
			fmt.Sprintf("callback type %d is not valid for %s", cb.Type, ix.label))
	}
	ix.ackLocked(cb.Type, cb.Data, s.messages[ix.original])
	if rq.r.URL.Query().Get("with_response") != "true" {
		return noContent
	}
	// with_response: the interaction, and the message the callback
	// made or updated, which is how a bot learns its answer's id.
	cbr := map[string]any{"interaction": map[string]any{"id": ix.ID, "type": ix.kind}}
	if m := s.messages[ix.original]; m != nil && (cb.Type == 4 || cb.Type == 7) {
		cbr["resource"] = map[string]any{"type": cb.Type, "message": s.servedLocked(m)}
	}
	return okJSON(cbr)
}

// ---- webhooks with the interaction token ----

const tokenLife = 15 * time.Minute

// hookLocked finds the interaction behind a webhook token.
func (s *Server) hookLocked(rq *request, app, token string) (*Interaction, reply, bool) {
	ix := s.interactions[token]
	if app != s.AppID || ix == nil {
		return nil, s.refuseLocked(rq, http.StatusNotFound, 10015, "Unknown Webhook", "no interaction with this application id and token"), false
	}
	if !ix.acked {
		return nil, s.refuseLocked(rq, http.StatusNotFound, 10015, "Unknown Webhook",
			fmt.Sprintf("token of %s used before its interaction was acknowledged", ix.label)), false
	}
	if time.Since(ix.dispatched) > tokenLife {
		return nil, failure(http.StatusUnauthorized, 50027, "Invalid Webhook Token"), false
	}
	return ix, reply{}, true
}

func (s *Server) followup(rq *request, app, token string) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	ix, rep, ok := s.hookLocked(rq, app, token)
	if !ok {
		return rep
	}
	// Discord keeps an old behaviour here: a followup while a deferred
	// reply is still loading edits that reply instead of creating a
	// message, and the followup's ephemeral flag is ignored.
	if o := s.messages[ix.original]; o != nil && !o.deleted && o.loading() {
		return s.editLocked(rq, o)
	}
	f, err := parseFields(rq.body)
	if err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	m := s.newMessage(ix.ChannelID)
	m.hook, m.ix = true, ix
	flags := f.int("flags")
	if flags&^replyFlags != 0 {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", fmt.Sprintf("flags: %d has flags a followup cannot set", flags))
	}
	m.flags = flags
	if m.ephemeral() {
		m.owner = ix.User.ID
	}
	if err := s.applyFields(m, f, rq.files); err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if rep, ok := s.checkLocked(rq, m); !ok {
		return rep
	}
	s.storeLocked(m)
	ix.followups = append(ix.followups, m.id)
	// A followup always answers with its message ("wait" is always true).
	return okJSON(s.servedLocked(m))
}

func (s *Server) hookMessage(rq *request, app, token, mid string) reply {
	s.mu.Lock()
	defer s.mu.Unlock()
	ix, rep, ok := s.hookLocked(rq, app, token)
	if !ok {
		return rep
	}
	id := mid
	if mid == "@original" {
		id = ix.original
	}
	m := s.messages[id]
	if m == nil || m.deleted {
		return failure(http.StatusNotFound, 10008, "Unknown Message")
	}
	reachable := m.ix == ix || m.id == ix.source || (m.public() && m.hook && m.channelID == ix.ChannelID)
	if !reachable {
		return s.refuseLocked(rq, http.StatusNotFound, 10008, "Unknown Message",
			fmt.Sprintf("message %s is not reachable with the token of %s", id, ix.label))
	}
	switch rq.r.Method {
	case http.MethodGet:
		return okJSON(s.servedLocked(m))
	case http.MethodDelete:
		m.deleted = true
		s.changedLocked(m)
		return noContent
	}
	return s.editLocked(rq, m)
}

// editLocked applies the edit in the request body to m, if the message
// it makes is within Discord's limits, and answers with it. An edit
// gives a deferred reply its content, so it is no longer loading.
func (s *Server) editLocked(rq *request, m *message) reply {
	f, err := parseFields(rq.body)
	if err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	edited := *m
	if err := editFlags(&edited, f); err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if err := s.applyFields(&edited, f, rq.files); err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	edited.flags &^= flagLoading
	if rep, ok := s.checkLocked(rq, &edited); !ok {
		return rep
	}
	s.replaceLocked(m, edited)
	return okJSON(s.servedLocked(m))
}

// ---- channel messages ----

func (s *Server) channelMessages(rq *request, ch string) reply {
	if rq.r.Method == http.MethodPost && s.cfg.limitPosts {
		if rep, limited := s.rateLimit(ch); limited {
			return rep
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !snowflake.MatchString(ch) {
		return s.refuseLocked(rq, http.StatusNotFound, 10003, "Unknown Channel", "channel id is not a snowflake")
	}
	if rq.r.Method == http.MethodGet {
		return okJSON(s.listLocked(rq, ch))
	}
	f, err := parseFields(rq.body)
	if err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	m := s.newMessage(ch)
	flags := f.int("flags")
	if flags&^(flagSuppressEmbeds|flagSuppressNotifications|flagComponentsV2) != 0 {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body",
			fmt.Sprintf("flags: %d; a channel message can only suppress embeds or notifications, or be V2 (ephemeral needs an interaction)", flags))
	}
	m.flags = flags
	if err := s.applyFields(m, f, rq.files); err != nil {
		return s.refuseLocked(rq, http.StatusBadRequest, 50035, "Invalid Form Body", err.Error())
	}
	if rep, ok := s.checkLocked(rq, m); !ok {
		return rep
	}
	s.storeLocked(m)
	return okJSON(s.servedLocked(m))
}

// listLocked answers GET /channels/{c}/messages: newest first, with limit,
// before and after.
func (s *Server) listLocked(rq *request, ch string) []any {
	q := rq.r.URL.Query()
	limit, err := strconv.Atoi(q.Get("limit"))
	if err != nil || limit < 1 || limit > 100 {
		limit = 50
	}
	before, after := q.Get("before"), q.Get("after")
	out := []any{}
	ids := s.order[ch]
	for i := len(ids) - 1; i >= 0 && len(out) < limit; i-- {
		m := s.messages[ids[i]]
		if m.deleted || m.ephemeral() || (before != "" && !idLess(m.id, before)) || (after != "" && !idLess(after, m.id)) {
			continue
		}
		out = append(out, s.servedLocked(m))
	}
	return out
}

func idLess(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

func (s *Server) channelMessage(rq *request, ch, id string) reply {
	if rq.r.Method == http.MethodPatch {
		if rep, limited := s.rateLimit(ch); limited {
			return rep
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	m := s.messages[id]
	if m == nil || m.deleted || m.channelID != ch {
		return failure(http.StatusNotFound, 10008, "Unknown Message")
	}
	if m.ephemeral() {
		return s.refuseLocked(rq, http.StatusNotFound, 10008, "Unknown Message",
			"ephemeral messages can only be reached through their interaction token")
	}
	switch rq.r.Method {
	case http.MethodGet:
		return okJSON(s.servedLocked(m))
	case http.MethodDelete:
		m.deleted = true
		s.changedLocked(m)
		return noContent
	}
	return s.editLocked(rq, m)
}

// rateLimit applies WithEditRateLimit or WithMessageRateLimit to a
// message in channel ch, answering 429 as Discord does: Retry-After in
// seconds, the bucket's headers, and a body with retry_after and global.
func (s *Server) rateLimit(ch string) (reply, bool) {
	if s.cfg.editN <= 0 {
		return reply{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	recent := s.editTimes[ch][:0]
	for _, t := range s.editTimes[ch] {
		if now.Sub(t) < s.cfg.editPer {
			recent = append(recent, t)
		}
	}
	s.editTimes[ch] = recent
	if len(recent) < s.cfg.editN {
		s.editTimes[ch] = append(recent, now)
		return reply{}, false
	}
	s.rateLimited++
	wait := recent[0].Add(s.cfg.editPer).Sub(now).Seconds()
	after := strconv.FormatFloat(math.Ceil(wait*1000)/1000, 'f', 3, 64)
	return reply{
		status: http.StatusTooManyRequests,
		header: map[string]string{
			"Retry-After":             strconv.Itoa(int(math.Ceil(wait))),
			"X-RateLimit-Limit":       strconv.Itoa(s.cfg.editN),
			"X-RateLimit-Remaining":   "0",
			"X-RateLimit-Reset-After": after,
			"X-RateLimit-Reset":       strconv.FormatFloat(float64(recent[0].Add(s.cfg.editPer).UnixMilli())/1000, 'f', 3, 64),
			"X-RateLimit-Bucket":      "messages-" + ch,
			"X-RateLimit-Scope":       "user",
		},
		body: map[string]any{"message": "You are being rate limited.", "retry_after": math.Ceil(wait*1000) / 1000, "global": false},
	}, true
}
