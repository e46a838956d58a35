// Package assets embeds Deckhand's data: each game's cards and decks and
// its rules page, one folder per game slug (assets/rummy/rules.md), and
// the bot's own texts under assets/deckhand.
package assets

import (
	"embed"
	"io/fs"
	"sync"
)

// FS holds every file under assets/ but this one's siblings in Go.
//
//go:embed */*
var FS embed.FS

// Read returns the file at path (such as "rummy/rules.md"), panicking when
// it is missing: assets are compiled in, so a missing one is a build bug
// that the first test to read it reports.
func Read(path string) []byte {
	b, err := fs.ReadFile(FS, path)
	if err != nil {
		panic("assets: " + err.Error())
	}
	return b
}

// Text returns the file at path as text, read on the first call and kept:
// for a page asked for at every render, such as a game's rules page.
func Text(path string) func() string {
	return sync.OnceValue(func() string { return string(Read(path)) })
}
