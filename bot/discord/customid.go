package discord

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Custom ids carry everything a click needs, so buttons on messages from
// before a restart keep working: a kind, the table, then kind-specific
// parts, joined by ':'. Game ids never contain ':' (games.ValidID,
// enforced by the kit), so the split is unambiguous.
//
// Each kind has its own type (AnswerID, HandID, ...): String writes it,
// Parse reads it back and refuses any id of another shape, and the
// router hands a route its parsed id (On). The strings are those of every
// button already posted, so a type's String never changes its form.
const Sep = ":"

// Component kinds, every one the bot renders, with the parts after it.
const (
	KindAnswer   = "a" // a:<table>:<prompt>:<hash>:<option>  button answering a prompt
	KindSelect   = "s" // s:<table>:<prompt>:<hash>:<part>    select answering a prompt
	KindDraft    = "d" // d:<table>:<prompt>:<hash>:<part>    part of a long multi-select
	KindConfirm  = "c" // c:<table>:<prompt>:<hash>           send the long multi-select
	KindClear    = "x" // x:<table>:<prompt>:<hash>           clear it
	KindPublic   = "p" // p:<table>:<prompt>:<option>         a public prompt on the board
	KindWarn     = "w" // w:<table>:<prompt>:<hash|->:<option>  ask before an answer that cannot be undone
	KindNone     = "n" // n:<table>:<prompt>:<hash>           answer with no option (a "may" declined)
	KindHand     = "h" // h:<table>:<page>[:r]                open, page or refresh the hand
	KindRules    = "r" // r:<game>[:<page>|:jump]             a game's rules: the first page, another, or the section select
	KindSure     = "y" // y:<table>:<end|leave|no>            confirm (or not) a destructive command
	KindQuestion = "q" // q:<table>:<prompt>                 a disabled label naming a row's question
	KindLog      = "g" // g:<table>:<first line>              a page of the game's log from that line (-1: the newest)
	KindLobby    = "l" // l:<table>:<LobbyAction>
	KindOption   = "o" // o:<table>:<option key>              a game option select
	KindSetting  = "t" // t:<table>:<setting>                 a table setting select (turn pings)
	KindRematch  = "m" // m:<table>                           rematch of a finished table
	KindHistory  = "k" // k:<page>                            a page of /history
	KindPick     = "j" // j:<page>                            the replay select of a page; its value is the table
	KindReplay   = "v" // v:<table>:<owner>:<step>:<nav>      a replay step, for its owner only
	KindCard     = "u" // u:<table>                           the select of visible cards to read in full
	KindRead     = "i" // i:<table>                           a hand's select of its cards to read in full; its value is the card's name
	KindForget   = "f" // f:<member>:<yes|no>                 confirm (or not) /privacy delete, for that member only
	KindEvent    = "e" // e:<tournament>:<EventAction>        a tournament message's button, or its organiser's select of a player to drop
)

// CustomID is the parsed custom id of one kind.
type CustomID interface {
	Kind() string
	String() string
}

// errShape is why a custom id does not parse: the words are for the log
// and tests; a player hears only that the button is not one of ours.
var errShape = errors.New("custom id of another shape")

// id joins a kind and its parts.
func id(kind string, parts ...string) string {
	return kind + Sep + strings.Join(parts, Sep)
}

// split checks that s is of kind and has between least and most parts
// after it, and returns them.
func split(s, kind string, least, most int) ([]string, error) {
	all := strings.Split(s, Sep)
	if all[0] != kind {
		return nil, fmt.Errorf("%w: %q is not of kind %q", errShape, s, kind)
	}
	p := all[1:]
	if len(p) < least || len(p) > most {
		return nil, fmt.Errorf("%w: %q has %d parts after its kind, not %d to %d", errShape, s, len(p), least, most)
	}
	return p, nil
}

// number reads a part that is a number, no less than least.
func number(part string, least int) (int, error) {
	n, err := strconv.Atoi(part)
	if err != nil || n < least {
		return 0, fmt.Errorf("%w: %q is not a number from %d", errShape, part, least)
	}
	return n, nil
}

// hashed refuses a prompt's id without its fingerprint: every such id the
// bot renders has one, and without it the check that the prompt is still
// the one shown would be skipped.
func hashed(hash string) error {
	if hash == "" {
		return fmt.Errorf("%w: no prompt fingerprint", errShape)
	}
	return nil
}

// KindOf is the kind of a custom id: what a test walking messages sorts
// their components by.
func KindOf(s string) string {
	kind, _, _ := strings.Cut(s, Sep)
	return kind
}
