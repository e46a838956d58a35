package render

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Every word render writes is a message of the catalog
// assets/deckhand/lang/render.<tag>.json, said in its reader's language:
// the Lang of what is rendered, English when none is set, so that a
// caller that names no language reads as it always has.

// or is l, English when nil.
func or(l *lang.Lang) *lang.Lang {
	if l == nil {
		return lang.Get(lang.English)
	}
	return l
}

// words is the language t is read in.
func (t Table) words() *lang.Lang { return or(t.Lang) }

// said is t with its state and game said in t's language: what a reader
// of it sees. Hashes, styles and ids come from the state as it is
// stored (t.State), whose words never change with the reader.
func (t Table) said() (games.State, games.Info) {
	l := t.words()
	info := games.InfoIn(t.Game, l)
	if t.State == nil {
		return nil, info
	}
	return games.In(t.State, l), info
}

// rawPrompt is the prompt of raw (the stored state's) that p says in
// another language: the same seat and id. Its hash and its options'
// labels (which pick a button's colour) are the same for every reader.
func rawPrompt(raw []games.Prompt, p games.Prompt) games.Prompt {
	for _, r := range raw {
		if r.ID == p.ID && r.Seat == p.Seat {
			return r
		}
	}
	return p
}

// rawOption is the option of raw with o's id.
func rawOption(raw games.Prompt, o games.Option) games.Option {
	for _, r := range raw.Options {
		if r.ID == o.ID {
			return r
		}
	}
	return o
}
