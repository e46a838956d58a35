package commands_test

import (
	"testing"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
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
	h.Srv.Locales.Set(ann, "de")
	h.Srv.Command(ann, h.Channel, "spielen", discordtest.Opt("game", "starcollector")).Message()
	assert.Contains(t, discordtest.Text(h.Board()), "Star Collector", "the lobby is open")

	// Registered again unchanged at the next start: the localizations are
	// part of what is compared.
	writes := h.Srv.CommandWrites()
	h.Stop()
	h.Start()
	assert.Equal(t, writes, h.Srv.CommandWrites(), "nothing was written again")
}

func TestAGermanMemberReadsTheirRefusalInGerman(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, carl := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("carl")
	h.Srv.Locales.Set(carl, "de")
	lobby := fullLobby(h, ann, bob)

	r := h.Click(carl, lobby, "Join").Response()
	assert.True(t, r.Ephemeral, "a refusal is private")
	assert.Equal(t, "Dieser Tisch ist voll.", r.Message.Content)

	r = h.Srv.Command(carl, h.Channel, "hand").Response()
	assert.Equal(t, "Du spielst an diesem Tisch nicht mit.", r.Message.Content)

	// The table is as it was, and the others read their own language.
	r = h.Click(ann, lobby, "Join").Response()
	assert.Equal(t, "You are already at this table.", r.Message.Content)
	assert.Empty(t, h.Srv.TakeViolations())
}

func TestAnUnknownLocaleReadsEnglish(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob, dai := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("dai")
	h.Srv.Locales.Set(dai, "ja")
	h.Srv.Locales.SetGuild("ja")
	lobby := fullLobby(h, ann, bob)

	r := h.Click(dai, lobby, "Join").Response()
	assert.Equal(t, "This table is full.", r.Message.Content, "a language Deckhand does not speak reads English")
	r = h.Srv.Command(dai, h.Channel, "settings").Response()
	assert.Contains(t, r.Message.Content, "**English**, the server's Discord language", "a server in a language Deckhand does not speak reads English")
}

// fullLobby is a Star Collector lobby (two seats) that host and other
// have filled.
func fullLobby(h *bottest.Harness, host, other *discordtest.User) *discordgo.Message {
	h.T.Helper()
	h.Srv.Command(host, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message()
	return h.Click(other, h.Board(), "Join").Message()
}

func TestAMemberReadsHelpInTheirLanguageAndItFitsDiscord(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	for _, tc := range []struct{ locale, guide, games string }{
		{"de", "richtet Kartenspiele in diesem Kanal aus", "Spiele"},
		{"pt-BR", "organiza jogos de cartas neste canal", "Jogos"},
		{"en-US", "hosts card games in this channel", "Games"},
	} {
		u := h.Srv.User("reader-" + tc.locale)
		h.Srv.Locales.Set(u, tc.locale)
		r := h.Srv.Command(u, h.Channel, "help").Response()
		assert.True(t, r.Ephemeral)
		assert.Contains(t, r.Message.Content, tc.guide, tc.locale)
		assert.LessOrEqual(t, utf8.RuneCountInString(r.Message.Content), 2000, tc.locale)
		require.Len(t, r.Message.Embeds, 1)
		assert.Equal(t, tc.games, r.Message.Embeds[0].Title, tc.locale)
	}
	assert.Empty(t, h.Srv.TakeViolations())
}

func TestAnOrganiserSetsTheServerLanguageAndTheLobbyIsPostedInIt(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	org, ann, bob := h.Srv.Organiser("org"), h.Srv.User("ann"), h.Srv.User("bob")

	r := h.Srv.Command(ann, h.Channel, "settings", discordtest.Opt("language", "de")).Response()
	assert.True(t, r.Ephemeral)
	assert.Contains(t, r.Message.Content, "Manage Server", "a member without Manage Server is refused, in their language")

	r = h.Srv.Command(org, h.Channel, "settings", discordtest.Opt("language", "de")).Response()
	assert.False(t, r.Ephemeral, "the channel is told")
	assert.Contains(t, r.Message.Content, "Ab jetzt schreibt Deckhand", "in the new language")

	r = h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, r.Message.Content, "Your Star Collector table is open", "the host's own answer is in the host's language")
	lobby := h.Board()
	text := discordtest.Text(lobby)
	assert.Contains(t, text, "Tisch offen", "the lobby is in the server's language")
	_, ok := discordtest.FindButton(lobby, "Mitspielen")
	assert.True(t, ok, "its buttons too: %s", text)

	// The setting survives a restart; Bob, whose Discord is English,
	// joins with the German lobby's button and reads his answers in English.
	h.Stop()
	h.Start()
	lobby = h.Click(bob, h.Board(), "Mitspielen").Message()
	assert.Contains(t, discordtest.Text(lobby), "Tisch offen")
	r = h.Click(bob, lobby, "Mitspielen").Response()
	assert.Equal(t, "You are already at this table.", r.Message.Content)

	r = h.Srv.Command(bob, h.Channel, "settings").Response()
	assert.Contains(t, r.Message.Content, "**Deutsch**, as its organisers set it")
	assert.Empty(t, h.Srv.TakeViolations())
}

