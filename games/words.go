package games

import "strconv"

// Count is a number with its noun, the singular for one: "1 card",
// "0 cards", "3 cards". Every count a game, the bot or a page shows
// goes through it, so none reads "1 cards".
func Count(n int, one, many string) string {
	return strconv.Itoa(n) + " " + Plural(n, one, many)
}

// Plural is the noun alone, for a count said another way ("a card" for
// one, "3 cards"): one for 1, many otherwise.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
