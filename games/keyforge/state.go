package keyforge

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// Card is one physical card of a game: its definition and its owner.
type Card struct {
	Def   string `json:"d"`
	Owner int    `json:"o"`
}

// Unit is a card in play: a creature in a battleline or an artifact.
type Unit struct {
	ID        int   `json:"id"`
	Damage    int   `json:"dmg,omitempty"`
	Aember    int   `json:"ae,omitempty"` // captured (creature) or stored (artifact)
	Counters  int   `json:"pc,omitempty"` // +1 power counters
	Exhausted bool  `json:"ex,omitempty"`
	Stunned   bool  `json:"st,omitempty"`
	Token     bool  `json:"tk,omitempty"` // face down as its owner's token creature
	ArmorUsed int   `json:"au,omitempty"` // armor spent this turn
	Attacked  bool  `json:"el,omitempty"` // chosen to be fought this turn, which spends elusive (old tag, for saved games)
	Upgrades  []int `json:"up,omitempty"`
	Doomed    bool  `json:"doom,omitempty"` // to be destroyed at the next check
	Dying     bool  `json:"dying,omitempty"`
}

// Player is one side of the table.
type Player struct {
	DeckName string   `json:"deck"`
	Houses   []string `json:"houses"`
	Token    string   `json:"token"`
	Deck     []int    `json:"draw"` // the top card is the last one
	Hand     []int    `json:"hand"`
	Discard  []int    `json:"discard"` // the top card is the last one
	Archives []int    `json:"archives"`
	Purged   []int    `json:"purged"`
	Limbo    []int    `json:"limbo"` // action cards while they resolve
	Line     []Unit   `json:"line"`  // the battleline, left to right
	Arts     []Unit   `json:"arts"`
	Aember   int      `json:"aember"`
	Keys     int      `json:"keys"`
	Chains   int      `json:"chains"`
	Check    bool     `json:"check,omitempty"` // announced "Check!" at the end of the last turn
}

// Lasting is a modifier that lasts until the end of a turn.
type Lasting struct {
	Kind    string `json:"k"`
	Target  int    `json:"t"`              // card id, or -1 for a player effect
	Seat    int    `json:"s"`              // the player it applies to (player effects)
	N       int    `json:"n,omitempty"`    // amount
	Keyword string `json:"kw,omitempty"`   // for keyword grants
	Type    string `json:"type,omitempty"` // for cannot_play
	Ends    int    `json:"ends"`           // expires at the end of this turn number
}

// Frame is one pending piece of resolution on the stack: an ability in
// progress, a fight, a card leaving play, the turn passing. Because it is
// data, a game paused in the middle of an ability encodes and resumes.
type Frame struct {
	K     string   `json:"k"`
	Src   int      `json:"src"`           // card whose ability or subject
	Def   string   `json:"def,omitempty"` // definition holding the ability
	Ab    int      `json:"ab,omitempty"`  // ability index in Def
	Ctl   int      `json:"ctl"`           // controller of the ability
	Sub   int      `json:"sub,omitempty"` // subject: the defender, the triggering card
	Step  int      `json:"step,omitempty"`
	It    []int    `json:"it,omitempty"` // cards chosen by the previous instruction
	Done  bool     `json:"done,omitempty"`
	Num   int      `json:"num,omitempty"`
	Yes   bool     `json:"yes,omitempty"`   // a "may" was accepted
	Pick  []string `json:"pick,omitempty"`  // the answer to the current question
	Flag  bool     `json:"flag,omitempty"`  // ability: targets chosen; fight: the defender's first attack this turn
	Ex    string   `json:"ex,omitempty"`    // the answer to an instruction's extra question
	List  []int    `json:"list,omitempty"`  // targets of the current instruction; cards leaving play
	Batch []Frame  `json:"batch,omitempty"` // simultaneous triggers to order
}

// Ask is a question an ability asks the active player mid-resolution.
type Ask struct {
	Kind    string         `json:"kind"`
	Text    string         `json:"text"`
	Options []games.Option `json:"options"`
	Min     int            `json:"min"`
	Max     int            `json:"max"`
}

// UI is a follow-up question of a move being made in step 3 (which flank,
// which defender, which host) or the end-of-turn confirmation.
type UI struct {
	Kind string `json:"kind"` // flank, fight, host, confirm
	Card int    `json:"card"`
}

// state is a KeyForge game.
type state struct {
	P       [2]Player      `json:"players"`
	Cards   []Card         `json:"cards"`
	Phase   string         `json:"phase"` // mulligan, house, archives, main, over
	Mull    [2]int         `json:"mull"`  // 0 undecided, 1 kept, 2 redrew
	First   int            `json:"first"`
	Active  int            `json:"active"`
	Turn    int            `json:"turn"` // turns begun, 1 for the first player's first turn
	House   string         `json:"house,omitempty"`
	Played  int            `json:"played,omitempty"` // cards played or discarded from hand this turn
	Acted   bool           `json:"acted,omitempty"`  // anything played, used or discarded this turn
	Omega   bool           `json:"omega,omitempty"`  // step 3 was ended by omega
	Uses    map[string]int `json:"uses,omitempty"`   // rule of six: name -> plays and uses this turn
	Must    [2]string      `json:"must"`             // house a player must choose next turn
	Lasting []Lasting      `json:"lasting,omitempty"`
	Stack   []Frame        `json:"stack,omitempty"`
	Ask     *Ask           `json:"ask,omitempty"`
	UI      *UI            `json:"ui,omitempty"`
	Seq     int            `json:"seq"`
	Winner  int            `json:"winner"`
	RNG     games.RNG      `json:"rng"`

	ev      []games.Event // events of the answer being applied
	prompts []games.Prompt
	cacheAt int // Seq+1 at which prompts were computed (0: none)
	defs    []*CardDef
}

