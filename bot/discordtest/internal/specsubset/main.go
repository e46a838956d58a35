// Command specsubset cuts Discord's published OpenAPI description down to
// the request bodies of the routes the fake Discord serves, with every
// schema they reference, and writes it gzipped for discordtest to embed.
//
// The whole description is over a megabyte; the routes a bot like Deckhand
// calls need about a twentieth of it. Keeping only that subset in the
// repository keeps the check reviewable: a regenerated subset shows in a
// diff as the schemas that changed.
//
//	go run ./bot/discordtest/internal/specsubset -spec path/to/openapi.json
//
// The spec is Discord's own (github.com/discord/discord-api-spec, MIT).
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"slices"
	"strings"
)

// routes are the operations the fake serves that carry a JSON body, as
// "METHOD path template".
var routes = []string{
	"PUT /applications/{application_id}/commands",
	"PUT /applications/{application_id}/guilds/{guild_id}/commands",
	"POST /interactions/{interaction_id}/{interaction_token}/callback",
	"POST /webhooks/{webhook_id}/{webhook_token}",
	"PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original",
	"PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
	"POST /channels/{channel_id}/messages",
	"PATCH /channels/{channel_id}/messages/{message_id}",
	"POST /channels/{channel_id}/threads",
}

func main() {
	spec := flag.String("spec", "", "Discord's openapi.json")
	out := flag.String("out", "bot/discordtest/openapi/requests.json.gz", "where to write the subset")
	flag.Parse()
	if err := run(*spec, *out); err != nil {
		log.Fatal(err)
	}
}

func run(specPath, out string) error {
	raw, err := os.ReadFile(specPath)
	if err != nil {
		return err
	}
	var spec struct {
		Info       map[string]any `json:"info"`
		Paths      map[string]map[string]any
		Components struct {
			Schemas map[string]any `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(raw, &spec); err != nil {
		return err
	}
	bodies := map[string]any{}
	needed := map[string]any{}
	for _, r := range routes {
		method, path, _ := strings.Cut(r, " ")
		op, ok := spec.Paths[path][strings.ToLower(method)].(map[string]any)
		if !ok {
			return fmt.Errorf("the spec has no %s", r)
		}
		schema, err := jsonBody(op)
		if err != nil {
			return fmt.Errorf("%s: %w", r, err)
		}
		bodies[r] = schema
		collect(schema, spec.Components.Schemas, needed)
	}
	doc := map[string]any{
		"info":       map[string]any{"title": spec.Info["title"], "version": spec.Info["version"]},
		"routes":     bodies,
		"components": map[string]any{"schemas": needed},
	}
	js, err := json.MarshalIndent(doc, "", " ")
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(js); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range needed {
			if !yield(n) {
				return
			}
		}
	})
	log.Printf("%d routes, %d schemas (%s … %s), %d bytes gzipped", len(bodies), len(names), names[0], names[len(names)-1], buf.Len())
	return os.WriteFile(out, buf.Bytes(), 0o644)
}

// jsonBody is the schema of an operation's application/json request body.
func jsonBody(op map[string]any) (any, error) {
	rb, _ := op["requestBody"].(map[string]any)
	content, _ := rb["content"].(map[string]any)
	js, _ := content["application/json"].(map[string]any)
	schema, ok := js["schema"]
	if !ok {
		return nil, fmt.Errorf("no application/json request body")
	}
	return schema, nil
}

// collect adds to needed every component schema that v references,
// directly or through another.
func collect(v any, all, needed map[string]any) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if ref, ok := x.(string); ok && k == "$ref" {
				name := strings.TrimPrefix(ref, "#/components/schemas/")
				if _, seen := needed[name]; !seen {
					needed[name] = all[name]
					collect(all[name], all, needed)
				}
				continue
			}
			collect(x, all, needed)
		}
	case []any:
		for _, x := range v {
			collect(x, all, needed)
		}
	}
}
