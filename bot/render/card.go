package render

import (
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// cardColour is the embed colour of a card looked up.
const cardColour = 0x8e6bbf

// Card is a card read in full, privately.
func Card(tb *table.Table, v games.View) discord.Message {
	return discord.Message{Embeds: []*discordgo.MessageEmbed{embed(tb, v, cardColour)}, Ephemeral: true}
}

// CardPicker offers the cards the whole table can see in a select, from
// the one at from on, in the game's order, each with where it lies; a
// select holds 25, so past that its last option pages on (MorePage) and
// every card can be read. wanted is a name that matched none of them,
// said back so the player sees why.
func CardPicker(tb *table.Table, st games.CardLookup, wanted string, from int) discord.Message {
	return CardPickerIn(nil, tb, st, wanted, from)
}

// CardPickerIn is CardPicker in l, the cards named as st (said in l by
// the caller, games.In) names them.
func CardPickerIn(l *lang.Lang, tb *table.Table, st games.CardLookup, wanted string, from int) discord.Message {
	l = or(l)
	names := st.CardNames()
	m := discord.Message{Ephemeral: true}
	switch {
	case len(names) == 0:
		m.Content = l.T("deckhand.render.card.none-yet")
		return m
	case wanted != "":
		m.Content = l.T("deckhand.render.card.no-such", "Name", Typed(wanted))
	default:
		m.Content = l.T("deckhand.render.card.pick")
	}
	from = max(0, min(from, len(names)-1))
	page := names[from:]
	if len(page) > maxSelectOpts {
		page = page[:maxSelectOpts-1]
	}
	if from > 0 || len(page) < len(names) {
		m.Content += l.T("deckhand.render.card.range", "First", from+1, "Last", from+len(page), "Count", len(names))
	}
	sel := discordgo.SelectMenu{CustomID: discord.CardID{Table: tb.ID}.String(), Placeholder: l.T("deckhand.render.card.placeholder")}
	for _, n := range page {
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{Label: clip(n, 100), Value: clip(n, 100), Description: clip(st.CardWhere(n), 100)})
	}
	if rest := len(names) - from - len(page); rest > 0 {
		sel.Options = append(sel.Options, moreOption(l, rest, from+len(page)))
	}
	m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}}}
	return m
}

// morePrefix starts the value of a card select's last option when more
// cards follow than a select holds: no card's name starts so.
const morePrefix = "…more:"

// moreOption pages a card select on to the table's cards from from.
func moreOption(l *lang.Lang, rest, from int) discordgo.SelectMenuOption {
	l = or(l)
	return discordgo.SelectMenuOption{Label: l.T("deckhand.render.card.more"), Value: morePrefix + strconv.Itoa(from),
		Description: clip(l.T("deckhand.render.card.more-help", "Count", rest), 100)}
}

// MorePage reads a card select's value: the table card to page on from,
// and true, when the player picked "More cards…".
func MorePage(value string) (int, bool) {
	n, ok := strings.CutPrefix(value, morePrefix)
	if !ok {
		return 0, false
	}
	from, err := strconv.Atoi(n)
	return from, err == nil && from >= 0
}
