package keyforge

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// The English catalog, compiled: each message of assets/keyforge/lang/
// en.json whose template only says arguments ("{{.Seat}} plays
// {{.Card}}.") becomes its literal parts and argument names, said by
// concatenation, with English's plural rule (one for a Count of 1). It
// says what go-i18n says (a test compares the two on every message a
// game uses) in a small part of the time; any other message, and every
// other language, goes to the catalogs' own Lang.

// compiled is the English of keyforge's messages.
type compiled struct {
	games.Lang // the catalogs' English, for what is not compiled
	messages   map[string]forms
}

// forms are a message's plural forms, other alone when it has none, and
// the length of its literal text.
type forms struct {
	one, other []part
	size       int
}

// part is a literal, or the argument arg when arg is set.
type part struct{ text, arg string }

var argRef = regexp.MustCompile(`\{\{\s*\.([A-Za-z][A-Za-z0-9_]*)\s*\}\}`)

// compileEnglish compiles the catalog file data; l says the rest.
func compileEnglish(l games.Lang, data []byte) *compiled {
	var tree map[string]any
	if err := json.Unmarshal(data, &tree); err != nil {
		panic("keyforge: the English catalog: " + err.Error())
	}
	c := &compiled{Lang: l, messages: map[string]forms{}}
	c.walk("", tree)
	return c
}

func (c *compiled) walk(prefix string, tree map[string]any) {
	for k, v := range tree {
		id := k
		if prefix != "" {
			id = prefix + "." + k
		}
		switch m := v.(type) {
		case string:
			if p, ok := parts(m); ok {
				c.messages[id] = forms{other: p, size: len(m)}
			}
		case map[string]any:
			one, isOne := m["one"].(string)
			other, isOther := m["other"].(string)
			if isOne && isOther && len(m) == 2 {
				p1, ok1 := parts(one)
				p2, ok2 := parts(other)
				if ok1 && ok2 {
					c.messages[id] = forms{one: p1, other: p2, size: max(len(one), len(other))}
				}
				continue
			}
			c.walk(id, m)
		}
	}
}

// parts splits a template into literals and argument references; false
// when it uses more of the template language than that.
func parts(t string) ([]part, bool) {
	var out []part
	last := 0
	for _, m := range argRef.FindAllStringSubmatchIndex(t, -1) {
		if m[0] > last {
			out = append(out, part{text: t[last:m[0]]})
		}
		out = append(out, part{arg: t[m[2]:m[3]]})
		last = m[1]
	}
	if last < len(t) {
		out = append(out, part{text: t[last:]})
	}
	for _, p := range out {
		if p.arg == "" && strings.Contains(p.text, "{{") {
			return nil, false
		}
	}
	return out, true
}

// Say says t as the English catalog does.
func (c *compiled) Say(t games.Text) string {
	m, ok := c.messages[t.ID]
	if !ok {
		return c.Lang.Say(t)
	}
	ps := m.other
	if n, isInt := t.Args["Count"].(int); isInt && n == 1 && m.one != nil {
		ps = m.one
	}
	if len(ps) == 1 && ps[0].arg == "" {
		return ps[0].text
	}
	var b strings.Builder
	b.Grow(m.size + 16*len(t.Args))
	for _, p := range ps {
		if p.arg == "" {
			b.WriteString(p.text)
			continue
		}
		v, ok := t.Args[p.arg]
		switch a := v.(type) {
		case string:
			b.WriteString(a)
		case int:
			b.WriteString(strconv.Itoa(a))
		case games.Text:
			b.WriteString(c.Say(a))
		default:
			if !ok {
				b.WriteString("<no value>")
			} else {
				return c.Lang.Say(t)
			}
		}
	}
	return b.String()
}
