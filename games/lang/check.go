package lang

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"text/template"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// Problems lists what is wrong with the catalogs, one line each, in a
// stable order; none in a build that may ship:
//   - an id outside its folder's prefix ("rummy." under assets/rummy);
//   - an id of a translation that English lacks (a stale one);
//   - an English id a translation lacks (each language is in full: a
//     missing message would be said in English in its midst);
//   - an argument of the English message that a translation never
//     says (a name, a card, a number dropped), but Count, which a plural
//     form may say in words ("eine Karte");
//   - a message whose template does not parse.
//
// Ids no code uses are found by the test, which reads the code.
func Problems() []string { return load().problems() }

// IDs are every message id of English, sorted.
func IDs() []string {
	var ids []string
	for _, f := range load().files {
		if f.tag == English {
			for _, m := range f.messages {
				ids = append(ids, m.ID)
			}
		}
	}
	slices.Sort(ids)
	return ids
}

func (c *catalogs) problems() []string {
	var out []string
	english := map[string]map[string]*i18n.Message{} // part → id → message
	langs := map[string][]string{}                   // part → its translations
	for _, f := range c.files {
		for _, m := range f.messages {
			if !strings.HasPrefix(m.ID, f.dir+".") {
				out = append(out, fmt.Sprintf("%s: %s is not under %q", f.path, m.ID, f.dir+"."))
			}
			for _, form := range forms(m) {
				if _, err := template.New(m.ID).Parse(form); err != nil {
					out = append(out, fmt.Sprintf("%s: %s: %v", f.path, m.ID, err))
				}
			}
		}
		if f.tag == English {
			english[f.part] = map[string]*i18n.Message{}
			for _, m := range f.messages {
				english[f.part][m.ID] = m
			}
		} else {
			langs[f.part] = append(langs[f.part], f.tag)
		}
	}
	for _, f := range c.files {
		if f.tag == English {
			continue
		}
		en := english[f.part]
		have := map[string]bool{}
		for _, m := range f.messages {
			have[m.ID] = true
			src, ok := en[m.ID]
			if !ok {
				out = append(out, fmt.Sprintf("%s: %s is not in English", f.path, m.ID))
				continue
			}
			said := fields(m)
			for name := range fields(src) {
				if !said[name] && name != "Count" {
					out = append(out, fmt.Sprintf("%s: %s drops {{.%s}}", f.path, m.ID, name))
				}
			}
		}
		for id := range en {
			if !have[id] {
				out = append(out, fmt.Sprintf("%s: %s is missing", f.path, id))
			}
		}
	}
	for part := range english {
		for _, t := range c.order {
			if t != English && t != Pseudo && !slices.Contains(langs[part], t) {
				out = append(out, fmt.Sprintf("%s%s.json is missing", part, t))
			}
		}
	}
	slices.Sort(out)
	return out
}

func forms(m *i18n.Message) []string {
	return []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other}
}

var field = regexp.MustCompile(`\{\{[^}]*?\.([A-Za-z][A-Za-z0-9_]*)`)

// fields are the arguments a message's forms say.
func fields(m *i18n.Message) map[string]bool {
	out := map[string]bool{}
	for _, f := range forms(m) {
		for _, g := range field.FindAllStringSubmatch(f, -1) {
			out[g[1]] = true
		}
	}
	return out
}
