package gametest

import (
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// The toy speaks English, German and Portuguese from a table of its own
// words (it has no catalog in assets, being a test's game), and the
// pseudo language as long words, so that each check of speak.go is
// tried on a sound speaker and on one flawed speaker each.

var toyWords = map[string]map[string]string{
	"play":  {lang.English: "Play a card", lang.German: "Spiel eine Karte", lang.Portuguese: "Jogue uma carta", lang.Pseudo: "Ṕļáý á çáŕď ·····"},
	"pair":  {lang.English: "Play two cards", lang.German: "Spiel zwei Karten", lang.Portuguese: "Jogue duas cartas", lang.Pseudo: "Ṕļáý ţŵö çáŕďš ······"},
	"knock": {lang.English: "Knock?", lang.German: "Klopfen?", lang.Portuguese: "Bater?", lang.Pseudo: "Ķñöçķ? ···"},
	"Knock": {lang.English: "Knock", lang.German: "Klopfen", lang.Portuguese: "Bater", lang.Pseudo: "Ķñöçķ ···"},
	"hand":  {lang.English: "Hand", lang.German: "Hand", lang.Portuguese: "Mão", lang.Pseudo: "Ĥáñď ··"},
}

// In is the toy said in l.
func (s *toyState) In(l games.Lang) games.State {
	if s.flaw == "speak-mutates" { // keeps the language in the receiver, and counts it
		s.lang = l
		s.Knocks[0]++
		return s
	}
	c := *s
	c.lang = l
	return &c
}

// say is the toy's word for key in its language.
func (s *toyState) say(key string) string {
	tag := lang.English
	if s.lang != nil {
		tag = s.lang.Tag()
	}
	switch {
	case s.flaw == "speak-english-differs" && s.lang != nil && tag == lang.English:
		return strings.ToUpper(toyWords[key][tag])
	case s.flaw == "speak-id-leak" && tag == lang.German && key == "play":
		return "toy.play.text"
	case s.flaw == "speak-overflow" && tag == lang.Pseudo && key == "Knock":
		return strings.Repeat(toyWords[key][tag], 10)
	}
	if w, ok := toyWords[key][tag]; ok {
		return w
	}
	return toyWords[key][lang.English]
}

// sayOptions is the options of a prompt in the toy's language: in German,
// a flawed toy offers them in another order.
func (s *toyState) sayOptions(opts []games.Option) []games.Option {
	if s.flaw == "speak-reorders" && s.lang != nil && s.lang.Tag() == lang.German {
		opts = slices.Clone(opts)
		slices.Reverse(opts)
	}
	return opts
}

// sayEvent is an event of the toy: a flawed toy gives it a Msg that says
// something else than its Text.
func (s *toyState) sayEvent(text string) games.Event {
	e := games.Event{Text: text}
	if s.flaw == "speak-event-msg" {
		e.Msg = games.Say("deckhand.list.and")
	}
	return e
}
