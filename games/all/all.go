// Package all registers every Deckhand game: import it for its side
// effects where the whole set is wanted (the binary, end-to-end tests).
// A game joins Deckhand with one line here.
package all

import (
	"path"
	"reflect"
	"strings"

	"github.com/deckhand/deckhand/games"
	_ "github.com/deckhand/deckhand/games/birdrummy"
	_ "github.com/deckhand/deckhand/games/bitch"
	_ "github.com/deckhand/deckhand/games/keyforge"
	_ "github.com/deckhand/deckhand/games/rummy"
	_ "github.com/deckhand/deckhand/games/starcollector"
)

// Games are the Deckhand games, by name: those of games.All declared in
// a package of their own in a folder of games/, as every game is. A game
// a test registers (a fixture, in a test package or outside games/) is
// in games.All and not here, so a test of every game ranges over this.
func Games() []games.Game {
	var out []games.Game
	for _, g := range games.All() {
		t := reflect.TypeOf(g)
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		if pkg := t.PkgPath(); path.Dir(pkg) == path.Dir(self) && pkg != self && !strings.HasSuffix(pkg, "_test") {
			out = append(out, g)
		}
	}
	return out
}

// self is this package's import path; games/ is its folder.
var self = reflect.TypeOf(marker{}).PkgPath()

type marker struct{}
