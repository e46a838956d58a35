package keyforge

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Card is one physical card of a game: its definition and its owner.
type Card struct {
	Def   string `json:"d"`
	Owner int    `json:"o"`
	// Known has bit p set when seat p knows this card where it lies
	// although it is hidden from p: a card returned to a hand or put on a
	// deck from play or a discard pile, a card an ability showed. A
	// shuffle forgets it; see knowledge.go.
	Known uint8 `json:"kn,omitempty"`
}

// cardList is every card of a game, indexed by card id.
type cardList []Card

// has reports whether id names a card of the game.
func (cs cardList) has(id int) bool { return id >= 0 && id < len(cs) }

func (cs cardList) owner(id int) int { return cs[id].Owner }

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

// players are both sides of the table: where a card in play stands, its
// unit, and the zones a card leaves play from are questions about them alone.
type players [2]Player

// Lasting is a modifier that lasts until the end of a turn.
type Lasting struct {
	Kind    string   `json:"k"`
	Target  int      `json:"t"`              // card id, or -1 for a player effect
	Seat    int      `json:"s"`              // the player it applies to (player effects)
	N       int      `json:"n,omitempty"`    // amount
	Keyword string   `json:"kw,omitempty"`   // for keyword grants
	Type    cardType `json:"type,omitempty"` // for cannot_play
	Ends    int      `json:"ends"`           // expires at the end of this turn number
}

// phase is where the turn stands.
type phase string

const (
	phaseMulligan phase = "mulligan" // setup: both players keep or mulligan
	phaseStart    phase = "start"    // start-of-turn abilities
	phaseHouse    phase = "house"    // step 2: choose a house
	phaseArchives phase = "archives" // step 2: take the archives or not
	phaseMain     phase = "main"     // step 3: play, discard, use
	phaseEnd      phase = "end"      // steps 4 and 5 and end-of-turn abilities
	phaseOver     phase = "over"
)

// zone is a place a card out of play goes to.
type zone string

const (
	zonePlay     zone = "play"
	zoneHand     zone = "hand"
	zoneArchives zone = "archives"
	zoneDiscard  zone = "discard"
	zonePurge    zone = "purge"
	zoneDeck     zone = "deck" // on top
)

// table is the cards of a game and where they lie: each card's owner and
// definition in the game's edition, both players' zones and units, and
// the modifiers lasting until a turn's end. What a card is, who controls
// it, what it shows, its power, armor and keywords, what it reacts to and
// what may be chosen among the cards are read from the table alone.
type table struct {
	// Edition is the edition of the cards the game was dealt (Pool.Card):
	// a card redesigned since keeps, in this game, the text it was dealt
	// with. Saves from before editions have none: they hold the first.
	Edition int      `json:"edition,omitempty"`
	P       players  `json:"players"`
	Cards   cardList `json:"cards"`
	Lasting []Lasting

	defs []*CardDef // Cards' definitions, looked up once (cdef)
	// inPlay holds constantsInPlay while prompts are built (inPlayKnown),
	// which changes nothing in play: the many questions a step-3 prompt
	// asks of modifiers skip the kinds no card in play has.
	inPlay      uint16
	inPlayKnown bool
	ints        []int // reused by the walks over defenders and hosts
}

// state is a KeyForge game: its table, and the turn, the engine's stack
// and the open question played on it. Saves hold it as a record (see
// Encode). The parts of a turn that read or change only some of it are
// views made from it where they are asked (dealer, houseStep, mainStep,
// mainMoves), so no copy of a pointer into it outlives the call that
// made it and Clone stays a plain copy.
type state struct {
	table  table
	Phase  phase          `json:"phase"`
	Mull   [2]int         `json:"mull"` // 0 undecided, 1 kept, 2 redrew
	First  int            `json:"first"`
	Active int            `json:"active"`
	Turn   int            `json:"turn"` // turns begun, 1 for the first player's first turn
	House  string         `json:"house,omitempty"`
	Played int            `json:"played,omitempty"` // cards played or discarded from hand this turn
	Acted  bool           `json:"acted,omitempty"`  // anything played, used or discarded this turn
	Omega  bool           `json:"omega,omitempty"`  // step 3 was ended by omega
	Uses   map[string]int `json:"uses,omitempty"`   // rule of six: name -> plays and uses this turn
	Must   [2]string      `json:"must"`             // house a player must choose next turn
	Stack  frames         `json:"stack,omitempty"`
	Ask    *Ask           `json:"ask,omitempty"`
	UI     *UI            `json:"ui,omitempty"`
	Seq    int            `json:"seq"`
	Winner int            `json:"winner"`
	RNG    games.RNG      `json:"rng"`

	log     eventLog
	lng     games.Lang // the reader's language (In); nil is English
	prompts []games.Prompt
	cacheAt int // Seq+1 at which prompts were computed (0: none)
	scratch scratch
}

