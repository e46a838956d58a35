package cards

import (
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Deck is a standard 52-card deck in suit and rank order.
func Deck() []Card {
	d := make([]Card, 0, 52)
	for _, s := range Suits {
		for r := Ace; r <= King; r++ {
			d = append(d, New(r, s))
		}
	}
	return d
}

// Decks is n standard decks with jokers jokers each, unshuffled.
func Decks(n, jokers int) []Card {
	d := make([]Card, 0, n*(52+jokers))
	for i := 0; i < n; i++ {
		d = append(d, Deck()...)
		for j := 0; j < jokers; j++ {
			d = append(d, Joker)
		}
	}
	return d
}

// Shuffle shuffles cards in place with the state's RNG.
func Shuffle(cs []Card, rng *games.RNG) {
	rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
}

// Codes lists the codes of cs, for Inventory and option ids.
func Codes(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Code()
	}
	return out
}

// Join shows cards for players: "A♠ 2♠ 3♠".
func Join(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// Remove deletes the first c from cs, keeping order, and reports success.
// It never writes to cs, so a state that shares cs with another (a copy,
// a determinization) does not change under it.
func Remove(cs []Card, c Card) ([]Card, bool) {
	for i, x := range cs {
		if x == c {
			return append(cs[:i:i], cs[i+1:]...), true
		}
	}
	return cs, false
}

// Count returns how many times c is in cs.
func Count(cs []Card, c Card) int {
	n := 0
	for _, x := range cs {
		if x == c {
			n++
		}
	}
	return n
}
