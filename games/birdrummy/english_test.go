package birdrummy

import "github.com/deckhand/deckhand/games"

// The English words the older tests compare with, said as the game says
// them to a reader of English.

// costsNote is the note under a hand that holds birds.
var costsNote = english.Say(games.Say("birdrummy.note.costs"))

// opsText says a list of primitives in English.
func opsText(ops []Op) string { return opsIn(english, ops) }

// pointsText is the ability points left this turn, in English.
func (pu purse) pointsText() string { return pu.pointsIn(readerOf(&state{cat: pu.cat})) }

// face is design d's face in English.
func (cat *Catalog) face(d int) games.Card { return readerOf(&state{cat: cat}).face(d) }
