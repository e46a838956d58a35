package starcollector

import (
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Public is the board: stars, hand sizes and who has chosen (never
// what), the deck, the pot, the discard pile and the last reveal. Every
// card it names has been revealed to both players.
func (s *state) Public() games.View {
	v := games.View{Title: "Star Collector · turn " + strconv.Itoa(s.Turn)}
	if s.Over != nil {
		v.Title = "Star Collector · game over"
	}
	for seat := range seats {
		line := seatRef[seat] + ": **" + strconv.Itoa(s.Stars(seat)) + "★** · " +
			count(len(s.Hands[seat])) + " in hand"
		switch {
		case s.Over != nil:
		case s.Chosen[seat] != nil || s.Masked[seat]:
			line += " · ✅ has chosen"
		default:
			line += " · ⏳ choosing"
		}
		v.Lines = append(v.Lines, line)
	}
	pot := "empty"
	if len(s.Pot) > 0 {
		pot = count(len(s.Pot)) + ", " + strconv.Itoa(starsOf(s.Pot)) + "★ (" + names(s.Pot) + ")"
	}
	v.Lines = append(v.Lines,
		"Deck: "+count(len(s.Deck))+" · Discard pile: "+count(len(s.Discard)),
		"Pot: "+pot)
	if s.Last.Turn > 0 {
		w := s.Last.lines(lineWriter{}, s.Over)
		var lines []string
		w.each(func(_ int, line string) { lines = append(lines, line) })
		v.Fields = append(v.Fields, games.Field{Name: "Last reveal", Value: strings.Join(lines, "\n")})
	}
	// A finished game's summary ends the last reveal: no Result field
	// repeats it (the table's status gives the ranking).
	if s.Over == nil && s.End == endDeckEmpty {
		v.Fields = append(v.Fields, games.Field{Name: "End", Value: "The game ends when the deck runs out."})
	}
	return v
}

// Private is one seat's hand: every card with its stars, both numbers
// and its special, and the seat's own choice while it is still secret.
// A card's line says its name, then its text after a dash ("**Comet** ★
// — Fight 6 · Draw 1"), as a card with rules text is said in every
// game: a pictured hand shows the card and keeps its line behind "Read
// a card", special or not, rather than beside the picture.
func (s *state) Private(seat int) games.View {
	if seat < 0 || seat >= seats {
		return games.View{Title: "Star Collector"}
	}
	hand := s.Hands[seat]
	v := games.View{Title: handTitle(len(hand))}
	for _, c := range hand {
		k := c.kind()
		line := "**" + k.Name + "** " + k.starsText + " — Fight " + strconv.Itoa(k.Fight) + " · Draw " + strconv.Itoa(k.Draw)
		if k.specialText != "" {
			line += " · _" + k.specialText + "_"
		}
		v.Lines = append(v.Lines, line)
	}
	// A finished game's ranking gives every seat's stars: the hand does
	// not say its own again.
	if s.Over == nil {
		v.Lines = append(v.Lines, "You have collected "+strconv.Itoa(s.Stars(seat))+"★.")
	}
	if ch := s.Chosen[seat]; ch != nil && s.Over == nil {
		v.Fields = append(v.Fields, games.Field{Name: "Your secret choice", Value: playText(ch.Card, ch.Side)})
	}
	return v
}

// handTitle heads a hand: how many cards it holds and the most it may
// hold, in words ("Your hand · 3 cards, 7 at most").
func handTitle(n int) string {
	return "Your hand · " + count(n) + ", " + strconv.Itoa(handLimit) + " at most"
}

// count is a number of cards on the board: "1 card", "5 cards".
func count(n int) string { return games.Count(n, "card", "cards") }

func starsOf(cs []Card) int {
	n := 0
	for _, c := range cs {
		n += c.kind().Stars
	}
	return n
}

// names lists cards for players: "Comet ★, Galaxy ★★★".
func names(cs []Card) string {
	return string(lineWriter{}.names(cs).buf)
}
