// Package render turns a table into the messages players see: the board
// (with a finished game's figures), the lobby, a seat's hand with its
// prompts and its recap of what happened since the seat's last move, the
// rules pages, the Log, the /history pages and the replay's steps. It is
// pure: no Discord calls, no locks, no storage writes; the caller holds
// whatever lock makes the table it passes stand still.
//
// Each message is said in its reader's language (Table.Lang and the
// functions named …In; English when none is given): render's own words
// from its catalog (lang.go), the game's through games.In and
// games.InfoIn, the board's kept lines as the data they were kept as
// (lines.go). What a click is checked against (a prompt's hash, a
// button's colour) comes from the stored state, the same for every reader.
package render

import (
	"hash/fnv"
	"strconv"

	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Table is what rendering reads of a table: a view of it, made by whoever
// keeps it, that no message writes back.
type Table struct {
	// Table is the table as its rules know it: who sits where, who hosts,
	// its phase and options. Render reads the seats a game waits on from
	// State, not from Table.Waiting.
	Table table.Table
	// Kept is what the table keeps for its messages besides: the board's
	// lines, how far the game went, its turn deadline.
	Kept Kept
	Game games.Game
	// State is the game as stored, nil until the game starts: render says
	// it in Lang itself, and hashes its prompts as they are (never pass
	// a state already said in a language: its hashes would be another's).
	State games.State
	// Drafts are the picks of long multi-selects, per seat and prompt.
	Drafts map[int]map[string][]string
	// Thinking are the seats a CPU is choosing a move for now.
	Thinking []int
	// Figures are a finished game's, shown on its final board.
	Figures *Figures
	// Lang is the reader's language: render's words and the game's (its
	// views, prompts, scene and result, where the game says them in
	// catalogs). nil reads English.
	Lang *lang.Lang
}

// Colours of the embeds.
const (
	colourBoard  = 0x2b7a78
	colourHand   = 0x3aafa9
	colourLobby  = 0xdef2f1
	colourOver   = 0x17252a
	colourNotice = 0xfeffff
)

// PromptHash fingerprints a prompt's question and options, so a click on
// a button rendered for an older question with the same id is refused
// as outdated instead of answering the new one. It hashes the prompt of
// the stored state, whose words are the same for every reader: a prompt
// said in a reader's language (games.In) hashes by the stored one
// (rawPrompt), so a German reader's button answers what an English
// reader's does.
func PromptHash(p games.Prompt) string {
	h := fnv.New32a()
	h.Write([]byte(p.ID))
	h.Write([]byte{0})
	h.Write([]byte(p.Text))
	h.Write([]byte{byte(p.Min), byte(p.Max)})
	for _, o := range p.Options {
		h.Write([]byte{0})
		h.Write([]byte(o.ID))
	}
	return strconv.FormatUint(uint64(h.Sum32()), 36)
}