// scratch is memory a state reuses between answers on the lean path;
// a copy starts without it.
type scratch struct {
	prompts []games.Prompt // lean prompts, built at leanAt
	opts    []games.Option
	leanAt  int
	acts    []act
	houses  []string
	choices []string
	combo   []int
}

// Clone is a deep copy without JSON. The card-id zones of both players
// share one backing array, each zone capped at its length, so an append
// to one reallocates instead of writing into its neighbour.
func (s *state) Clone() games.State { return s.clone() }

func (s *state) clone() *state {
	d := *s
	d.log.ev, d.prompts, d.cacheAt, d.scratch = nil, nil, 0, scratch{}
	d.table.inPlay, d.table.inPlayKnown, d.table.ints = 0, false, nil
	d.table.Cards = slices.Clone(s.table.Cards)
	n := 0
	for p := range s.table.P {
		pl := &s.table.P[p]
		n += len(pl.Deck) + len(pl.Hand) + len(pl.Discard) + len(pl.Archives) + len(pl.Purged) + len(pl.Limbo)
		for _, u := range pl.Line {
			n += len(u.Upgrades)
		}
	}
	buf := make([]int, 0, n)
	carve := func(src []int) []int {
		if src == nil {
			return nil
		}
		k := len(buf)
		buf = append(buf, src...)
		return buf[k:len(buf):len(buf)]
	}
	for p := range s.table.P {
		src, dst := &s.table.P[p], &d.table.P[p]
		dst.Houses = slices.Clone(src.Houses)
		dst.Deck, dst.Hand, dst.Discard = carve(src.Deck), carve(src.Hand), carve(src.Discard)
		dst.Archives, dst.Purged, dst.Limbo = carve(src.Archives), carve(src.Purged), carve(src.Limbo)
		dst.Line = slices.Clone(src.Line)
		for i := range dst.Line {
			dst.Line[i].Upgrades = carve(src.Line[i].Upgrades)
		}
		dst.Arts = slices.Clone(src.Arts)
	}
	if s.Uses != nil {
		d.Uses = maps.Clone(s.Uses)
	}
	d.table.Lasting = slices.Clone(s.table.Lasting)
	d.Stack = cloneFrames(s.Stack)
	if s.Ask != nil {
		a := *s.Ask
		a.Options = slices.Clone(a.Options)
		d.Ask = &a
	}
	if s.UI != nil {
		ui := *s.UI
		d.UI = &ui
	}
	return &d
}

func cloneFrames(fs []Frame) []Frame {
	if fs == nil {
		return nil
	}
	out := slices.Clone(fs)
	for i := range out {
		f := &out[i]
		f.It, f.Targets, f.Leaving = slices.Clone(f.It), slices.Clone(f.Targets), slices.Clone(f.Leaving)
		f.Pick = slices.Clone(f.Pick)
		f.Batch = cloneFrames(f.Batch)
	}
	return out
}

// Determinize deals out again, per owner, every card hidden from seat
// that seat does not know: the decks (whose order nobody knows), the
// opponent's hand and archives, and the real cards under face-down token
// creatures. A card seat knows (Card.Known) stays what it is. Card ids
// stay where they are and only what they are changes, so no id a view or
// prompt shows moves.
func (s *state) Determinize(seat int, r *rand.Rand) games.State {
	d := s.clone()
	var hidden []int
	var defs []string
	for o := 0; o < 2; o++ {
		hidden = hidden[:0]
		keep := func(ids []int) {
			for _, id := range ids {
				if d.table.Cards[id].Known&(1<<seat) == 0 {
					hidden = append(hidden, id)
				}
			}
		}
		pl := &d.table.P[o]
		keep(pl.Deck)
		if o != seat {
			keep(pl.Hand)
			keep(pl.Archives)
		}
		for p := 0; p < 2; p++ {
			for _, u := range d.table.P[p].Line {
				if u.Token && d.table.Cards.owner(u.ID) == o && d.table.Cards[u.ID].Known&(1<<seat) == 0 {
					hidden = append(hidden, u.ID)
				}
			}
		}
		defs = defs[:0]
		for _, id := range hidden {
			defs = append(defs, d.table.Cards[id].Def)
		}
		r.Shuffle(len(defs), func(i, j int) { defs[i], defs[j] = defs[j], defs[i] })
		for i, id := range hidden {
			d.table.Cards[id].Def = defs[i]
		}
	}
	d.table.defs = nil // the definitions by card changed
	d.RNG.Reseed(r)
	return d
}

// Inventory lists every card of the game with its owner, wherever it is.
func (s *state) Inventory() []string {
	var out []string
	add := func(ids []int) {
		for _, id := range ids {
			out = append(out, fmt.Sprintf("%d:%s", s.table.Cards.owner(id), s.table.Cards[id].Def))
		}
	}
	for p := 0; p < 2; p++ {
		pl := &s.table.P[p]
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

// DealtEdition is the edition of the cards the game was dealt
// (games.Revised).
func (s *state) DealtEdition() int { return s.table.Edition }
