package bot

import (
	"io/fs"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games/lang"
)

// Help is the text of /help in English.
func Help() string { return string(assets.Read("deckhand/help.md")) }

// HelpIn is the text of /help in l: assets/deckhand/help.<tag>.md, or
// the English page for a language that has none (the pseudo language).
func HelpIn(l *lang.Lang) string {
	if b, err := fs.ReadFile(assets.FS, "deckhand/help."+l.Tag()+".md"); err == nil {
		return string(b)
	}
	return Help()
}
