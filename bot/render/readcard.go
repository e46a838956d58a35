package render

import (
	"regexp"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
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
func HandCard(rec *storage.Table, v games.View, name string) (discord.Message, bool) {
	cards, _ := splitCards(v.Lines)
	for _, c := range cards {
		if strings.EqualFold(c.name, strings.TrimSpace(name)) {
			return Card(rec, games.View{Title: c.name, Lines: []string{c.line}}), true
		}
	}
	return discord.Message{}, false
}

// readCardRow is the hand's "Read a card" select: the cards its view
// says, then those the whole table sees (public), each once, 25 at most.
func readCardRow(rec *storage.Table, cards []handCard, public []string) discordgo.MessageComponent {
	seen := map[string]bool{}
	sel := discordgo.SelectMenu{CustomID: discord.ReadID{Table: rec.ID}.String(), Placeholder: "Read a card…"}
	add := func(name, where string) {
		key := strings.ToLower(name)
		if seen[key] || len(sel.Options) == maxSelectOpts {
			return
		}
		seen[key] = true
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{Label: clip(name, 100), Value: clip(name, 100), Description: where})
	}
	for _, c := range cards {
		add(c.name, "in your hand")
	}
	for _, n := range public {
		add(n, "in play")
	}
	if len(sel.Options) == 0 {
		return nil
	}
	return row(sel)
}

// publicCards are the cards the whole table can see, in a game whose
// cards can be looked up.
func publicCards(st games.State) []string {
	if cl, ok := st.(games.CardLookup); ok {
		return cl.CardNames()
	}
	return nil
}
