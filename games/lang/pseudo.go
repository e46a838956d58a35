package lang

import (
	"strings"
	"unicode/utf8"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// The pseudo language is made from English, not written: each letter
// accented (a reader still reads it, and a text that escaped the
// catalogs stands out unaccented) and each line lengthened by about 40%,
// the most German or Portuguese runs longer than English, so that every
// limit of Discord and every text box of a picture is tried with more
// than any real language needs.

// pseudoMessages are the English messages in the pseudo language.
func pseudoMessages(english []*i18n.Message) []*i18n.Message {
	out := make([]*i18n.Message, 0, len(english))
	for _, m := range english {
		p := *m
		for _, form := range []*string{&p.Zero, &p.One, &p.Two, &p.Few, &p.Many, &p.Other} {
			if *form != "" {
				*form = pseudo(*form)
			}
		}
		out = append(out, &p)
	}
	return out
}

var accented = strings.NewReplacer(
	"a", "á", "b", "ƀ", "c", "ç", "d", "ď", "e", "é", "g", "ğ", "h", "ĥ", "i", "í",
	"j", "ĵ", "k", "ķ", "l", "ļ", "n", "ñ", "o", "ö", "r", "ŕ", "s", "š", "t", "ţ",
	"u", "ü", "w", "ŵ", "y", "ý", "z", "ž",
	"A", "Á", "C", "Ç", "E", "É", "I", "Í", "N", "Ñ", "O", "Ö", "S", "Š", "U", "Ü", "Y", "Ý", "Z", "Ž",
)

// pseudo accents s and pads each of its lines by 40% of its length in
// characters. What a template or Discord reads as code is kept as it is:
// {{ actions }}, <mentions and emoji>, and any word with "://" or
// between colons (:star:).
func pseudo(s string) string {
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		if strings.TrimSpace(line) == "" {
			continue
		}
		said := accentLine(line)
		pad := (utf8.RuneCountInString(line)*2 + 4) / 5
		lines[i] = said + " " + strings.Repeat("·", max(pad-1, 1))
	}
	return strings.Join(lines, "\n")
}

func accentLine(line string) string {
	var b strings.Builder
	for line != "" {
		cut := strings.IndexAny(line, "{<")
		if cut < 0 {
			b.WriteString(accentWords(line))
			break
		}
		b.WriteString(accentWords(line[:cut]))
		line = line[cut:]
		end := "}}"
		if line[0] == '<' {
			end = ">"
		} else if !strings.HasPrefix(line, "{{") {
			end = "}"
		}
		j := strings.Index(line, end)
		if j < 0 {
			b.WriteString(line)
			break
		}
		b.WriteString(line[:j+len(end)])
		line = line[j+len(end):]
	}
	return b.String()
}

func accentWords(s string) string {
	words := strings.SplitAfter(s, " ")
	for i, w := range words {
		t := strings.TrimSpace(w)
		if strings.Contains(t, "://") || (len(t) > 2 && t[0] == ':' && t[len(t)-1] == ':') {
			continue
		}
		words[i] = accented.Replace(w)
	}
	return strings.Join(words, "")
}