// TestPlayersOfThreeLanguagesPlayAtOneTable: each reads their own hand in
// their language while the board stays in the server's, and Discord
// refuses nothing any of them is sent.
func TestPlayersOfThreeLanguagesPlayAtOneTable(t *testing.T) {
	t.Parallel()
	for _, slug := range []string{"rummy", "bitch"} {
		t.Run(slug, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t)
			ann, bob, cat := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("cat")
			h.Srv.Locales.Set(bob, "de")
			h.Srv.Locales.Set(cat, "pt-BR")
			players := []*discordtest.User{ann, bob}
			if slug == "bitch" {
				players = append(players, cat)
			}
			h.Open(slug, players[0], players[1:]...)
			h.PlayRounds(8, players...)
			h.Settle()
			_, ok := discordtest.FindButton(h.Board(), "Hand")
			assert.True(t, ok, "the board is in the server's language (English)")
			assert.Contains(t, discordtest.Text(h.Hand(bob)), "Aktualisieren", "bob's hand is in German")
			if slug == "bitch" {
				assert.Contains(t, discordtest.Text(h.Hand(cat)), "Atualizar", "cat's hand is in Portuguese")
			}
			assert.Empty(t, h.Srv.TakeViolations(), "Discord refused nothing")
		})
	}
}

// TestAServersDiscordLanguageIsItsLanguageUntilAnOrganiserSetsOne: with
// nothing set, a Brazilian server's lobby is in Portuguese, and so is a
// notice the bot posts on its own later (a lobby closed for idleness is
// told with no interaction to say the server's locale).
func TestAServersDiscordLanguageIsItsLanguageUntilAnOrganiserSetsOne(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{LobbyIdle: time.Second}, commands.New)
	h.Srv.Locales.SetGuild("pt-BR")
	ann := h.Srv.User("ann")
	r := h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Response()
	assert.Contains(t, r.Message.Content, "Your Star Collector table is open", "ann's own answer: her Discord is in English")
	lobby := h.Board()
	assert.Contains(t, discordtest.Text(lobby), "mesa aberta")
	_, ok := discordtest.FindButton(lobby, "Entrar")
	assert.True(t, ok, discordtest.Text(lobby))
	h.Srv.WaitFor(func() bool { return h.Said("A mesa de Star Collector aqui foi fechada") })

	org := h.Srv.Organiser("org")
	h.Srv.Command(org, h.Channel, "settings", discordtest.Opt("language", "server")).Message()
	r = h.Srv.Command(org, h.Channel, "settings").Response()
	assert.Contains(t, r.Message.Content, "**Português (Brasil)**, the server's Discord language")
	assert.Empty(t, h.Srv.TakeViolations())
}
