package lang

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/deckhand/deckhand/games"
)

// Nearly every message only says its arguments ("{{.Who}} plays
// {{.Card}}."), and go-i18n says one by executing a Go template: about
// 10 µs, and more for a Text nested in another, which a board of forty
// lines and a game's events pay at every answer. So each such message is
// compiled once, at load, into its literal parts and argument names,
// and said by concatenation; its plural form is picked by the CLDR rules
// of golang.org/x/text, the rules go-i18n follows. A message whose
// template does more than say arguments, or a count that is not an int,
// goes to go-i18n. TestFastSayingSaysWhatGoI18nSays holds the two to
// one another on every message of every language.

// compiledMessage is a message's plural forms as parts: other always,
// the others where the message has them.
type compiledMessage map[plural.Form][]part

// part is a literal text, or the argument arg when arg is set.
type part struct{ text, arg string }

var (
	anyAction = regexp.MustCompile(`\{\{`)
	argAction = regexp.MustCompile(`\{\{\s*\.([A-Za-z][A-Za-z0-9_]*)\s*\}\}`)
)

// compile compiles m, or reports that it cannot be.
func compile(m *i18n.Message) (compiledMessage, bool) {
	if m.LeftDelim != "" || m.RightDelim != "" || m.Other == "" {
		return nil, false
	}
	out := compiledMessage{}
	for form, src := range map[plural.Form]string{plural.Zero: m.Zero, plural.One: m.One, plural.Two: m.Two,
		plural.Few: m.Few, plural.Many: m.Many, plural.Other: m.Other} {
		if src == "" {
			continue
		}
		parts, ok := split(src)
		if !ok {
			return nil, false
		}
		out[form] = parts
	}
	return out, true
}

// split cuts a template into literals and arguments; ok is false for a
// template with any other action.
func split(src string) (parts []part, ok bool) {
	refs := argAction.FindAllStringSubmatchIndex(src, -1)
	if len(anyAction.FindAllStringIndex(src, -1)) != len(refs) {
		return nil, false
	}
	at := 0
	for _, r := range refs {
		if r[0] > at {
			parts = append(parts, part{text: src[at:r[0]]})
		}
		parts = append(parts, part{arg: src[r[2]:r[3]]})
		at = r[1]
	}
	if at < len(src) {
		parts = append(parts, part{text: src[at:]})
	}
	return parts, true
}

// compileAll compiles, for each language, the message of each id that
// the language says: its own, else English's (go-i18n's fallback).
func (c *catalogs) compileAll(messages map[string]map[string]*i18n.Message) {
	for _, tag := range c.order {
		l := c.langs[tag]
		l.fast = map[string]compiledMessage{}
		l.plural = language.Make(tag)
		for id, en := range messages[English] {
			m := en
			if own, ok := messages[tag][id]; ok {
				m = own
			}
			if cm, ok := compile(m); ok {
				l.fast[id] = cm
			}
		}
	}
}

// sayFast says t by its compiled message; ok is false when it has none
// or its count is not an int.
func (l *Lang) sayFast(t games.Text) (string, bool) {
	cm, ok := l.fast[t.ID]
	if !ok {
		return "", false
	}
	form := plural.Other
	if n, has := t.Args["Count"]; has {
		i, isInt := n.(int)
		if !isInt {
			return "", false
		}
		form = plural.Cardinal.MatchPlural(l.plural, abs(i), 0, 0, 0, 0)
	}
	parts, ok := cm[form]
	if !ok {
		parts = cm[plural.Other] // as go-i18n falls back for a form a translation lacks
	}
	if len(parts) == 1 && parts[0].arg == "" {
		return parts[0].text, true // most of a board's words: no argument, nothing to build
	}
	var b strings.Builder
	n := 0
	for _, p := range parts {
		n += len(p.text)
		if p.arg != "" {
			n += 16 // room for a name or a number: one allocation, most of the time
		}
	}
	b.Grow(n)
	for _, p := range parts {
		if p.arg == "" {
			b.WriteString(p.text)
			continue
		}
		v, has := t.Args[p.arg]
		if !has {
			b.WriteString("<no value>") // as a template says a missing key
			continue
		}
		switch a := v.(type) {
		case string:
			b.WriteString(a)
		case int:
			b.WriteString(strconv.Itoa(a))
		case games.Text:
			b.WriteString(l.Say(a))
		case []games.Text:
			b.WriteString(l.List(a))
		default:
			fmt.Fprint(&b, a)
		}
	}
	return b.String(), true
}

func abs(i int) int {
	if i < 0 {
		return -i
	}
	return i
}