// cdef is the definition of card id (its real card, not a token face),
// looked up once per state.
func (s *state) cdef(id int) *CardDef {
	if len(s.defs) != len(s.Cards) {
		s.defs = make([]*CardDef, len(s.Cards))
		for i, c := range s.Cards {
			s.defs[i] = def(c.Def)
		}
	}
	return s.defs[id]
}

func (s *state) event(text string) { s.ev = append(s.ev, games.Event{Text: text}) }

func (s *state) private(seat int, text string) {
	s.ev = append(s.ev, games.Event{Text: text, Seat: seat, Private: true})
}

// name of a card as the table sees it (a token shows its token face).
func (s *state) name(id int) string { return s.faceID(id).Name }

func (s *state) owner(id int) int { return s.Cards[id].Owner }

// where a card in play is: its controller, whether it is a creature (else
// artifact) and its index; ok is false when it is not in play.
func (s *state) find(id int) (seat int, creature bool, idx int, ok bool) {
	for p := 0; p < 2; p++ {
		for i := range s.P[p].Line {
			if s.P[p].Line[i].ID == id {
				return p, true, i, true
			}
		}
		for i := range s.P[p].Arts {
			if s.P[p].Arts[i].ID == id {
				return p, false, i, true
			}
		}
	}
	return 0, false, 0, false
}

// unit returns the unit of a card in play, or nil.
func (s *state) unit(id int) *Unit {
	p, cr, i, ok := s.find(id)
	if !ok {
		return nil
	}
	if cr {
		return &s.P[p].Line[i]
	}
	return &s.P[p].Arts[i]
}

// alive reports whether a creature is in play and not being destroyed.
func (s *state) alive(id int) bool {
	u := s.unit(id)
	return u != nil && !u.Dying && !u.Doomed
}

// controller of a card in play (or its owner elsewhere).
func (s *state) controller(id int) int {
	if p, _, _, ok := s.find(id); ok {
		return p
	}
	for p := 0; p < 2; p++ {
		for _, u := range s.P[p].Line {
			for _, up := range u.Upgrades {
				if up == id {
					return s.owner(up)
				}
			}
		}
	}
	return s.owner(id)
}

// face is the definition a card in play shows: its token face when it is
// a token creature.
func (s *state) face(u *Unit) *CardDef {
	if u.Token {
		return def(s.P[s.owner(u.ID)].Token)
	}
	return s.cdef(u.ID)
}

func (s *state) faceID(id int) *CardDef {
	if u := s.unit(id); u != nil {
		return s.face(u)
	}
	return s.cdef(id)
}

// hostOf returns the creature an upgrade is attached to.
func (s *state) hostOf(up int) (int, bool) {
	for p := 0; p < 2; p++ {
		for _, u := range s.P[p].Line {
			for _, x := range u.Upgrades {
				if x == up {
					return u.ID, true
				}
			}
		}
	}
	return 0, false
}

func remove(xs []int, x int) ([]int, bool) {
	for i, y := range xs {
		if y == x {
			return append(xs[:i:i], xs[i+1:]...), true
		}
	}
	return xs, false
}

// Determinize deals out again, per owner, every card hidden from seat:
// the decks (whose order nobody knows), the opponent's hand and archives,
// and the real cards under face-down token creatures. Card ids stay where
// they are and only what they are changes, so no id a view or prompt
// shows moves.
func (s *state) Determinize(seat int, r *rand.Rand) games.State {
	b, _ := s.Encode()
	d := &state{}
	_ = json.Unmarshal(b, d)
	for o := 0; o < 2; o++ {
		pl := &d.P[o]
		hidden := append([]int(nil), pl.Deck...)
		if o != seat {
			hidden = append(hidden, pl.Hand...)
			hidden = append(hidden, pl.Archives...)
		}
		for p := 0; p < 2; p++ {
			for _, u := range d.P[p].Line {
				if u.Token && d.owner(u.ID) == o {
					hidden = append(hidden, u.ID)
				}
			}
		}
		defs := make([]string, len(hidden))
		for i, id := range hidden {
			defs[i] = d.Cards[id].Def
		}
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, id := range hidden {
			d.Cards[id].Def = defs[i]
		}
	}
	d.RNG.Reseed(r)
	return d
}

// Inventory lists every card of the game with its owner, wherever it is.
func (s *state) Inventory() []string {
	var out []string
	add := func(ids []int) {
		for _, id := range ids {
			out = append(out, fmt.Sprintf("%d:%s", s.owner(id), s.Cards[id].Def))
		}
	}
	for p := 0; p < 2; p++ {
		pl := &s.P[p]
		for _, z := range [][]int{pl.Deck, pl.Hand, pl.Discard, pl.Archives, pl.Purged, pl.Limbo} {
			add(z)
		}
		for _, u := range pl.Line {
			add([]int{u.ID})
			add(u.Upgrades)
		}
		for _, u := range pl.Arts {
			add([]int{u.ID})
		}
	}
	return out
}
