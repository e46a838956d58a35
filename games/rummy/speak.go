package rummy

import (
	"strings"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
	"github.com/deckhand/deckhand/games/lang"
)

// Every word Rummy shows is a message of assets/rummy/lang: the views,
// prompts, scene and result of a state say them in the state's language,
// English unless In asked for another. Only those read it: Apply, Play,
// Legal and the search never do, so a state said in German plays as the
// English one does.

var (
	_ games.Speaker     = (*state)(nil)
	_ games.InfoSpeaker = Game{}
)

// english is the language of a state no reader asked to hear in another.
var english games.Lang = lang.Get(lang.English)

// In is the state as a reader of l reads it: a shallow copy carrying l,
// only ever read from. It shares no search memory with the receiver.
func (s *state) In(l games.Lang) games.State {
	c := *s
	c.scratch = nil
	c.lng = l
	return &c
}

// lang is the language the state's views speak.
func (s *state) lang() games.Lang {
	if s.lng == nil {
		return english
	}
	return s.lng
}

// cardCount is a number of cards in words: "1 card", "7 cards".
func cardCount(n int) games.Text { return games.Say("rummy.cards", "Count", n) }

// rankName is a rank as a set of it is named: "Qs" in "set of Qs".
func rankName(r cards.Rank) games.Text { return games.Say("rummy.card." + r.String()) }

// InfoIn is Rummy's Info said in l: its name, summary, options and the
// rules page written in l (the English page for a language without one).
func (Game) InfoIn(l games.Lang) games.Info {
	return games.Info{
		Slug:     "rummy",
		Name:     say(l, "rummy.name"),
		Summary:  say(l, "rummy.summary"),
		MinSeats: 2,
		MaxSeats: 2,
		Options:  optionsIn(l),
		Rules:    rulesIn(l.Tag()),
	}
}

// optionsIn are the lobby's options said in l; keys and values are the
// same in every language.
func optionsIn(l games.Lang) []games.OptionSpec {
	return []games.OptionSpec{
		{
			Key:  optWrap,
			Name: say(l, "rummy.option.wrap.name"),
			Help: say(l, "rummy.option.wrap.help"),
			Choices: []games.Choice{
				{Value: "on", Label: say(l, "rummy.option.wrap.on")},
				{Value: "off", Label: say(l, "rummy.option.wrap.off")},
			},
			Default: "on",
		},
		{
			Key:  optTarget,
			Name: say(l, "rummy.option.target.name"),
			Help: say(l, "rummy.option.target.help"),
			Choices: []games.Choice{
				{Value: "100", Label: say(l, "rummy.option.target.short", "N", "100")},
				{Value: "250", Label: "250"},
				{Value: "500", Label: say(l, "rummy.option.target.standard", "N", "500")},
				{Value: "1000", Label: say(l, "rummy.option.target.long", "N", "1000")},
			},
			Default: "500",
		},
	}
}

// rulePages are the rules pages by language, each read once: Info is
// called at every render. A language without its own page reads the
// English one.
var rulePages = map[string]func() string{
	lang.English:    assets.Text("rummy/rules.md"),
	lang.German:     assets.Text("rummy/rules.de.md"),
	lang.Portuguese: assets.Text("rummy/rules.pt-BR.md"),
}

func rulesIn(tag string) string {
	if page, ok := rulePages[tag]; ok {
		return page()
	}
	return rulePages[lang.English]()
}

// sentences joins sentences said apart into one text.
func sentences(said ...string) string {
	var out []string
	for _, s := range said {
		if s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// say says the message id with its name, value pairs in l.
func say(l games.Lang, id string, pairs ...any) string { return l.Say(games.Say(id, pairs...)) }
