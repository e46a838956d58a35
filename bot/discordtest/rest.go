package discordtest

import (
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"regexp"
	"strings"
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

var apiPrefix = regexp.MustCompile(`^/api(/v\d+)?/`)

// apiV10 is the only API version the fake serves: Discord's current one.
const apiV10 = "/api/v10/"

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

var snowflake = regexp.MustCompile(`^[0-9]{1,20}$`)
