package birdrummy

import (
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// Phases of the game. The start phase only lasts while a start-of-turn
// effect waits on a choice.
const (
	phaseFirst   = "first" // the dice roll winner chooses who plays first
	phaseStart   = "start"
	phaseDraw    = "draw"
	phaseMain    = "main"
	phaseDiscard = "discard"
	phaseOver    = "over"
)

// How a game ended.
const (
	endLastCard = "lastcard" // a player discarded their last card
	endEmpty    = "empty"    // deck and Forest both empty
)

// state is one moment of a game. Cards are ids into the catalog's card
// list; the top of Deck and of Forest is the end of the slice.
type state struct {
	cat *Catalog

	RNG     games.RNG
	Phase   string
	Chooser int // the seat that won the dice roll
	First   int // the seat that played first; -1 until chosen
	Turn    int // the seat whose turn it is
	TurnNo  int // 1 for the first turn of the game
	Step    int // answers applied; part of every prompt id

	Deck    deckPile
	Forest  []int
	Heaven  []int
	Hands   [seats][]int
	Nests   [seats][]int
	Landing []int        // birds played this turn, joining the nest when the main phase ends
	Kept    [seats][]int // resources in play

	Points []int // ability points left this turn, per species
	Played []int // birds played this turn, per species
	Wild   int   // points for any species played this turn
	Must   int   // the Forest card that must be the next card played; -1 if none

	Queue queue        // effects still to resolve, the first one next
	Peek  [seats][]int // def indices of the opponent's hand, as seen this turn
	Ended string       // how the game ended, once over

	// What each seat can follow of hidden cards (knowledge.go).
	Seen     sightings // cards a seat saw go into the other's hand
	Origin   origins   // per card, the shuffle that last put it in the deck
	Shuffles int       // Forest shuffles so far

	scratch scratch    // reused buffers: never encoded, and a clone starts with its own
	speaker games.Lang // the language the views say; nil for English (speak.go)
}

// scratch holds buffers a state reuses between calls so that prompts and
// legal moves cost no allocation once warm.
type scratch struct {
	counts  []int    // per def: a hand or a nest
	choices []choice // one prompt's options
	ids     []string // the Choices of the moves Legal returned
	pids    promptIDs
}

// Step is one effect primitive waiting to resolve.
type Step struct {
	Actor int    // "you" of the effect
	Op    Op     // what it does
	Left  int    // cards still to discard
	From  string // what caused it, for the recent moves
}

// deal sets up a new game.
func deal(cat *Catalog, seed uint64) *state {
	s := &state{
		cat:    cat,
		RNG:    games.NewRNG(seed),
		Phase:  phaseFirst,
		First:  -1,
		Must:   -1,
		Points: make([]int, cat.birds),
		Played: make([]int, cat.birds),
	}
	s.Deck = make([]int, len(cat.cards))
	for i := range s.Deck {
		s.Deck[i] = i
	}
	s.RNG.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	s.Forest = s.Deck.pop(2)
	for seat := range s.Hands {
		s.Hands[seat] = s.Deck.pop(6)
	}
	s.Chooser = s.RNG.IntN(seats)
	return s
}

// deckPile is the deck, its top card the last.
type deckPile []int

// pop takes n cards from the top of the deck (fewer if it runs out).
func (dk *deckPile) pop(n int) []int { return dk.popTo(nil, n) }

// popTo appends to cs the top n cards of the deck (fewer if it runs
// out), the top card first.
func (dk *deckPile) popTo(cs []int, n int) []int {
	n = min(n, len(*dk))
	for i := 0; i < n; i++ {
		cs = append(cs, (*dk)[len(*dk)-1-i])
	}
	*dk = (*dk)[:len(*dk)-n]
	return cs
}

// zones lists every place a card can be.
func (s *state) zones() [][]int {
	return [][]int{s.Deck, s.Forest, s.Heaven, s.Hands[0], s.Hands[1],
		s.Nests[0], s.Nests[1], s.Landing, s.Kept[0], s.Kept[1]}
}

// Inventory lists every card by its key.
func (s *state) Inventory() []string {
	out := make([]string, 0, len(s.cat.cards))
	for _, zone := range s.zones() {
		for _, c := range zone {
			out = append(out, s.cat.defs[s.cat.cards[c]].Key)
		}
	}
	return out
}

// zoneRoom is the room a clone leaves after each zone that grows.
const zoneRoom = 8

// Clone is a deep copy.
func (s *state) Clone() games.State { return s.clone() }

// clone copies every card zone into one new array, each zone capped so
// that an append past its room moves that zone out instead of writing
// over the next one. Zones that grow during play get some room, so a
// playout from a clone seldom allocates. Nil zones stay nil: they encode
// differently.
func (s *state) clone() *state {
	d := *s
	d.scratch = scratch{}
	n := len(s.Deck) + len(s.Points) + len(s.Played) + 4*zoneRoom
	n += len(s.Forest) + len(s.Heaven) + len(s.Landing)
	for seat := range seats {
		n += len(s.Hands[seat]) + len(s.Nests[seat]) + len(s.Kept[seat]) + len(s.Peek[seat]) + 3*zoneRoom
	}
	buf := make([]int, 0, n)
	cp := func(x []int, room int) []int {
		if x == nil {
			return nil
		}
		at := len(buf)
		buf = append(buf, x...)
		buf = buf[:len(buf)+room]
		return buf[at : len(buf)-room : len(buf)]
	}
	d.Deck, d.Points, d.Played = cp(s.Deck, 0), cp(s.Points, 0), cp(s.Played, 0)
	d.Forest, d.Heaven, d.Landing = cp(s.Forest, zoneRoom), cp(s.Heaven, zoneRoom), cp(s.Landing, zoneRoom)
	for seat := range seats {
		d.Hands[seat], d.Nests[seat] = cp(s.Hands[seat], zoneRoom), cp(s.Nests[seat], zoneRoom)
		d.Kept[seat], d.Peek[seat] = cp(s.Kept[seat], zoneRoom), cp(s.Peek[seat], 0)
	}
	if s.Queue != nil {
		d.Queue = append(make([]Step, 0, len(s.Queue)), s.Queue...)
	}
	return &d
}

// Determinize deals anew the cards seat cannot see: the opponent's hand
// and the deck. It keeps in the opponent's hand every card seat saw go
// there (taken from the Forest, returned from a nest, shown by a look at
// the hand), and it keeps each card among the places it can be: a card
// the Forest brought under the deck is in the deck, or in the hand only
// as one of the cards drawn from that part of the deck (knowledge.go).
// The Forest, nests, Heaven and resources are face up.
func (s *state) Determinize(seat int, rng *rand.Rand) games.State {
	d := s.clone()
	hidden{hand: d.Hands[1-seat], deck: d.Deck, seen: &d.Seen[seat], origin: &d.Origin}.redeal(rng)
	d.RNG.Reseed(rng)
	return d
}

// def returns the design of card c.
func (cat *Catalog) def(c int) *def { return &cat.defs[cat.cards[c]] }

// defOf returns the def index of card c.
func (cat *Catalog) defOf(c int) int { return cat.cards[c] }

// nestCount counts the birds of species sp in seat's nest.
func (s *state) nestCount(seat, sp int) int { return s.cat.countDef(s.Nests[seat], sp) }

// countDef counts the cards of def d in cs.
func (cat *Catalog) countDef(cs []int, d int) int {
	n := 0
	for _, c := range cs {
		if cat.cards[c] == d {
			n++
		}
	}
	return n
}
