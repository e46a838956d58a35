package render

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

// SeatMention is how a seat is named in messages: a mention for a
// player (it shows their name and never pings from an embed), a label
// for a CPU.
func SeatMention(tb *table.Table, seat int) string {
	if seat < 0 || seat >= len(tb.Seats) {
		return games.SeatName(seat)
	}
	s := tb.Seats[seat]
	if s.CPU {
		if at := wasMention.FindStringIndex(s.Name); at != nil {
			return "🤖 " + EscapeMarkdown(s.Name[:at[0]]) + s.Name[at[0]:]
		}
		return "🤖 " + EscapeMarkdown(s.Name)
	}
	if s.UserID == "" { // a member forgotten since: nobody to mention
		return EscapeMarkdown(s.Name)
	}
	return "<@" + s.UserID + ">"
}

// wasMention ends the name of a CPU seat that took over from a player
// (bot/leave.go names it "CPU (was <@id>)"): a mention the bot wrote
// itself, which shows the player as Discord names them now, so it is
// kept; the rest of a CPU's name is escaped like any name (an older
// record named a CPU after the player's display name).
var wasMention = regexp.MustCompile(` \(was <@\d+>\)$`)

// markdown escapes what Discord would read as formatting in a name: a
// seat once held by a player can carry their display name, and one like
// "[Free Nitro](https://evil.example)" must show as typed, not as a link.
// Beside emphasis, spoilers, code and masked links, it escapes:
//   - "://", so that a raw URL is not made a link (https\://…);
//   - "<" and ">", so that mention syntax (<@id>, <#id>, <@&id>, </cmd:id>,
//     <t:…>) shows as typed, and so does a quote (> at a line's start);
//   - "@", so that @everyone and @here read as text, never as a ping;
//   - "#", so that no heading (# at a line's start) or subtext (-#) opens.
//
// Discord shows a backslash before any punctuation as that punctuation
// alone, so an escape never shows where Markdown renders.
var markdown = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "~", `\~`, "|", `\|`, "[", `\[`, "]", `\]`, "`", "\\`",
	"://", `\://`, "<", `\<`, ">", `\>`, "@", `\@`, "#", `\#`)

// EscapeMarkdown makes s show as typed where Markdown renders, wherever
// in a line it goes. A list marker ("- ", "+ ", "1. ") opens a list only
// at the start of a line: s's own start is escaped, since a name may
// begin one.
func EscapeMarkdown(s string) string {
	s = markdown.Replace(s)
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		return `\` + s
	}
	digits := len(s) - len(strings.TrimLeft(s, "0123456789"))
	if digits > 0 && strings.HasPrefix(s[digits:], ".") {
		return s[:digits] + `\` + s[digits:]
	}
	return s
}

// seatPlain names a seat as typed, where neither mentions nor Markdown
// render: button labels, select options and placeholders, pictures.
func seatPlain(tb *table.Table, seat int) string {
	if seat < 0 || seat >= len(tb.Seats) {
		return games.SeatName(seat)
	}
	return tb.Seats[seat].Name
}

// expand names the seats in s by mention, for text where mentions render
// (descriptions, field values, message content).
func expand(tb *table.Table, s string) string {
	return games.ExpandSeats(s, func(i int) string { return SeatMention(tb, i) })
}

// ExpandPlain names the seats in s by display name, escaped, for text
// where mentions do not render but Markdown does: embed titles and field
// names, and a sentence quoting a label. A name is anyone's Markdown:
// "[x](https://evil.example)" must read as typed, never as a link.
func ExpandPlain(tb *table.Table, s string) string {
	return games.ExpandSeats(s, func(i int) string { return EscapeMarkdown(seatPlain(tb, i)) })
}

// expandLabel names the seats in s by display name as typed, for labels
// and placeholders, which render no Markdown (an escape would show its
// backslashes); whoever puts it on a component clips it to the limit.
func expandLabel(tb *table.Table, s string) string {
	return games.ExpandSeats(s, func(i int) string { return seatPlain(tb, i) })
}

// embed renders a game view; mentions go where they render.
func embed(tb *table.Table, v games.View, colour int) *discordgo.MessageEmbed {
	e := &discordgo.MessageEmbed{
		Title: clip(ExpandPlain(tb, v.Title), 256),
		Color: colour,
	}
	lines := make([]string, len(v.Lines))
	for i, l := range v.Lines {
		lines[i] = expand(tb, l)
	}
	e.Description = clip(strings.Join(lines, "\n"), 4096)
	for _, f := range v.Fields {
		e.Fields = append(e.Fields, &discordgo.MessageEmbedField{
			Name:   clip(ExpandPlain(tb, f.Name), 256),
			Value:  clip(expand(tb, f.Value), 1024),
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
	r := []rune(s)[:n-1]
	// A name is anyone's text: never end on a zero-width joiner cut from
	// the emoji it joined, which would join the ellipsis instead.
	for len(r) > 0 && r[len(r)-1] == zeroWidthJoiner {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

const zeroWidthJoiner = '\u200d'

func button(label, id string, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: clip(label, 80), CustomID: id, Style: style}
}

// viewBlocks lays a game view out as V2 text: its title as a heading and
// its lines in one block, then each field as a block under its name in
// bold. Mentions render in text displays, so seats go by mention.
func viewBlocks(tb *table.Table, v games.View) []discordgo.MessageComponent {
	var lines []string
	for _, l := range v.Lines {
		lines = append(lines, expand(tb, l))
	}
	out := []discordgo.MessageComponent{text(append([]string{heading(ExpandPlain(tb, v.Title))}, lines...)...)}
	for _, f := range v.Fields {
		out = append(out, text(titled(ExpandPlain(tb, f.Name), expand(tb, f.Value))))
	}
	return compact(out)
}
