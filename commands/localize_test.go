package commands

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games/lang"
)

// TestTheEnglishCatalogSaysWhatEachCommandSays holds the definitions and
// the catalog the translations are made from together: a description
// changed in one place only would leave the translations saying the old
// one.
func TestTheEnglishCatalogSaysWhatEachCommandSays(t *testing.T) {
	t.Parallel()
	en := lang.Get(lang.English)
	var option func(parent string, o *discordgo.ApplicationCommandOption)
	option = func(parent string, o *discordgo.ApplicationCommandOption) {
		id := parent + "." + o.Name
		assert.Equal(t, o.Name, en.T(id+".name"))
		assert.Equal(t, o.Description, en.T(id+".desc"))
		for _, c := range o.Choices {
			if o.Name != "game" && o.Name != "language" {
				assert.Equal(t, c.Name, en.T(choiceID(c.Name)), id)
			}
		}
		for _, sub := range o.Options {
			option(id, sub)
		}
	}
	for _, c := range all() {
		id := commandIDs + c.def.Name
		assert.Equal(t, c.def.Name, en.T(id+".name"))
		assert.Equal(t, c.def.Description, en.T(id+".desc"))
		for _, o := range c.def.Options {
			option(id, o)
		}
	}
}

// TestEveryCountTheCommandsSayHasItsPluralForms: a message said with a
// Count needs the form each count picks, or a count of one says the
// message's id.
func TestEveryCountTheCommandsSayHasItsPluralForms(t *testing.T) {
	t.Parallel()
	for _, tag := range lang.Tags() {
		l := lang.Get(tag)
		for _, n := range []int{0, 1, 2, 5, 21} {
			for _, id := range []string{"deckhand.commands.stats.finished", "deckhand.commands.leaderboard.rules", "deckhand.commands.stats.games",
				"deckhand.commands.stats.wins", "deckhand.commands.stats.draws", "deckhand.commands.stats.player", "deckhand.commands.stats.player_drawn",
				"deckhand.commands.help.players"} {
				assert.NotEqual(t, id, l.T(id, "Count", n, "Game", "Rummy", "Played", n, "Drawn", n), "%s with %d in %s", id, n, tag)
			}
		}
	}
}
