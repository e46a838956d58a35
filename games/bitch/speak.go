package bitch

import (
	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

var (
	_ games.Speaker     = (*state)(nil)
	_ games.InfoSpeaker = Game{}
)

// In returns the state as a reader of l sees it: a shallow copy that
// says its views, prompts, scenes and result in l, and builds its prompts
// afresh (the receiver keeps the ones it built, in its own language).
func (s *state) In(l games.Lang) games.State {
	if l == nil || (s.speaker == nil && l.Tag() == english.Tag()) {
		return s
	}
	c := *s
	c.derived = nil
	c.speaker = l
	return &c
}

// langOf is the language s says things in.
func langOf(s *state) games.Lang {
	if s.speaker == nil {
		return english
	}
	return s.speaker
}

// wordsFor are the texts of s's language that views and prompts use.
func wordsFor(s *state) *words {
	if s.speaker == nil {
		return enWords()
	}
	return wordsOf(s.speaker)
}

// speech is a state's table as one language says it: what its views
// and pictures share.
type speech struct {
	s *state
	w *words
}

// rulesPages are the rules page of each language that has one; any other
// reads the English page.
var rulesPages = map[string]func() string{
	lang.German:     assets.Text("bitch/rules.de.md"),
	lang.Portuguese: assets.Text("bitch/rules.pt-BR.md"),
}

// InfoIn is Info said in l: the name stays Bitch, the game's own name in
// every language.
func (Game) InfoIn(l games.Lang) games.Info {
	page, ok := rulesPages[l.Tag()]
	if !ok {
		page = rules
	}
	say := func(id string, pairs ...any) string { return l.Say(games.Say(id, pairs...)) }
	return games.Info{
		Slug:     "bitch",
		Name:     say("bitch.name"),
		Summary:  say("bitch.summary"),
		MinSeats: minSeats,
		MaxSeats: maxSeats,
		Options:  optionsIn(l),
		Rules:    page(),
	}
}
