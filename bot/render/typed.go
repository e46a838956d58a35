package render

import (
	"strings"
	"unicode"
)

// typedMax bounds how much of what a member sent is echoed back.
const typedMax = 60

// Typed quotes what a member sent (a typed option, a select value, a
// custom id's part) for a message where Markdown renders: on one line,
// clipped, its Markdown and mentions escaped, in quotes. It never goes
// through a seat expander: "{seat0}" is text a member typed, not a seat
// to name, so whatever holds it must not be expanded after.
func Typed(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return `"` + EscapeMarkdown(clip(s, typedMax)) + `"`
}
