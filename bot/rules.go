package bot

import (
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

// ShowRules answers with a game's rules page, as ephemeral messages of
// at most one embed description each.
func (b *Bot) ShowRules(c *Context, slug string) {
	g, ok := games.Lookup(slug)
	if !ok {
		_ = c.Respond(Notice("I do not know that game."))
		return
	}
	info := g.Info()
	parts := splitText(info.Rules, 4000)
	for i, part := range parts {
		m := Message{Ephemeral: true, Embeds: []*discordgo.MessageEmbed{{Title: info.Name + " — rules", Description: part, Color: colourNotice}}}
		if i > 0 {
			m.Embeds[0].Title = ""
			if err := c.Followup(m); err != nil {
				b.log.Warn("rules followup", "err", err)
				return
			}
			continue
		}
		if err := c.Respond(m); err != nil {
			return
		}
	}
}

// Help is the text of /help.
func Help() string { return string(assets.Read("deckhand/help.md")) }

// splitText cuts s into pieces of at most n characters, at line breaks
// where it can.
func splitText(s string, n int) []string {
	var out []string
	for utf8.RuneCountInString(s) > n {
		r := []rune(s)
		cut := n
		if i := strings.LastIndex(string(r[:n]), "\n"); i > 0 {
			cut = utf8.RuneCountInString(string(r[:n])[:i])
		}
		out = append(out, strings.TrimSpace(string(r[:cut])))
		s = string(r[cut:])
	}
	if strings.TrimSpace(s) != "" || len(out) == 0 {
		out = append(out, strings.TrimSpace(s))
	}
	return out
}
