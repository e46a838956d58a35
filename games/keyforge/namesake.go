package keyforge

import "github.com/deckhand/deckhand/games"

// namesake tells the creature at index i of seat's battleline from the
// others of its name there, as the picture shows them, left to right:
// "left" or "right" for one of two, "2nd from the left" for one of more;
// "" when it is the only one of its name (the name says which) or i is
// no battleline place (an artifact, a card in hand). Labels name cards
// as the picture does, never by a number it does not show.
func (tb *table) namesake(seat, i int) games.Text {
	line := tb.P[seat].Line
	if i < 0 || i >= len(line) {
		return games.Text{}
	}
	name := tb.face(&line[i]).Name
	same, nth := 0, 0
	for j := range line {
		if tb.face(&line[j]).Name == name {
			same++
			if j <= i {
				nth++
			}
		}
	}
	switch {
	case same == 1:
		return games.Text{}
	case same == 2 && nth == 1:
		return games.Say("keyforge.namesake.left")
	case same == 2:
		return games.Say("keyforge.namesake.right")
	}
	return games.Say("keyforge.namesake.nth", "Nth", ordinal(nth))
}

// ordinal is "1st", "2nd", "3rd", "4th"… in English; the English
// suffix follows the number's last digits, so each is its own message,
// which another language may say alike ("2.", "2º").
func ordinal(n int) games.Text {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return games.Say(ordinalPrefix+suffix, "N", n)
}

const ordinalPrefix = "keyforge.ordinal."
