package starcollector

import (
	"fmt"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// Special effect kinds. A card's data names one of these; the code that
// makes it work lives in turn.go and is written once per kind, so a new
// special card is a line of deck.json, not a line of Go.
const (
	// fight-draw n: played on its fight side, the card also draws n cards
	// after the turn's ordinary draws ("fight 3 and draw a card").
	effFightDraw = "fight-draw"
	// beats n: played on its fight side, the card wins any fight against
	// a fight n card ("fight 1 but beats fight 6").
	effBeats = "beats"
	// wins-ties: played on its fight side, the card wins a fight of equal
	// numbers instead of sending both cards to the pot.
	effWinsTies = "wins-ties"
	// ambush: played on its fight side against a draw card, the fighter
	// also collects that draw card instead of it being discarded.
	effAmbush = "ambush"
	// keep: played on its draw side, the card is collected by its own
	// player instead of going to the discard pile.
	effKeep = "keep"
	// trap: played on its draw side against a fight card, that fight card
	// goes to the pot and its player collects nothing this turn.
	effTrap = "trap"
)

// effect describes one special kind: the side it works on, the values
// its parameter may take, and the words players read.
type effect struct {
	side Side
	// checkN validates the parameter n of a card k; nil means the kind
	// takes no parameter and n must be 0.
	checkN func(k *Kind) error
	// label is the short text of the side it changes, for buttons.
	label func(k *Kind) string
	// text is the full sentence, for the hand and the rules page.
	text func(k *Kind) string
}

var effects = map[string]effect{
	effFightDraw: {
		side: Fight,
		checkN: func(k *Kind) error {
			if k.Special.N < 1 || k.Special.N > 3 {
				return fmt.Errorf("fight-draw draws 1 to 3 cards, not %d", k.Special.N)
			}
			return nil
		},
		label: func(k *Kind) string { return "Fight " + strconv.Itoa(k.Fight) + " + draw " + strconv.Itoa(k.Special.N) },
		text: func(k *Kind) string {
			return "Fight " + strconv.Itoa(k.Fight) + " and draw " + cardsWord(k.Special.N) + "."
		},
	},
	effBeats: {
		side: Fight,
		checkN: func(k *Kind) error {
			if k.Special.N <= k.Fight || k.Special.N > 6 {
				return fmt.Errorf("beats must name a fight number above its own %d and at most 6, not %d", k.Fight, k.Special.N)
			}
			return nil
		},
		label: func(k *Kind) string {
			return "Fight " + strconv.Itoa(k.Fight) + ", beats " + strconv.Itoa(k.Special.N)
		},
		text: func(k *Kind) string {
			return "Fight " + strconv.Itoa(k.Fight) + ", but this card beats Fight " + strconv.Itoa(k.Special.N) + " cards."
		},
	},
	effWinsTies: {
		side:  Fight,
		label: func(k *Kind) string { return "Fight " + strconv.Itoa(k.Fight) + ", wins ties" },
		text: func(k *Kind) string {
			return "Fight " + strconv.Itoa(k.Fight) + ", and this card wins a fight of equal numbers."
		},
	},
	effAmbush: {
		side:  Fight,
		label: func(k *Kind) string { return "Fight " + strconv.Itoa(k.Fight) + ", ambush" },
		text: func(k *Kind) string {
			return "Fight " + strconv.Itoa(k.Fight) + "; against a draw card, also collect that draw card."
		},
	},
	effKeep: {
		side:  Draw,
		label: func(k *Kind) string { return "Draw " + strconv.Itoa(k.Draw) + ", keep" },
		text: func(k *Kind) string {
			return "Draw " + strconv.Itoa(k.Draw) + ", then collect this card instead of discarding it."
		},
	},
	effTrap: {
		side:  Draw,
		label: func(k *Kind) string { return "Draw " + strconv.Itoa(k.Draw) + ", trap" },
		text: func(k *Kind) string {
			return "Draw " + strconv.Itoa(k.Draw) + "; a fight card played against it goes to the pot, uncollected."
		},
	},
}

// cardsWord says a number of cards in a card's text: "a card", "2 cards".
func cardsWord(n int) string {
	if n == 1 {
		return "a card"
	}
	return games.Count(n, "card", "cards")
}
