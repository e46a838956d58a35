package render

import (
	"fmt"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// cardColour is the embed colour of a card looked up.
const cardColour = 0x8e6bbf

// Card is a card read in full, privately.
func Card(rec *storage.Table, v games.View) discord.Message {
	return discord.Message{Embeds: []*discordgo.MessageEmbed{embed(rec, v, cardColour)}, Ephemeral: true}
}

// CardPicker offers the cards the whole table can see in a select, the
// first 25 of them (a select's limit) in the games' order; wanted is a
// name that matched none of them, said back so the player sees why.
func CardPicker(rec *storage.Table, names []string, wanted string) discord.Message {
	m := discord.Message{Ephemeral: true}
	switch {
	case len(names) == 0:
		m.Content = "No card is in play or in a discard pile yet."
		return m
	case wanted != "":
		m.Content = "No card called " + Typed(wanted) + " is in play or in a discard pile. Pick one:"
	default:
		m.Content = "Pick a card in play or in a discard pile to read it in full:"
	}
	if len(names) > 25 {
		m.Content += fmt.Sprintf(" (the first 25 of %d; `/card name:` finds any of them)", len(names))
		names = names[:25]
	}
	sel := discordgo.SelectMenu{CustomID: discord.CardID{Table: rec.ID}.String(), Placeholder: "Read a card"}
	for _, n := range names {
		sel.Options = append(sel.Options, discordgo.SelectMenuOption{Label: clip(n, 100), Value: clip(n, 100)})
	}
	m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{sel}}}
	return m
}
