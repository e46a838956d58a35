package gametest

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
)

// checkRules finds what would break a rules page in Discord, which shows
// Markdown line by line and pages the rules at their headings:
//   - a Markdown table, shown as raw pipes;
//   - an HTML comment, shown as written;
//   - a hard-wrapped paragraph: every line break shows, so a paragraph
//     wrapped at 100 columns reads as ragged lines;
//   - a page that does not open with its "# " title;
//   - a section (heading to heading) longer than games.RulesSectionMax,
//     which no page could show whole;
//   - a heading with nothing under it before the next one: the pager may
//     end a page on it, and a jump to it lands on a bare title;
//   - "this page": Discord shows the rules a page at a time, so what the
//     writer's one page holds is spread over several.
func checkRules(page string) error {
	lines := strings.Split(page, "\n")
	if !strings.HasPrefix(lines[0], "# ") {
		return fmt.Errorf("rules line 1 should be the page's \"# \" title: %q", lines[0])
	}
	for i, line := range lines {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "|") && strings.Count(l, "|") >= 2 {
			return fmt.Errorf("rules line %d is a Markdown table row, which Discord shows as raw pipes: %q", i+1, l)
		}
		if strings.Contains(l, "<!--") {
			return fmt.Errorf("rules line %d holds an HTML comment, which Discord shows as written: %q", i+1, l)
		}
		if strings.Contains(strings.ToLower(l), "this page") {
			return fmt.Errorf("rules line %d says \"this page\", but Discord shows the rules a page at a time: name the section instead: %q", i+1, l)
		}
		if i > 0 && l != "" && strings.TrimSpace(lines[i-1]) != "" && !startsBlock(l) {
			return fmt.Errorf("rules line %d continues the line above it: Discord shows every line break, so a paragraph (or a list item) goes on one line: %q", i+1, l)
		}
	}
	if n, ok := bareHeading(lines); ok {
		return fmt.Errorf("rules line %d is a heading with nothing under it before the next heading: %q", n, lines[n-1])
	}
	section, start := 0, 1
	for i, line := range append(lines, "## end") {
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### ") {
			if section > games.RulesSectionMax {
				return fmt.Errorf("rules lines %d-%d: a section of %d characters; Discord shows at most %d on a page, so it needs a heading within it",
					start, i, section, games.RulesSectionMax)
			}
			section, start = 0, i+1
		}
		section += utf8.RuneCountInString(line) + 1
	}
	return nil
}

// bareHeading finds a "##" or "###" heading followed, blank lines aside,
// by another heading or the page's end; it returns its line number.
func bareHeading(lines []string) (int, bool) {
	open := 0 // the line number of a heading with no body yet
	for i, line := range lines {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "## ") || strings.HasPrefix(l, "### "):
			if open > 0 {
				return open, true
			}
			open = i + 1
		case l != "":
			open = 0
		}
	}
	return open, open > 0
}

// A block starts with a heading, a list item, a quote or Discord's small
// text; any other line right under a line of text continues it.
var blockStart = regexp.MustCompile(`^(#{1,3} |-# |[-*•] |\d+\. |> )`)

func startsBlock(line string) bool { return blockStart.MatchString(line) }
