package starcollector

import (
	"unicode/utf8"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Every word the game shows is a message of its catalog
// (assets/starcollector/lang). A state says them in the language it was
// asked in (In), English otherwise; only the views read it, so Apply and
// Play behave and cost the same in every language.

var (
	_ games.Speaker     = (*state)(nil)
	_ games.InfoSpeaker = Game{}
)

// english is the language of a state no reader asked for.
var english games.Lang = lang.Get(lang.English)

// speakers are the languages a player may read: the deck's texts must
// fit Discord in each of them whole.
func speakers() []games.Lang {
	var out []games.Lang
	for _, t := range lang.Tags() {
		if t != lang.Pseudo {
			out = append(out, lang.Get(t))
		}
	}
	return out
}

// In returns the state as a reader of l sees it: a shallow copy whose
// views, prompts, scene and result say everything in l. Its prompts are
// its own, made on first asking, as the receiver's stay shared.
func (s *state) In(l games.Lang) games.State {
	c := *s
	c.speaks, c.open, c.built = l, nil, false
	return &c
}

// lang is the language the state speaks.
func (s *state) lang() games.Lang {
	if s.speaks == nil {
		return english
	}
	return s.speaks
}

// say says t in the state's language.
func (s *state) say(t games.Text) string { return s.lang().Say(t) }

// rulesPages are the rules page of each language that has its own, by
// tag; another language reads the English page.
var rulesPages = map[string]func() string{
	lang.German:     assets.Text("starcollector/rules.de.md"),
	lang.Portuguese: assets.Text("starcollector/rules.pt-BR.md"),
}

// InfoIn is Info said in l: its name, summary, option words and rules
// page.
func (Game) InfoIn(l games.Lang) games.Info {
	say := func(id string) string { return l.Say(games.Say(id)) }
	spec := options[0]
	spec.Name, spec.Help = say("starcollector.option.end.name"), say("starcollector.option.end.help")
	spec.Choices = make([]games.Choice, len(options[0].Choices))
	for i, c := range options[0].Choices {
		spec.Choices[i] = games.Choice{Value: c.Value, Label: say("starcollector.option.end." + c.Value)}
		if utf8.RuneCountInString(spec.Help) > games.MaxDetailLen {
			// The lobby's select says the help under each choice: a
			// language too long for it (the test one) is cut by rule.
			spec.Choices[i].Detail = fit(spec.Help, games.MaxDetailLen)
		}
	}
	page := rules
	if p, ok := rulesPages[l.Tag()]; ok {
		page = p
	}
	return games.Info{
		Slug:     "starcollector",
		Name:     say("starcollector.name"),
		Summary:  say("starcollector.summary"),
		MinSeats: seats,
		MaxSeats: seats,
		Options:  []games.OptionSpec{spec},
		Rules:    page(),
	}
}

// refusal is an answer refused, said in the state's language, that is
// still the shared error it always was (errors.Is(err,
// games.ErrBadChoice)): the bot tells the kinds apart by it.
type refusal struct {
	said *games.Refusal
	kind error
}

func (r refusal) Error() string   { return r.said.Error() }
func (r refusal) Unwrap() []error { return []error{r.said, r.kind} }

// refuse refuses an answer with t said in l, as the shared error kind.
func refuse(l games.Lang, kind error, t games.Text) error {
	return refusal{said: games.Refuse(l, t), kind: kind}
}
