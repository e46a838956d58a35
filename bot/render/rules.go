package render

import (
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
)

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

// RulesPages are a game's rules as private messages of one embed each,
// every description within Discord's limit.
func RulesPages(info games.Info) []discord.Message {
	parts := splitText(info.Rules, 4000)
	pages := make([]discord.Message, len(parts))
	for i, part := range parts {
		e := &discordgo.MessageEmbed{Description: part, Color: colourNotice}
		if i == 0 {
			e.Title = info.Name + " — rules"
		}
		pages[i] = discord.Message{Ephemeral: true, Embeds: []*discordgo.MessageEmbed{e}}
	}
	return pages
}
