package birdrummy

import (
	"encoding/json"
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

	Deck    []int
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

	Queue []Step       // effects still to resolve, the first one next
	Peek  [seats][]int // def indices of the opponent's hand, as seen this turn
	Ended string       // how the game ended, once over
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
	s.Forest = s.pop(2)
	for seat := range s.Hands {
		s.Hands[seat] = s.pop(6)
	}
	s.Chooser = s.RNG.IntN(seats)
	return s
}

// pop takes n cards from the top of the deck (fewer if it runs out).
func (s *state) pop(n int) []int {
	n = min(n, len(s.Deck))
	top := s.Deck[len(s.Deck)-n:]
	out := make([]int, n)
	// The top card first.
	for i := range out {
		out[i] = top[n-1-i]
	}
	s.Deck = s.Deck[:len(s.Deck)-n]
	return out
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

// clone is a deep copy.
func (s *state) clone() *state {
	b, err := s.Encode()
	if err != nil {
		panic("birdrummy: encode: " + err.Error())
	}
	d := &state{cat: s.cat}
	if err := json.Unmarshal(b, d); err != nil {
		panic("birdrummy: decode: " + err.Error())
	}
	return d
}

// Determinize deals the cards seat cannot see (the opponent's hand and
// the deck) anew, keeping their sizes. The Forest, nests, Heaven and
// resources are face up.
func (s *state) Determinize(seat int, rng *rand.Rand) games.State {
	d := s.clone()
	other := 1 - seat
	pool := append(append([]int(nil), d.Hands[other]...), d.Deck...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	n := len(d.Hands[other])
	d.Hands[other] = append(d.Hands[other][:0], pool[:n]...)
	d.Deck = append(d.Deck[:0], pool[n:]...)
	d.RNG.Reseed(rng)
	return d
}

// def returns the design of card c.
func (s *state) def(c int) *def { return &s.cat.defs[s.cat.cards[c]] }

// defOf returns the def index of card c.
func (s *state) defOf(c int) int { return s.cat.cards[c] }

// nestCount counts the birds of species sp in seat's nest.
func (s *state) nestCount(seat, sp int) int { return s.countDef(s.Nests[seat], sp) }

// countDef counts the cards of def d in cs.
func (s *state) countDef(cs []int, d int) int {
	n := 0
	for _, c := range cs {
		if s.cat.cards[c] == d {
			n++
		}
	}
	return n
}
