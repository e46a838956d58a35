package keyforge

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Every word the game shows is a message of assets/keyforge/lang: the
// engine records events, questions and option labels as games.Text, and
// only the views (Public, Private, Prompts, Scene, Result, Lookup) say
// them, in the language of the state a reader asked for with In. The
// words a move needs (the English of an event's Text, of a saved
// question) are English, the catalog's source.

// english says a state nobody asked another language of: the English
// catalog, its messages compiled (english.go) as an answer says its
// events' Text and its English prompts at every move.
var english games.Lang = lang.Get(lang.English)

// voice says the package's messages in one language.
type voice struct{ l games.Lang }

// t says message id with its name, value arguments.
func (v voice) t(id string, pairs ...any) string { return v.l.Say(games.Say(id, pairs...)) }

// say says a message already made.
func (v voice) say(t games.Text) string { return v.l.Say(t) }

// english reports whether the voice speaks English, whose prompts are
// the ones the state caches.
func (v voice) english() bool { return v.l.Tag() == english.Tag() }

// voiceOf is the voice of s: English unless In asked for another.
func voiceOf(s *state) voice {
	if s.lng == nil {
		return voice{english}
	}
	return voice{s.lng}
}

// In is s as a reader of l sees it: a copy that says its views in l. The
// copy is only read from; it keeps none of the memory s reuses, so the
// two may be read at once.
func (s *state) In(l games.Lang) games.State {
	c := *s
	c.lng = l
	c.log.ev, c.scratch = nil, scratch{}
	c.table.ints, c.table.inPlayKnown = nil, false
	if !voiceOf(&c).english() || !voiceOf(s).english() {
		c.prompts, c.cacheAt = nil, 0
	}
	return &c
}

// cardMsg is the message of a card's name, by its id.
func cardMsg(id string) games.Text { return games.Say(cardPrefix + id) }

// cardPrefix begins the id of every card's name in the catalogs.
const cardPrefix = "keyforge.card."

// commas lists names as a card list reads in every language: "A, B, C".
func commas(names []games.Text) games.Text {
	switch len(names) {
	case 0:
		return games.Text{}
	case 1:
		return names[0]
	}
	return games.Say("keyforge.comma", "First", names[0], "Rest", commas(names[1:]))
}

// typeMsg is the name of a card type: "creature".
func typeMsg(t cardType) games.Text { return games.Say(typePrefix + string(t)) }

const typePrefix = "keyforge.type."

// keywordMsg is a keyword as a card in play shows it: "taunt",
// "assault 2".
func keywordMsg(k string, v int) games.Text {
	if k == "assault" || k == "hazardous" {
		return games.Say(keywordPrefix+k, "N", v)
	}
	return games.Say(keywordPrefix + k)
}

const keywordPrefix = "keyforge.keyword."

// traitMsg is a creature's trait: "beast".
func traitMsg(t string) games.Text { return games.Say(traitPrefix + t) }

const traitPrefix = "keyforge.trait."
