package birdrummy

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Every word the game shows is a message of its catalog
// (assets/birdrummy/lang). A state says them in its reader's language:
// In gives the state as a reader of another language sees it, and only
// the views (Public, Private, Prompts, Scene, Result) read it. Events
// carry their Text as data, said in English beside it.

var _ games.Speaker = (*state)(nil)

// english is the language of a state nobody asked to speak another.
var english games.Lang = lang.Get(lang.English)

// In returns the state as a reader of l sees it: a shallow copy that
// says its views in l. It is only read from, and gets buffers of its
// own, so the receiver's stay its own.
func (s *state) In(l games.Lang) games.State {
	d := *s
	d.scratch = scratch{}
	d.speaker = l
	return &d
}

// lang is the language the state's views say.
func (s *state) lang() games.Lang {
	if s.speaker == nil {
		return english
	}
	return s.speaker
}

// reader is a state as its language says it: the views' words.
type reader struct {
	s *state
	l games.Lang
	w *tongue
}

func readerOf(s *state) reader {
	l := s.lang()
	return reader{s: s, l: l, w: s.cat.tongue(l)}
}

// say says a message of the catalog in the reader's language. A message
// without arguments is said once and kept: prompts ask the same
// questions at every step.
func (r reader) say(id string, pairs ...any) string {
	if len(pairs) > 0 {
		return r.l.Say(games.Say(id, pairs...))
	}
	if s, ok := r.w.fixed.Load(id); ok {
		return s.(string)
	}
	s := r.l.Say(games.Say(id))
	r.w.fixed.Store(id, s)
	return s
}

// name is design d's name in the reader's language.
func (r reader) name(d int) string { return r.w.defs[d].name }
