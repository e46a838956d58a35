package bot

import (
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Custom ids carry everything a click needs, so buttons on messages from
// before a restart keep working: a kind, the table, then kind-specific
// parts, joined by ':'. Game ids never contain ':' (games.ValidID,
// enforced by the kit), so the split is unambiguous.
const sep = ":"

// Component kinds. Commands register handlers for their own kinds; the
// bot handles the kinds of the prompts it renders.
const (
	KindAnswer  = "a" // a:<table>:<prompt>:<hash>:<option>  button answering a prompt
	KindSelect  = "s" // s:<table>:<prompt>:<hash>:<part>    select answering a prompt
	KindDraft   = "d" // d:<table>:<prompt>:<hash>:<part>    part of a long multi-select
	KindConfirm = "c" // c:<table>:<prompt>:<hash>           send the long multi-select
	KindClear   = "x" // x:<table>:<prompt>:<hash>           clear it
	KindPublic  = "p" // p:<table>:<prompt>:<option>         a public prompt on the board
	KindHand    = "h" // h:<table>:<page>                    open or page the hand
)

// ID joins the parts of a custom id.
func ID(kind string, parts ...string) string {
	return kind + sep + strings.Join(parts, sep)
}

// ParseID splits a custom id into its kind and parts.
func ParseID(id string) (kind string, parts []string) {
	all := strings.Split(id, sep)
	return all[0], all[1:]
}

// promptHash fingerprints a prompt's question and options, so a click on
// a button rendered for an older question with the same id is refused
// as outdated instead of answering the new one.
func promptHash(p games.Prompt) string {
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
