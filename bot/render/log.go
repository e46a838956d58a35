package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// LogLine is one public line of a game's log and the move that made it.
type LogLine struct {
	Move int
	Text string
}

// logPerPage keeps a page of the log short enough to read at a glance.
const logPerPage = 20

// Log renders one page of a game's whole log (page < 0: the last one),
// with buttons to page through it.
func Log(rec *storage.Table, info games.Info, lines []LogLine, page int) discord.Message {
	pages := max(1, (len(lines)+logPerPage-1)/logPerPage)
	if page < 0 || page >= pages {
		page = pages - 1
	}
	var body []string
	for _, l := range lines[page*logPerPage : min(len(lines), (page+1)*logPerPage)] {
		body = append(body, fmt.Sprintf("`%3d` %s", l.Move, expand(rec, l.Text)))
	}
	if len(body) == 0 {
		body = append(body, "No moves yet.")
	}
	e := &discordgo.MessageEmbed{
		Title:       info.Name + " — the game so far",
		Description: clip(strings.Join(body, "\n"), 4096),
		Color:       colourNotice,
		Footer:      &discordgo.MessageEmbedFooter{Text: fmt.Sprintf("Page %d of %d · the number is the move · table %s", page+1, pages, rec.ID)},
	}
	prev := button("◀ Earlier", discord.ID(discord.KindLog, rec.ID, strconv.Itoa(page-1)), discordgo.SecondaryButton)
	prev.Disabled = page == 0
	next := button("Later ▶", discord.ID(discord.KindLog, rec.ID, strconv.Itoa(page+1)), discordgo.SecondaryButton)
	next.Disabled = page == pages-1
	return discord.Message{
		Embeds:     []*discordgo.MessageEmbed{e},
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{prev, next}}},
		Ephemeral:  true,
	}
}
