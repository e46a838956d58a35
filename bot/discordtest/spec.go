package discordtest

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"golang.org/x/text/language"
	xmessage "golang.org/x/text/message"
)

// Every JSON body the bot sends is checked against Discord's own
// description of its API (its published OpenAPI 3.1 spec, whose schemas
// are JSON Schema 2020-12), on top of the limits this package checks by
// hand: the spec knows every field's type and Discord's enumerations,
// and the hand-written checks know what the spec cannot say (limits
// across fields, edits that depend on the message edited).
//
// openapi/requests.json.gz holds only the request bodies of the routes
// served here and the schemas they reference; internal/specsubset cuts it
// from the whole spec: Discord's public preview of its OpenAPI
// description (from github.com/discord/discord-api-spec,
// commit 74fda0f, July 2026), which go generate reads from
// shared/discord-api-spec/openapi.json beside this repository.
// openapi/LICENSE is the spec's licence.
//
//go:generate go run ./internal/specsubset -spec ../../../shared/discord-api-spec/openapi.json -out openapi/requests.json.gz

//go:embed openapi/requests.json.gz
var specGz []byte

// specRoute is one operation's request body schema.
type specRoute struct {
	method string
	path   []string // the template's segments; "{…}" matches any one segment
	schema *jsonschema.Schema
}

// specRoutes compiles the embedded schemas once per test binary.
var specRoutes = sync.OnceValues(func() ([]specRoute, error) {
	zr, err := gzip.NewReader(bytes.NewReader(specGz))
	if err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(zr)
	if err != nil {
		return nil, err
	}
	followTheDocs(doc)
	routes, _ := doc.(map[string]any)["routes"].(map[string]any)
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	const url = "https://discord.com/api/v10/openapi-subset.json"
	if err := c.AddResource(url, doc); err != nil {
		return nil, err
	}
	var out []specRoute
	for key := range routes {
		schema, err := c.Compile(url + "#/routes/" + pointerEscape(key))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
		method, path, _ := strings.Cut(key, " ")
		out = append(out, specRoute{method: method, path: strings.Split(strings.Trim(path, "/"), "/"), schema: schema})
	}
	// A literal segment is more specific than a parameter: "@original"
	// is tried before "{message_id}".
	slices.SortFunc(out, func(a, b specRoute) int { return literals(b.path) - literals(a.path) })
	return out, nil
})

// followTheDocs mends the places where the spec (a preview, which
// Discord says may be wrong where it disagrees with its developer docs)
// disagrees with the docs, as the docs say:
//   - default_member_permissions is a "?string": a permission bit set
//     written as a decimal string, which is what discordgo and every
//     other library send. The spec allows only an integer.
func followTheDocs(doc any) {
	schemas, _ := doc.(map[string]any)["components"].(map[string]any)["schemas"].(map[string]any)
	for _, sc := range schemas {
		props, _ := sc.(map[string]any)["properties"].(map[string]any)
		if p, ok := props["default_member_permissions"]; ok {
			props["default_member_permissions"] = map[string]any{"anyOf": []any{p, map[string]any{"type": "string", "pattern": "^[0-9]{1,20}$"}}}
		}
	}
}

func pointerEscape(s string) string {
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

func literals(p []string) (n int) {
	for _, s := range p {
		if !strings.HasPrefix(s, "{") {
			n++
		}
	}
	return n
}

func (r specRoute) matches(method string, segs []string) bool {
	if method != r.method || len(segs) != len(r.path) {
		return false
	}
	for i, s := range r.path {
		if !strings.HasPrefix(s, "{") && s != segs[i] {
			return false
		}
	}
	return true
}

// specProblems checks a request's JSON body (a multipart body's
// payload_json) against the spec's schema for its route, unless the
// server was made WithoutSpecCheck. A route the spec subset does not
// hold, or an empty body, has nothing to check.
func (rt *router) specProblems(method, path string, body []byte) []string {
	if rt.noSpec || len(bytes.TrimSpace(body)) == 0 {
		return nil
	}
	routes, err := specRoutes()
	if err != nil {
		return []string{"discordtest: the OpenAPI subset does not compile: " + err.Error()}
	}
	segs := strings.Split(strings.Trim(apiPrefix.ReplaceAllString(path, "/"), "/"), "/")
	for _, r := range routes {
		if !r.matches(method, segs) {
			continue
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
		if err != nil {
			return []string{"body: " + err.Error()}
		}
		err = r.schema.Validate(v)
		if err == nil {
			return nil
		}
		var ve *jsonschema.ValidationError
		if !errors.As(err, &ve) {
			return []string{err.Error()}
		}
		return leafProblems(ve)
	}
	return nil
}

var english = xmessage.NewPrinter(language.English)

// leafProblems lists the deepest causes of a validation error, each as
// "path: message". Where a value must match one of several shapes (a
// component, a callback), the shapes it plainly is not (its "type" is
// another's, or it is not even of their JSON type) are left out, so the
// problems name what is wrong with the shape the bot meant.
func leafProblems(ve *jsonschema.ValidationError) []string {
	var out []string
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			loc := "/" + strings.Join(e.InstanceLocation, "/")
			out = append(out, fmt.Sprintf("%s: %s (spec: %s)", loc, e.ErrorKind.LocalizedString(english), e.SchemaURL))
			return
		}
		causes := e.Causes
		if kw := e.ErrorKind.KeywordPath(); len(kw) > 0 && (kw[len(kw)-1] == "anyOf" || kw[len(kw)-1] == "oneOf") {
			var meant []*jsonschema.ValidationError
			for _, c := range causes {
				if !otherShape(e, c) {
					meant = append(meant, c)
				}
			}
			if len(meant) > 0 {
				causes = meant
			}
		}
		for _, c := range causes {
			walk(c)
		}
	}
	walk(ve)
	slices.Sort(out)
	return slices.Compact(out)
}

// otherShape reports whether branch failed because the value is another
// shape altogether: its own JSON type is wrong, or its "type" field
// names another kind.
func otherShape(parent, branch *jsonschema.ValidationError) bool {
	here := len(parent.InstanceLocation)
	found := false
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) > 0 {
			for _, c := range e.Causes {
				walk(c)
			}
			return
		}
		loc := e.InstanceLocation
		switch {
		case len(loc) == here:
			found = true // the value itself is of the wrong JSON type
		case len(loc) == here+1 && loc[here] == "type":
			found = true // a discriminator naming another kind
		}
	}
	walk(branch)
	return found
}

// specJSON is the body as the fake received it, indented, for a
// violation's message.
func specJSON(body []byte) string {
	var buf bytes.Buffer
	if json.Indent(&buf, body, "", " ") != nil {
		return string(body)
	}
	return buf.String()
}
