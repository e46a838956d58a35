package render

import (
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// SeatMention is how a seat is named in messages: a mention for a
// player (it shows their name and never pings from an embed), a label
// for a CPU.
func SeatMention(rec *storage.Table, seat int) string {
	if seat < 0 || seat >= len(rec.Seats) {
		return games.SeatName(seat)
	}
	s := rec.Seats[seat]
	if s.CPU {
		return "🤖 " + EscapeMarkdown(s.Name)
	}
	return "<@" + s.UserID + ">"
}

// markdown escapes what Discord would read as formatting in a name: a
// seat once held by a player can carry their display name, and one like
// "[Free Nitro](https://evil.example)" must show as typed, not as a link.
var markdown = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "~", `\~`, "|", `\|`, "[", `\[`, "]", `\]`, "`", "\\`")

// EscapeMarkdown makes s show as typed where Markdown renders.
func EscapeMarkdown(s string) string { return markdown.Replace(s) }

// seatPlain names a seat where mentions do not render (button labels,
// select options, embed titles).
func seatPlain(rec *storage.Table, seat int) string {
	if seat < 0 || seat >= len(rec.Seats) {
		return games.SeatName(seat)
	}
	return rec.Seats[seat].Name
}

func expand(rec *storage.Table, s string) string {
	return games.ExpandSeats(s, func(i int) string { return SeatMention(rec, i) })
}

func ExpandPlain(rec *storage.Table, s string) string {
	return games.ExpandSeats(s, func(i int) string { return seatPlain(rec, i) })
}

// embed renders a game view; mentions go where they render.
func embed(rec *storage.Table, v games.View, colour int) *discordgo.MessageEmbed {
	e := &discordgo.MessageEmbed{
		Title: clip(ExpandPlain(rec, v.Title), 256),
		Color: colour,
	}
	lines := make([]string, len(v.Lines))
	for i, l := range v.Lines {
		lines[i] = expand(rec, l)
	}
	e.Description = clip(strings.Join(lines, "\n"), 4096)
	for _, f := range v.Fields {
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{
			Name:   clip(ExpandPlain(rec, f.Name), 256),
			Value:  clip(expand(rec, f.Value), 1024),
			Inline: f.Inline,
		})
	}
	return e
}

// clip keeps s within n characters. Game views are checked against the
// limits by the test kit; clip only guards what the bot adds.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// field adds a field when it has a value.
func field(e *discordgo.MessageEmbed, name, value string, inline bool) {
	if value == "" || len(e.Fields) >= 25 {
		return
	}
	e.Fields = append(e.Fields, &discordgo.MessageEmbedField{Name: name, Value: clip(value, 1024), Inline: inline})
}

func button(label, id string, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: clip(label, 80), CustomID: id, Style: style}
}
