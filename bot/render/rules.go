package render

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// RulesPageMax is how many characters of a rules page one message shows:
// a section at most (games.RulesSectionMax, which the test kit holds every
// game's page to), so a page always starts at a heading and never cuts a
// sentence; about a screen of Discord, read without scrolling back.
const RulesPageMax = games.RulesSectionMax

// rulesChunk is a heading and what follows it up to the next heading
// (the first chunk: the title and the opening paragraphs).
type rulesChunk struct {
	heading string // the heading's words, for a "##" section; "" otherwise
	text    string
}

// rulesChunks cuts a rules page at its "##" and "###" headings.
func rulesChunks(rules string) []rulesChunk {
	var out []rulesChunk
	var cur []string
	heading := ""
	flush := func() {
		if t := strings.TrimSpace(strings.Join(cur, "\n")); t != "" {
			out = append(out, rulesChunk{heading: heading, text: t})
		}
		cur, heading = nil, ""
	}
	for _, line := range strings.Split(rules, "\n") {
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### ") {
			flush()
			if h, ok := strings.CutPrefix(line, "## "); ok {
				heading = strings.TrimSpace(h)
			}
		}
		cur = append(cur, line)
	}
	flush()
	return out
}

// rulesPage is one message's worth of a rules page.
type rulesPage struct {
	text     string
	sections []string // the "##" headings that start on it
}

// RulesPages cuts a rules page into pages of at most RulesPageMax
// characters, whole sections each: a section that does not fit on the
// page begun goes to the next. (A section longer than a page, which the
// kit refuses, would make a page of its own.)
func RulesPages(rules string) []rulesPage {
	var pages []rulesPage
	var cur rulesPage
	size := func(s string) int { return utf8.RuneCountInString(s) }
	for _, c := range rulesChunks(rules) {
		if cur.text != "" && size(cur.text)+2+size(c.text) > RulesPageMax {
			pages = append(pages, cur)
			cur = rulesPage{}
		}
		if cur.text != "" {
			cur.text += "\n\n"
		}
		cur.text += c.text
		if c.heading != "" {
			cur.sections = append(cur.sections, c.heading)
		}
	}
	if cur.text != "" || len(pages) == 0 {
		pages = append(pages, cur)
	}
	return pages
}

// RulesSections are the "##" sections of a rules page, each with the
// index of the page it starts on.
func RulesSections(rules string) (names []string, pages []int) {
	for i, p := range RulesPages(rules) {
		for _, s := range p.sections {
			names, pages = append(names, s), append(pages, i)
		}
	}
	return names, pages
}

// RulesPage is page i of a game's rules (0-based, held within the
// pages) as a private Components V2 message: the page's text, then a
// select to jump to any section and the buttons to the pages beside it.
func RulesPage(info games.Info, i int) discord.Message { return RulesPageIn(nil, info, i) }

// RulesPageIn is RulesPage in l: info as its reader reads it
// (games.InfoIn), its navigation in l.
func RulesPageIn(l *lang.Lang, info games.Info, i int) discord.Message {
	l = or(l)
	pages := RulesPages(info.Rules)
	i = max(0, min(i, len(pages)-1))
	inner := []discordgo.MessageComponent{
		discordgo.TextDisplay{Content: pages[i].text},
	}
	if len(pages) > 1 {
		inner = append(inner, discordgo.TextDisplay{Content: "-# " + l.T("deckhand.render.rules.page-of",
			"Game", info.Name, "Page", i+1, "Pages", len(pages))})
		names, at := RulesSections(info.Rules)
		var opts []discordgo.SelectMenuOption
		for k, name := range names {
			if len(opts) == maxSelectOpts {
				break
			}
			opts = append(opts, discordgo.SelectMenuOption{
				Label: Short(name, 100), Value: strconv.Itoa(k),
				Description: l.T("deckhand.render.rules.page", "Page", at[k]+1), Default: at[k] == i && (k == 0 || at[k-1] != i),
			})
		}
		if len(opts) > 0 {
			inner = append(inner, discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{
				CustomID: discord.RulesID{Game: info.Slug, Jump: true}.String(), Placeholder: l.T("deckhand.render.rules.jump"), Options: opts,
			}}})
		}
		var nav []discordgo.MessageComponent
		if i > 0 {
			nav = append(nav, discordgo.Button{Label: l.T("deckhand.render.rules.back"), Style: discordgo.SecondaryButton,
				CustomID: discord.RulesID{Game: info.Slug, Turn: true, Page: i - 1}.String()})
		}
		if i < len(pages)-1 {
			nav = append(nav, discordgo.Button{Label: l.T("deckhand.render.rules.next"), Style: discordgo.PrimaryButton,
				CustomID: discord.RulesID{Game: info.Slug, Turn: true, Page: i + 1}.String()})
		}
		inner = append(inner, discordgo.ActionsRow{Components: nav})
	}
	colour := colourNotice
	return discord.Message{Ephemeral: true, V2: true, Components: []discordgo.MessageComponent{
		discordgo.Container{AccentColor: &colour, Components: inner},
	}}
}
