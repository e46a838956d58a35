// Package all registers every Deckhand game: import it for its side
// effects where the whole set is wanted (the binary, end-to-end tests).
package all

import (
	_ "github.com/deckhand/deckhand/games/birdrummy"
	_ "github.com/deckhand/deckhand/games/bitch"
	_ "github.com/deckhand/deckhand/games/keyforge"
	_ "github.com/deckhand/deckhand/games/rummy"
	_ "github.com/deckhand/deckhand/games/starcollector"
)
