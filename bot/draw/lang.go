package draw

import "github.com/deckhand/deckhand/games/lang"

// The words a picture draws or says besides its scene's (the scene's are
// the game's, said in the reader's language by the game) are messages of
// the catalog assets/deckhand/lang/render.<tag>.json, ids deckhand.draw.…,
// said in the picture's language: English when none is set.

// or is l, English when nil.
func or(l *lang.Lang) *lang.Lang {
	if l == nil {
		return lang.Get(lang.English)
	}
	return l
}
