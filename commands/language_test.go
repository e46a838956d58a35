package commands_test

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestSlashCommandsAreRegisteredWithGermanAndPortugueseNames(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	cmds := h.Srv.Commands(h.Srv.GuildID)
	require.NotEmpty(t, cmds)
	assert.Empty(t, h.Srv.TakeViolations(), "Discord (and its OpenAPI description) took the localized commands")
	byName := map[string]*discordgo.ApplicationCommand{}
	for _, c := range cmds {
		byName[c.Name] = c
		require.NotNil(t, c.NameLocalizations, "/%s has localized names", c.Name)
		require.NotNil(t, c.DescriptionLocalizations, "/%s has localized descriptions", c.Name)
		for _, loc := range []discordgo.Locale{discordgo.German, discordgo.PortugueseBR} {
			assert.NotEmpty(t, (*c.NameLocalizations)[loc], "/%s in %s", c.Name, loc)
			assert.NotEmpty(t, (*c.DescriptionLocalizations)[loc], "/%s in %s", c.Name, loc)
			for _, o := range c.Options {
				assert.NotEmpty(t, o.NameLocalizations[loc], "/%s %s in %s", c.Name, o.Name, loc)
				for _, ch := range o.Choices {
					if o.Name != "game" && o.Name != "language" { // names that are the same in every language
						assert.NotEmpty(t, ch.NameLocalizations[loc], "/%s %s:%s in %s", c.Name, o.Name, ch.Name, loc)
					}
				}
			}
		}
	}
	play := byName["play"]
	require.NotNil(t, play)
	assert.Equal(t, "spielen", (*play.NameLocalizations)[discordgo.German])
	assert.Equal(t, "jogar", (*play.NameLocalizations)[discordgo.PortugueseBR])
	assert.Equal(t, "Einen Tisch für ein Kartenspiel in diesem Kanal eröffnen", (*play.DescriptionLocalizations)[discordgo.German])

	// A German member types /spielen: Discord delivers /play.
	ann := h.Srv.User("ann")
	h.Srv.SetLocale(ann, "de")
	h.Srv.Command(ann, h.Channel, "spielen", discordtest.Opt("game", "starcollector")).Message()
	assert.Contains(t, discordtest.Text(h.Board()), "Star Collector", "the lobby is open")

	// Registered again unchanged at the next start: the localizations are
	// part of what is compared.
	writes := h.Srv.CommandWrites()
	h.Stop()
	h.Start()
	assert.Equal(t, writes, h.Srv.CommandWrites(), "nothing was written again")
}
