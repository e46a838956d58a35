package bitch

import (
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// phase of the game.
type phase uint8

const (
	phaseSetup phase = iota // every seat lays its naked piles
	phaseFirst              // the dealer chooses who starts
	phasePlay
	phaseOver
)

const (
	blindCards = 4 // face-down cards per seat, and naked piles on them
	dealCards  = 9 // dealt to the hand, to lay the naked piles from
	handSize   = 5 // a hand is filled to this at the start of a turn
	bluffDraw  = 4 // a caught bluffer draws this many
	wrongDraw  = 8 // a wrong caller draws this many
)

// Editions of the rules: a game keeps the edition it was dealt in to its
// end (games.Revised), so its recorded answers replay as they were made.
const (
	// editionCallsOnEmptyDeck is the first: a Call bluff window opened
	// after every pass, even with the deck empty.
	editionCallsOnEmptyDeck = 0
	// editionNoEmptyCalls opens no window once the deck is empty: both
	// outcomes draw from the deck, so a call could only show the
	// caller's own hand.
	editionNoEmptyCalls = 1
	// newestEdition is what a new game is dealt in.
	newestEdition = editionNoEmptyCalls
)

// state is one moment of a game. Every field is exported so that
// encoding/json writes all of it, RNG included.
type state struct {
	Seats  int
	Decks  int
	Dealer int
	// DealerFirst: the dealer chooses the first player (else random).
	DealerFirst bool `json:",omitempty"`
	// Edition is the rules the game was dealt in (newestEdition for a new
	// game); a game saved before editions reads as the first.
	Edition int `json:",omitempty"`
	Phase   phase

	// Hands keep the order cards arrived in (views sort a copy): a bluff
	// is judged from a prefix of the hand, a shown hand is a prefix too.
	Hands  []cardList
	Naked  [][]cardList // per seat, up to 4 piles; a played-out pile stays as an empty slot
	Blind  []cardList
	Deck   cardList  // the top is the last card
	Stack  stackList // the top is the last entry
	Burned cardList  // out of the game until it ends

	Turn   int // the seat to act
	TurnNo int // counts turns, for prompt ids
	Step   int // counts answers within a turn, for prompt ids
	// Piling[seat] is the value a seat chose for its next naked pile
	// during the setup, how many to come: a rank's value (aceLow for
	// aces), jokerPile for jokers alone, 0 for none; nil when nobody has.
	Piling pileChoices `json:",omitempty"`
	// Flip: the stack was picked up; the next player turns the top deck
	// card up to start a new one.
	Flip    bool      `json:",omitempty"`
	Pending *pending  `json:",omitempty"`
	Bluff   *bluff    `json:",omitempty"`
	Shown   *shown    `json:",omitempty"`
	Out     finishers // seats in finishing order
	// Exposed[seat]: the cards of seat's hand every seat knows are there
	// (see knowledge.go); nil until the first.
	Exposed exposure `json:",omitempty"`
	RNG     games.RNG

	// derived holds the prompts and what else is worked out from the
	// fields above, until the next change; never encoded or copied.
	derived *derived
	// speaker is the language the views, prompts and scenes say
	// everything in, nil for English: set by In on a copy only read from.
	speaker games.Lang
}

// pending is a move half made: a value chosen, its count to come; or a
// blind card turned up that must be declared (a joker, an ace).
type pending struct {
	Value   value       `json:",omitempty"`
	Flipped *cards.Card `json:",omitempty"`
}

// bluff is the open Call bluff window after a player passed.
type bluff struct {
	Seat int
	Turn int  // the turn the player passed in: the prompt id
	Face face // what the player faced
	// HandN: the first HandN cards of the hand are the hand as it was
	// when the player passed (later cards were added by the pass).
	HandN int
	// Naked: the naked cards the player could have played, when the hand
	// was empty (they are public).
	Naked cardList `json:",omitempty"`
}

// shown is a wrong caller's hand, on the board until the next move.
type shown struct {
	Seat  int
	Cards cardList
}

// over reports whether the game has ended.
func (p phase) over() bool { return p == phaseOver }

// finishers are the seats that finished, in finishing order (the last
// one left, who loses, among them once the game is over).
type finishers []int

// has reports whether seat has finished (or lost: the last one left).
func (f finishers) has(seat int) bool { return slices.Contains(f, seat) }

// inCount is how many of seats still play.
func (f finishers) inCount(seats int) int { return seats - len(f) }

// next is the seat steps places after from, of seats, counting only
// seats still in.
func (f finishers) next(seats, from, steps int) int {
	seat := from
	for steps > 0 {
		seat = (seat + 1) % seats
		if !f.has(seat) {
			steps--
		}
	}
	return seat
}

// holding is what one seat holds: its hand, its naked piles (a played-out
// pile stays as an empty slot) and its blind cards. Where a seat plays
// from, and what it has left to shed, are read from it alone.
type holding struct {
	hand  cardList
	naked []cardList
	blind cardList
}

func (s *state) holding(seat int) holding {
	return holding{s.Hands[seat], s.Naked[seat], s.Blind[seat]}
}

// nakedCards lists a seat's naked cards, pile by pile.
func (h holding) nakedCards() []cards.Card {
	var out []cards.Card
	for _, p := range h.naked {
		out = append(out, p...)
	}
	return out
}

// nakedCount is how many naked cards a seat has left.
func (h holding) nakedCount() int {
	n := 0
	for _, p := range h.naked {
		n += len(p)
	}
	return n
}

// stage says where the actor plays from.
type stage uint8

const (
	fromHand stage = iota
	fromNaked
	fromBlind
)

func (h holding) stage() stage {
	switch {
	case len(h.hand) > 0:
		return fromHand
	case h.nakedCount() > 0:
		return fromNaked
	}
	return fromBlind
}

// source is the cards the seat may play now (hand, else naked cards).
func (h holding) source() []cards.Card {
	if len(h.hand) > 0 {
		return h.hand
	}
	return h.nakedCards()
}

// Inventory lists every card in every zone.
func (s *state) Inventory() []string {
	out := make([]string, 0, s.Decks*(52+jokers))
	add := func(cs cardList) {
		for _, c := range cs {
			out = append(out, c.Code())
		}
	}
	for seat := 0; seat < s.Seats; seat++ {
		add(s.Hands[seat])
		for _, p := range s.Naked[seat] {
			add(p)
		}
		add(s.Blind[seat])
	}
	add(s.Deck)
	for _, e := range s.Stack {
		out = append(out, e.Card.Code())
	}
	add(s.Burned)
	if s.Pending != nil && s.Pending.Flipped != nil {
		out = append(out, (*s.Pending.Flipped).Code())
	}
	return out
}

// Clone returns an independent deep copy.
func (s *state) Clone() games.State { return s.clone() }

// clone is a deep copy (without what is derived from it).
func (s *state) clone() *state {
	d := *s
	d.derived = nil
	d.Hands = cloneAll(s.Hands)
	d.Blind = cloneAll(s.Blind)
	d.Naked = make([][]cardList, len(s.Naked))
	for i, piles := range s.Naked {
		d.Naked[i] = cloneAll(piles)
	}
	d.Deck = slices.Clone(s.Deck)
	d.Stack = slices.Clone(s.Stack)
	d.Burned = slices.Clone(s.Burned)
	d.Out = slices.Clone(s.Out)
	d.Piling = slices.Clone(s.Piling)
	d.Exposed = cloneAll(s.Exposed)
	if s.Pending != nil {
		p := *s.Pending
		if p.Flipped != nil {
			c := *p.Flipped
			p.Flipped = &c
		}
		d.Pending = &p
	}
	if s.Bluff != nil {
		b := *s.Bluff
		b.Naked = slices.Clone(b.Naked)
		d.Bluff = &b
	}
	if s.Shown != nil {
		sh := *s.Shown
		sh.Cards = slices.Clone(sh.Cards)
		d.Shown = &sh
	}
	return &d
}

func cloneAll(xs []cardList) []cardList {
	if xs == nil {
		return nil
	}
	out := make([]cardList, len(xs))
	for i, x := range xs {
		out[i] = slices.Clone(x)
	}
	return out
}

// Determinize deals every card seat cannot see anew among the places it
// could be: the other hands, the deck and every blind card (even seat's
// own: nobody sees blind cards). The cards of a hand the whole table
// saw go there (a picked-up stack, a wrong caller's shown hand) stay.
func (s *state) Determinize(seat int, rng *rand.Rand) games.State {
	d := s.clone()
	// The hidden cards, taken out; then dealt back into the same places.
	var pool []cards.Card
	for i := 0; i < d.Seats; i++ {
		if i != seat {
			pool = d.Exposed.hidden(i, d.Hands[i], pool, false)
		}
		pool = append(pool, d.Blind[i]...)
	}
	pool = append(pool, d.Deck...)
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := 0; i < d.Seats; i++ {
		if i != seat {
			pool = d.Exposed.hidden(i, d.Hands[i], pool, true)
		}
		pool = pool[copy(d.Blind[i], pool):]
	}
	copy(d.Deck, pool)
	// What another seat chose of its new hand, its count to come, is its
	// secret and may not fit the hand dealt to it here: it has not
	// chosen yet in this world.
	for i := range d.Piling {
		if i != seat {
			d.Piling.choose(d.Seats, i, 0)
		}
	}
	if p := d.Pending; p != nil && p.Flipped == nil && d.Turn != seat {
		d.Pending = nil
	}
	d.RNG.Reseed(rng)
	return d
}

// hidden walks the cards of seat's hand the table does not know, in
// order: it appends them to pool, or, with deal, replaces them from the
// front of pool, and returns what is left of pool.
func (e exposure) hidden(seat int, hand cardList, pool []cards.Card, deal bool) []cards.Card {
	var known [64]int
	if e != nil {
		for _, c := range e[seat] {
			known[c]++
		}
	}
	for i, c := range hand {
		switch {
		case known[c] > 0:
			known[c]--
		case deal:
			hand[i], pool = pool[0], pool[1:]
		default:
			pool = append(pool, c)
		}
	}
	return pool
}
