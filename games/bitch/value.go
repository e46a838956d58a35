package bitch

import (
	"strconv"

	"github.com/deckhand/deckhand/games/cards"
)

// value is what a card counts as on the stack: 2 to 13 for 2 to K, and an
// ace declared low (1) or high (14). A joker counts as the value it is
// declared as, with that card's power.
type value int8

const (
	aceLow  value = 1
	ten     value = 10
	jack    value = 11
	queen   value = 12
	king    value = 13
	aceHigh value = 14
)

// playValues lists every value a play can have, in the order players are
// offered them.
var playValues = [...]value{2, 3, 4, 5, 6, 7, 8, 9, 10, jack, queen, king, aceLow, aceHigh}

// id is the option id of the value: "2".."10", "J", "Q", "K", "AL", "AH".
func (v value) id() string {
	switch v {
	case aceLow:
		return "AL"
	case aceHigh:
		return "AH"
	case jack:
		return "J"
	case queen:
		return "Q"
	case king:
		return "K"
	}
	return strconv.Itoa(int(v))
}

// String is what players read: "7", "K", "A high".
func (v value) String() string {
	switch v {
	case aceLow:
		return "A low"
	case aceHigh:
		return "A high"
	}
	return v.id()
}

// rank is the rank of the natural cards that have this value.
func (v value) rank() cards.Rank {
	if v == aceLow || v == aceHigh {
		return cards.Ace
	}
	return cards.Rank(v)
}

// isAce reports whether v is an ace, high or low.
func (v value) isAce() bool { return v == aceLow || v == aceHigh }

// turnedValue is what a card turned up from the deck counts as: nobody
// declared it, so an ace counts low and a joker as a 2 (anything may be
// played on either).
func turnedValue(c cards.Card) value {
	switch {
	case c.IsJoker():
		return 2
	case c.Rank() == cards.Ace:
		return aceLow
	}
	return value(c.Rank())
}

// rankOrder sorts cards for display: 2 to K, then aces, then jokers.
func rankOrder(c cards.Card) int {
	switch {
	case c.IsJoker():
		return 20
	case c.Rank() == cards.Ace:
		return 14
	}
	return int(c.Rank())
}
