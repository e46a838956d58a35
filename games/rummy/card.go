package rummy

import (
	"fmt"
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games/cards"
)

// parse reads a card code as option ids carry it ("10H"), without the
// general parser's cost: answers are parsed on every move. Rummy plays
// without jokers.
func parse(code string) (cards.Card, error) {
	if c, ok := cards.Lookup(code); ok && c != cards.Joker {
		return c, nil
	}
	return 0, fmt.Errorf("no card %q", code)
}

// value is what a card scores: ace 15, 2-9 five, 10-K ten. An ace is
// worth 15 wherever it sits in a run, even in A-2-3.
func value(c cards.Card) int {
	switch r := c.Rank(); {
	case r == cards.Ace:
		return 15
	case r <= 9:
		return 5
	}
	return 10
}

func sumValues(cs []cards.Card) int {
	n := 0
	for _, c := range cs {
		n += value(c)
	}
	return n
}

// rix is the rank index of a card: 0 for the ace up to 12 for the king.
func rix(c cards.Card) int { return int(c.Rank()) - 1 }

// sortKey orders a hand by suit, then rank, as players hold it.
func sortKey(c cards.Card) int { return int(c.Suit())<<4 | int(c.Rank()) }

// insertSorted adds c to a sorted hand in place, keeping it sorted.
// States never share a hand's memory (Clone copies every list), so
// changing it in place is safe.
func insertSorted(hand []cards.Card, c cards.Card) []cards.Card {
	i := len(hand)
	for i > 0 && sortKey(hand[i-1]) > sortKey(c) {
		i--
	}
	hand = append(hand, 0)
	copy(hand[i+1:], hand[i:])
	hand[i] = c
	return hand
}

// remove takes c out of cs in place, keeping the order.
func remove(cs []cards.Card, c cards.Card) []cards.Card {
	for i, x := range cs {
		if x == c {
			return append(cs[:i], cs[i+1:]...)
		}
	}
	return cs
}

// sortedCopy returns cs sorted as a hand is held, in a new slice.
func sortedCopy(cs []cards.Card) []cards.Card {
	out := slices.Clone(cs)
	slices.SortFunc(out, func(a, b cards.Card) int { return sortKey(a) - sortKey(b) })
	return out
}

func contains(cs []cards.Card, c cards.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// join shows cards for players: "A♠ 2♠ 3♠".
func join(cs []cards.Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// hand summarises cards for meld reasoning: a rank mask per suit and a
// count per rank. Bit i of a mask is rank index i (ace = bit 0).
type hand struct {
	suit [4]uint16
	rank [13]uint8
}

func handOf(cs []cards.Card) hand {
	var h hand
	for _, c := range cs {
		h.add(c)
	}
	return h
}

func (h *hand) add(c cards.Card) {
	h.suit[c.Suit()] |= 1 << rix(c)
	h.rank[rix(c)]++
}

func (h *hand) remove(c cards.Card) {
	if h.suit[c.Suit()]&(1<<rix(c)) != 0 {
		h.suit[c.Suit()] &^= 1 << rix(c)
		h.rank[rix(c)]--
	}
}
