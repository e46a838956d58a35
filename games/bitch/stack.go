package bitch

import (
	"github.com/deckhand/deckhand/games/cards"
)

// entry is one card of the middle stack and what it counts as.
type entry struct {
	Card cards.Card `json:"c"`
	As   value      `json:"as"`
	// Turned cards came from the deck (the middle card, a new stack after
	// a pickup): nobody played them, so they have no power.
	Turned bool `json:"t,omitempty"`
	// Spent 7s have been answered by a draw; from then on they are
	// see-through.
	Spent bool `json:"s,omitempty"`
}

// seeThrough reports whether players look through the card to the one
// beneath: a played 8 always, a played 7 once someone drew for it.
func (e entry) seeThrough() bool {
	return !e.Turned && (e.As == 8 || (e.As == 7 && e.Spent))
}

// activeSeven reports whether the card is a played 7 nobody has drawn for.
func (e entry) activeSeven() bool { return !e.Turned && e.As == 7 && !e.Spent }

// faceKind is what the player to act must beat.
type faceKind uint8

const (
	// faceFree: nothing to beat (an empty stack, a 2, a low ace, or only
	// see-through cards): anything may be played and nobody picks up.
	faceFree faceKind = iota
	// faceSevens: played 7s on top: an ace, 2, 10 or 7, or draw 2 each.
	faceSevens
	// faceNine: a 9 asks for 9 or lower (2 and a low ace qualify).
	faceNine
	// faceHighAce: only a 2, a 10 or another high ace.
	faceHighAce
	// faceValue: V or higher, or a 2, a 10 or an ace.
	faceValue
)

// face is the effective top of the stack for the player to act. It is
// public information (the stack is face up).
type face struct {
	Kind   faceKind `json:"k"`
	V      value    `json:"v,omitempty"`
	Sevens int      `json:"n,omitempty"`
}

// faceOf finds the effective top of stack: see-through cards are skipped;
// consecutive played 7s on top ask to be answered.
func faceOf(stack []entry) face {
	sevens := 0
	for i := len(stack) - 1; i >= 0; i-- {
		e := stack[i]
		if e.seeThrough() {
			continue
		}
		if e.activeSeven() {
			sevens++
			continue
		}
		if sevens > 0 {
			break
		}
		switch e.As {
		case 2, aceLow:
			return face{Kind: faceFree}
		case 9:
			return face{Kind: faceNine, V: 9}
		case aceHigh:
			return face{Kind: faceHighAce, V: aceHigh}
		}
		return face{Kind: faceValue, V: e.As}
	}
	if sevens > 0 {
		return face{Kind: faceSevens, V: 7, Sevens: sevens}
	}
	return face{Kind: faceFree}
}

// legal reports whether cards of value v may be played on f.
func (f face) legal(v value) bool {
	switch f.Kind {
	case faceFree:
		return true
	case faceSevens:
		return v.isAce() || v == 2 || v == ten || v == 7
	case faceNine:
		return v == aceLow || (v >= 2 && v <= 9)
	case faceHighAce:
		return v == 2 || v == ten || v == aceHigh
	}
	return v == 2 || v == ten || v.isAce() || (v >= f.V && v <= king)
}

// restricts reports whether some card could not be played on f; only then
// may a player pick up instead of playing (where every card could be
// played, a pickup is a bluff for certain). Besides a free top, that
// leaves a 3: every value goes on it.
func (f face) restricts() bool {
	for _, v := range playValues {
		if !f.legal(v) {
			return true
		}
	}
	return false
}

// takes reports whether card c may be played on f, as valuesFor would
// list something, without building the list: a bluff is judged on every
// card of a hand.
func (f face) takes(c cards.Card) bool {
	switch {
	case c.IsJoker():
		return true // as a 2, which goes on anything
	case c.Rank() == cards.Ace:
		return f.legal(aceLow) || f.legal(aceHigh)
	}
	return f.legal(value(c.Rank()))
}

// valuesFor lists what card c may be played as on f: a natural card as
// its own rank (an ace low or high), a joker as any legal value.
func (f face) valuesFor(c cards.Card) []value {
	var out []value
	for _, v := range playValues {
		if f.legal(v) && (c.IsJoker() || c.Rank() == v.rank()) {
			out = append(out, v)
		}
	}
	return out
}

// describe says in English what f asks for, for the events' English
// (views say it in their reader's language: words.faceTexts).
func (f face) describe() string { return enWords().faceTexts[faceIndex(f)] }
