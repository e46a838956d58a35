package discord

import (
	"strings"
)

// Custom ids carry everything a click needs, so buttons on messages from
// before a restart keep working: a kind, the table, then kind-specific
// parts, joined by ':'. Game ids never contain ':' (games.ValidID,
// enforced by the kit), so the split is unambiguous.
const Sep = ":"

// Component kinds, every one the bot renders, with the parts after it.
// A route declares how many parts its kind takes (Exactly, AtLeast).
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
	KindLobby    = "l" // l:<table>:<join|leave|cpu|start|cancel>
	KindOption   = "o" // o:<table>:<option key>              a game option select
	KindSetting  = "t" // t:<table>:<setting>                 a table setting select (turn pings)
	KindRematch  = "m" // m:<table>                           rematch of a finished table
	KindHistory  = "k" // k:<page>                            a page of /history
	KindPick     = "j" // j:<page>                            the replay select of a page; its value is the table
	KindReplay   = "v" // v:<table>:<owner>:<step>:<first|back|next|last>  a replay step, for its owner only
	KindCard     = "u" // u:<table>                           the select of visible cards to read in full
	KindRead     = "i" // i:<table>                           a hand's select of its cards to read in full; its value is the card's name
)

// ID joins the parts of a custom id.
func ID(kind string, parts ...string) string {
	return kind + Sep + strings.Join(parts, Sep)
}

// ParseID splits a custom id into its kind and parts.
func ParseID(id string) (kind string, parts []string) {
	all := strings.Split(id, Sep)
	return all[0], all[1:]
}
