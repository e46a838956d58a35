package render

import "github.com/deckhand/deckhand/games"

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
