package keyforge

import (
	"encoding/json"

	"github.com/deckhand/deckhand/games"
)

// The stack of frames the engine resolves (engine.go), and the questions
// a frame or a move in step 3 leaves open: both are data in the state,
// so a game paused in the middle of anything encodes and resumes.

// frameKind says what a frame on the stack resolves.
type frameKind string

const (
	frameAbility   frameKind = "ab"        // one ability, instruction by instruction
	frameOrder     frameKind = "order"     // simultaneous triggers the active player orders
	frameLeave     frameKind = "leave"     // destroyed cards leaving play together
	frameFight     frameKind = "fight"     // a fight, stage by stage
	frameToDiscard frameKind = "todiscard" // a played action card going to the discard pile
	frameOmega     frameKind = "omega"     // omega ends step 3
	frameEndTurn   frameKind = "endturn"   // the turn passes
	frameForge     frameKind = "forge"     // step 1 of the next turn
)

// Frame is one pending piece of resolution on the stack: an ability in
// progress, a fight, a card leaving play, the turn passing. Because it is
// data, a game paused in the middle of an ability encodes and resumes.
// Each field has one meaning, used by the kinds its comment names.
type Frame struct {
	Kind frameKind `json:"k"`
	// Card is the card the frame is about: the card whose ability
	// resolves, the attacker of a fight, the action card on its way to
	// the discard pile.
	Card       int    `json:"src"`
	Controller int    `json:"ctl"`            // the player who resolves the frame
	Def        string `json:"def,omitempty"`  // ability: the definition holding it (a token face, an upgrade)
	Ability    int    `json:"ab,omitempty"`   // ability: its index in Def
	Step       int    `json:"step,omitempty"` // ability: the next instruction; fight: the next stage
	It         []int  `json:"it,omitempty"`   // ability: the cards the previous instruction chose
	Did        bool   `json:"done,omitempty"` // ability: the previous instruction did something ("if you do")
	Num        int    `json:"num,omitempty"`  // ability: the amount the previous instruction achieved
	Yes        bool   `json:"yes,omitempty"`  // ability: the current instruction's "may" was accepted
	Targeted   bool   `json:"flag,omitempty"` // ability: the current instruction's targets are chosen
	Targets    []int  `json:"list,omitempty"` // ability: those targets
	Extra      string `json:"ex,omitempty"`   // ability: the answer to the current instruction's extra question
	// Pick is the answer to the open question of the top frame: "yes" or
	// "no" to an ability's "may", the option of the trigger that resolves
	// first. The next step consumes it.
	Pick     []string `json:"pick,omitempty"`
	Batch    []Frame  `json:"batch,omitempty"`   // order: the triggers still to order
	Leaving  []int    `json:"leaving,omitempty"` // leave: the cards leaving play
	Defender int      `json:"sub,omitempty"`     // fight: the creature attacked
	First    bool     `json:"first,omitempty"`   // fight: the defender's first attack this turn (elusive)
	Fought   bool     `json:"fought,omitempty"`  // fight: the fight took place
}

// UnmarshalJSON reads frames saved before fights and leaving cards had
// fields of their own, when they shared flag, done and list with
// abilities.
func (f *Frame) UnmarshalJSON(data []byte) error {
	type plain Frame
	var w struct {
		plain
		Flag bool  `json:"flag"`
		Done bool  `json:"done"`
		List []int `json:"list"`
	}
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	*f = Frame(w.plain)
	switch f.Kind {
	case frameFight:
		f.First = f.First || w.Flag
		f.Fought = f.Fought || w.Done
	case frameLeave:
		if f.Leaving == nil {
			f.Leaving = w.List
		}
	default:
		f.Targeted, f.Did, f.Targets = w.Flag, w.Done, w.List
	}
	return nil
}

// askKind says what an ability's question answers.
type askKind string

const (
	askTarget askKind = "target" // the cards an instruction targets
	askExtra  askKind = "extra"  // an instruction's further question: a flank, a house, a defender
	askMay    askKind = "may"    // whether to do an optional instruction
	askOrder  askKind = "order"  // which simultaneous trigger resolves first
)

// Ask is a question an ability asks the active player mid-resolution.
type Ask struct {
	Kind    askKind        `json:"kind"`
	Text    string         `json:"text"`
	Options []games.Option `json:"options"`
	Min     int            `json:"min"`
	Max     int            `json:"max"`

	// msg and words are Text and the options' labels and details as
	// data, said in the reader's language by Prompts (ask.go); a choice
	// of cards (cards) has no words, but describes each card from the
	// point of view of seat chooser when read. A question asked in this
	// run has them and no words of its own; one read from a save has its
	// words, and its data is found again.
	about   question
	words   []optWords
	cards   bool
	chooser int
}

// uiKind is a follow-up question of a step-3 move.
type uiKind string

const (
	uiFlank   uiKind = "flank"   // where a creature enters the battleline
	uiFight   uiKind = "fight"   // which enemy creature a creature fights
	uiHost    uiKind = "host"    // which creature an upgrade is played on
	uiConfirm uiKind = "confirm" // end the turn although moves remain
)

// UI is a follow-up question of a move being made in step 3 (which flank,
// which defender, which host) or the end-of-turn confirmation.
type UI struct {
	Kind uiKind `json:"kind"`
	Card int    `json:"card"`
}
