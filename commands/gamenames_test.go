package commands_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// A member reading a command's description in any language reads what
// it does, never one game's name: the games are the game option's
// choices, made from the registered games, so a game added later is
// offered everywhere and no description leaves it out (a format said to
// be one game's, while another seats as many).
func TestAMemberReadsNoGamesNameInACommandsDescription(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	cmds := h.Srv.Commands(h.Srv.GuildID)
	require.NotEmpty(t, cmds)
	var names []string
	for _, g := range games.All() {
		for _, tag := range lang.Tags() {
			if n := games.InfoIn(g, lang.Get(tag)).Name; !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
	}
	check := func(where, text string) {
		for _, n := range names {
			assert.False(t, strings.Contains(text, n), "%s names the game %s: %q", where, n, text)
		}
	}
	var option func(where string, o *discordgo.ApplicationCommandOption)
	option = func(where string, o *discordgo.ApplicationCommandOption) {
		where += " " + o.Name
		check(where, o.Description)
		for loc, d := range o.DescriptionLocalizations {
			check(where+" in "+string(loc), d)
		}
		for _, sub := range o.Options {
			option(where, sub)
		}
	}
	for _, c := range cmds {
		check("/"+c.Name, c.Description)
		if c.DescriptionLocalizations != nil {
			for loc, d := range *c.DescriptionLocalizations {
				check("/"+c.Name+" in "+string(loc), d)
			}
		}
		for _, o := range c.Options {
			option("/"+c.Name, o)
		}
	}
}
