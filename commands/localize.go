package commands

import (
	"strings"
	"unicode"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/games/lang"
)

// A command is defined in English, and Discord shows it to each member in
// their client's language from the localizations registered with it. The
// words are in the catalogs (assets/deckhand/lang/commands.*.json) under
// ids made from the definition: "deckhand.command.play.name" and
// ".desc" for /play, "deckhand.command.play.timer.name" for its option,
// "deckhand.command.tournament.create.rounds.desc" for a subcommand's,
// and "deckhand.command.choice.<the choice's English name>" for a
// choice, said alike wherever it is offered. The English catalog says
// what the definition says (a test holds them together).

const commandIDs = "deckhand.command."

// localize gives def, its options and their choices the name and
// description of every language Deckhand speaks besides English. A choice
// that already has its localizations (a game's name, said by the game; a
// language's, said in itself) keeps them.
func localize(def *discordgo.ApplicationCommand) {
	id := commandIDs + def.Name
	names, descs := map[discordgo.Locale]string{}, map[discordgo.Locale]string{}
	for _, tag := range lang.Translations() {
		l := lang.Get(tag)
		names[discordgo.Locale(tag)] = l.T(id + ".name")
		descs[discordgo.Locale(tag)] = l.T(id + ".desc")
	}
	def.NameLocalizations, def.DescriptionLocalizations = &names, &descs
	for _, o := range def.Options {
		localizeOption(id, o)
	}
}

func localizeOption(parent string, o *discordgo.ApplicationCommandOption) {
	id := parent + "." + o.Name
	o.NameLocalizations, o.DescriptionLocalizations = map[discordgo.Locale]string{}, map[discordgo.Locale]string{}
	for _, tag := range lang.Translations() {
		l := lang.Get(tag)
		o.NameLocalizations[discordgo.Locale(tag)] = l.T(id + ".name")
		o.DescriptionLocalizations[discordgo.Locale(tag)] = l.T(id + ".desc")
	}
	for _, c := range o.Choices {
		if c.NameLocalizations != nil {
			continue
		}
		c.NameLocalizations = map[discordgo.Locale]string{}
		for _, tag := range lang.Translations() {
			c.NameLocalizations[discordgo.Locale(tag)] = lang.Get(tag).T(choiceID(c.Name))
		}
	}
	for _, sub := range o.Options {
		localizeOption(id, sub)
	}
}

// choiceID is the id of a choice's name: its English name in lowercase,
// "_" for what is not a letter or digit ("1 minute": ".1_minute").
func choiceID(english string) string {
	return commandIDs + "choice." + strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return '_'
	}, english)
}
