package render

import (
	"regexp"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// A hand's view says each card with its full text ("**Dove** ×1 — ①
// Draw a card…"). A pictured hand shows the cards in its picture and
// keeps their texts one click away, in a "Read a card" select, rather
// than repeating every card's text at every change of the hand.

// cardLine is a view line that shows a card and its text: a bold name
// (no colon: "**Hand (6):**" heads a list), then its figures, then its
// text after a dash or in italics.
var cardLine = regexp.MustCompile(`^(?:• )?\*\*([^*:]+)\*\*[ ·×★]`)

// handCard is a card of a hand's view: its name and the line that says it.
type handCard struct {
	name, line string
}

// splitCards parts a view's lines into the cards it says in full, each
// name once, and the other lines.
func splitCards(lines []string) (cards []handCard, rest []string) {
	seen := map[string]bool{}
	for _, l := range lines {
		m := cardLine.FindStringSubmatch(l)
		if m == nil || !(strings.Contains(l, " — ") || strings.Contains(l, "_")) {
			rest = append(rest, l)
			continue
		}
		name := strings.TrimSpace(m[1])
		if !seen[strings.ToLower(name)] {
			seen[strings.ToLower(name)] = true
			cards = append(cards, handCard{name, l})
		}
	}
	return cards, rest
}

// HandCard is the card called name in seat's view v read in full, as
// the hand's view says it, privately; false when the view says no such
// card.
func HandCard(tb *table.Table, v games.View, name string) (discord.Message, bool) {
	cards, _ := splitCards(v.Lines)
	for _, c := range cards {
		if strings.EqualFold(c.name, strings.TrimSpace(name)) {
			return Card(tb, games.View{Title: c.name, Lines: []string{c.line}}), true
		}
	}
	return discord.Message{}, false
}

// readCardRow is the hand's "Read a card" select: the cards its view
// says, then those the whole table sees (public), each once. A select
// holds 25 options: past that, the last one pages on to the table's
// cards not listed (MorePage), so no card is out of reach.
func readCardRow(l *lang.Lang, tb *table.Table, cards []handCard, public []tableCard) discordgo.MessageComponent {
	l = or(l)
	type entry struct{ name, where string }
	var entries []entry
	seen := map[string]bool{}
	for _, c := range cards {
		if key := strings.ToLower(c.name); !seen[key] {
			seen[key] = true
			entries = append(entries, entry{c.name, l.T("deckhand.render.read.in-hand")})
		}
	}
	handN := len(entries)
	firstPublic := make([]int, 0, len(public)) // per entry past the hand, its index in public
	for i, c := range public {
		if key := strings.ToLower(c.name); !seen[key] {
			seen[key] = true
			entries = append(entries, entry(c))
			firstPublic = append(firstPublic, i)
		}
	}
	if len(entries) == 0 {
		return nil
	}
	sel := discordgo.SelectMenu{CustomID: discord.ReadID{Table: tb.ID}.String(), Placeholder: l.T("deckhand.render.read.placeholder")}
	shown := entries
	if len(entries) > maxSelectOpts {
		shown = entries[:maxSelectOpts-1]
	}
	for _, e := range shown {
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{Label: clip(e.name, 100), Value: clip(e.name, 100), Description: clip(e.where, 100)})
	}
	if len(shown) < len(entries) {
		// The table's cards from the first one left out; the hand's
		// own cards come first and all fit (a hand of 24 names or
		// more pages from the table's first card).
		from := 0
		if k := len(shown) - handN; k >= 0 && k < len(firstPublic) {
			from = firstPublic[k]
		}
		sel.Options = append(sel.Options, moreOption(l, len(entries)-len(shown), from))
	}
	return row(sel)
}

// tableCard is a card the whole table can see, and where it lies.
type tableCard struct{ name, where string }

// publicCards are the cards the whole table can see, in a game whose
// cards can be looked up.
func publicCards(st games.State) []tableCard {
	cl, ok := st.(games.CardLookup)
	if !ok {
		return nil
	}
	names := cl.CardNames()
	out := make([]tableCard, len(names))
	for i, n := range names {
		out[i] = tableCard{n, cl.CardWhere(n)}
	}
	return out
}
