package render

import (
	"strings"

	"github.com/deckhand/deckhand/games"
)

// said is what a board's picture says in words besides the table itself:
// its caption (a finished game's result, in some games) and the notes
// under the table (Star Collector's last reveal). The text beside the
// picture leaves these out: a message says each thing once. They are
// the game's own strings, seat references unexpanded, as the moves and
// the result are kept.
type said struct {
	caption string
	notes   map[string]bool
}

// pictureSays is what the public picture of st says; nothing for a game
// that draws no scene, or whose scene panics (its board goes as its
// whole text then, and the bot logs the panic when it takes the scene).
func pictureSays(st games.State) (s said) {
	sc, ok := st.(games.Scener)
	if !ok {
		return said{}
	}
	defer func() {
		if recover() != nil {
			s = said{}
		}
	}()
	scene := sc.Scene(-1)
	s.caption = scene.Caption
	for _, n := range scene.Notes {
		if s.notes == nil {
			s.notes = map[string]bool{}
		}
		s.notes[n] = true
	}
	return s
}

// handShows is the names of the cards seat's hand picture shows (a
// standard card as "6♥", a generic one by its title); nothing for a game
// that draws no scene, or whose scene panics.
func handShows(st games.State, seat int) (names map[string]bool) {
	sc, ok := st.(games.Scener)
	if !ok {
		return nil
	}
	defer func() {
		if recover() != nil {
			names = nil
		}
	}()
	names = map[string]bool{}
	for _, a := range sc.Scene(seat).CardsOnly().Areas {
		for _, z := range a.Zones {
			for _, cd := range z.Cards {
				switch {
				case cd.Back:
				case cd.Suit == games.Joker:
					names["Joker"] = true
				case cd.Suit != games.NoSuit:
					names[cd.Rank+suitSymbols[cd.Suit]] = true
				case cd.Title != "":
					names[cd.Title] = true
				}
			}
		}
	}
	return names
}

var suitSymbols = map[games.Suit]string{games.Spades: "♠", games.Hearts: "♥", games.Diamonds: "♦", games.Clubs: "♣"}

// listsShownCards reports whether line only lists cards the picture
// shows ("3♣ 4♣ 9♣ · Q♦ K♦ · K♠", a Rummy hand sorted by suit): beside
// the picture it would say them twice.
func listsShownCards(line string, shown map[string]bool) bool {
	line = strings.NewReplacer("**", "", "_", "", "·", " ", ",", " ").Replace(line)
	words := strings.Fields(line)
	for _, w := range words {
		if !shown[w] {
			return false
		}
	}
	return len(words) > 0
}
