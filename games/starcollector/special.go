package starcollector

import (
	"fmt"

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
	// label is the short text of the side it changes, for buttons; text
	// is the full sentence, for the hand and the rules page. Both are
	// the catalog's starcollector.special.<kind>.label and .text.
	label func(k *Kind) games.Text
	text  func(k *Kind) games.Text
}

// specialText says a special of k: its kind's label or text, with the
// card's numbers.
func specialText(part string) func(k *Kind) games.Text {
	return func(k *Kind) games.Text {
		return games.Say("starcollector.special."+k.Special.Kind+"."+part, "Fight", k.Fight, "Draw", k.Draw, "N", k.Special.N)
	}
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
		label: specialText("label"),
		// Its n picks the plural form: "and draw a card".
		text: func(k *Kind) games.Text {
			return games.Say("starcollector.special.fight-draw.text", "Fight", k.Fight, "Count", k.Special.N)
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
		label: specialText("label"),
		text:  specialText("text"),
	},
	effWinsTies: {side: Fight, label: specialText("label"), text: specialText("text")},
	effAmbush:   {side: Fight, label: specialText("label"), text: specialText("text")},
	effKeep:     {side: Draw, label: specialText("label"), text: specialText("text")},
	effTrap:     {side: Draw, label: specialText("label"), text: specialText("text")},
}

// cardsWord says a number of cards in a sentence: "a card", "2 cards".
func cardsWord(n int) games.Text { return games.Say("starcollector.cards", "Count", n) }

// count is a number of cards on the board: "1 card", "5 cards".
func count(n int) games.Text { return games.Say("starcollector.count", "Count", n) }
