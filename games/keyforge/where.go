package keyforge

import (
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Where a card is and what it is: its definition in the game's edition,
// its owner and controller, the unit it is, and the narration of events.

// cdef is the definition of card id (its real card, not a token face),
// looked up once per state.
func (tb *table) cdef(id int) *CardDef {
	if len(tb.defs) != len(tb.Cards) {
		tb.defs = make([]*CardDef, len(tb.Cards))
		for i, c := range tb.Cards {
			tb.defs[i] = tb.def(c.Def)
		}
	}
	return tb.defs[id]
}

// def is the definition of card id in the edition the game was dealt.
func (tb *table) def(id string) *CardDef { return pool.Card(tb.Edition, id) }

// eventLog tells the answer being applied as events; on the lean path of
// search it stays quiet and builds no text.
type eventLog struct {
	ev    []games.Event
	quiet bool // Play: no event text
}

// telling reports whether answers are told in words: not on the lean
// path of search, which builds no event text.
func (l *eventLog) telling() bool { return !l.quiet }

// event records what happened as data; its Text is the English sentence,
// for readers that do not say Msg yet.
func (l *eventLog) event(t games.Text) {
	l.ev = append(l.ev, games.Event{Msg: t, Text: english.Say(t)})
}

func (l *eventLog) private(seat int, t games.Text) {
	l.ev = append(l.ev, games.Event{Msg: t, Text: english.Say(t), Seat: seat, Private: true})
}

// name of a card as the table sees it (a token shows its token face).
func (tb *table) name(id int) string { return tb.faceID(id).Name }

// where a card in play is: its controller, whether it is a creature (else
// artifact) and its index; ok is false when it is not in play.
func (ps *players) find(id int) (seat int, creature bool, idx int, ok bool) {
	for p := 0; p < 2; p++ {
		for i := range ps[p].Line {
			if ps[p].Line[i].ID == id {
				return p, true, i, true
			}
		}
		for i := range ps[p].Arts {
			if ps[p].Arts[i].ID == id {
				return p, false, i, true
			}
		}
	}
	return 0, false, 0, false
}

// unit returns the unit of a card in play, or nil.
func (ps *players) unit(id int) *Unit {
	p, cr, i, ok := ps.find(id)
	if !ok {
		return nil
	}
	if cr {
		return &ps[p].Line[i]
	}
	return &ps[p].Arts[i]
}

// alive reports whether a creature is in play and not being destroyed.
func (ps *players) alive(id int) bool {
	u := ps.unit(id)
	return u != nil && !u.Dying && !u.Doomed
}

// controller of a card in play (or its owner elsewhere).
func (tb *table) controller(id int) int {
	if p, _, _, ok := tb.P.find(id); ok {
		return p
	}
	for p := 0; p < 2; p++ {
		for _, u := range tb.P[p].Line {
			for _, up := range u.Upgrades {
				if up == id {
					return tb.Cards.owner(up)
				}
			}
		}
	}
	return tb.Cards.owner(id)
}

// face is the definition a card in play shows: its token face when it is
// a token creature.
func (tb *table) face(u *Unit) *CardDef {
	if u.Token {
		return tb.def(tb.P[tb.Cards.owner(u.ID)].Token)
	}
	return tb.cdef(u.ID)
}

func (tb *table) faceID(id int) *CardDef {
	if u := tb.P.unit(id); u != nil {
		return tb.face(u)
	}
	return tb.cdef(id)
}

// hostOf returns the creature an upgrade is attached to.
func (ps *players) hostOf(up int) (int, bool) {
	for p := 0; p < 2; p++ {
		for _, u := range ps[p].Line {
			for _, x := range u.Upgrades {
				if x == up {
					return u.ID, true
				}
			}
		}
	}
	return 0, false
}

func remove(xs []int, x int) ([]int, bool) {
	for i, y := range xs {
		if y == x {
			// In place: no two zones share memory (clone caps each).
			return slices.Delete(xs, i, i+1), true
		}
	}
	return xs, false
}
