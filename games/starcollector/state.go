package starcollector

import (
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Choice is a seat's secret play for the turn: a card of its hand and
// the side it holds up. The card stays in the hand until the reveal.
type Choice struct {
	Card Card `json:"card"`
	Side Side `json:"side"`
}

// state is one moment of a game. Every field is exported so that
// encoding/json gives the whole state, RNG included, in stable bytes.
type state struct {
	End  string    `json:"end"`  // option end: endDefault or endDeckEmpty
	Turn int       `json:"turn"` // the turn being chosen, from 1
	RNG  games.RNG `json:"rng"`
	// Deck: the next card drawn is the last one.
	Deck      []Card         `json:"deck"`
	Hands     [seats][]Card  `json:"hands"` // kept in deck order, for tidy hands
	Chosen    [seats]*Choice `json:"chosen"`
	Collected [seats][]Card  `json:"collected"`
	Pot       []Card         `json:"pot"`
	Discard   []Card         `json:"discard"`
	// Last is the last reveal in words, for the board.
	Last []string `json:"last,omitempty"`
	// Over is set when the game has ended: ranks and the reason.
	Over *Outcome `json:"over,omitempty"`

	// open is the prompts now, derived from the fields above by refresh.
	open []games.Prompt
}

// Outcome is how the game ended.
type Outcome struct {
	Rank    [seats]int `json:"rank"`
	Summary string     `json:"summary"`
}

// Stars is the number of stars seat has collected.
func (s *state) Stars(seat int) int {
	return starsOf(s.Collected[seat])
}

// Inventory lists every card in every zone, for the kit's conservation
// check. A chosen card is still in its hand.
func (s *state) Inventory() []string {
	var out []string
	add := func(cs []Card) {
		for _, c := range cs {
			out = append(out, c.ID())
		}
	}
	add(s.Deck)
	add(s.Pot)
	add(s.Discard)
	for seat := range seats {
		add(s.Hands[seat])
		add(s.Collected[seat])
	}
	return out
}

// makeRoom gives every empty zone its whole capacity at once, out of one
// array: a zone never holds more than the n cards of the deck, so no
// append during the game allocates.
func (s *state) makeRoom(n int) {
	zones := []*[]Card{&s.Pot, &s.Discard, &s.Collected[0], &s.Collected[1]}
	buf := make([]Card, (len(zones)+seats)*n)
	for i, z := range zones {
		*z = buf[i*n : i*n : (i+1)*n]
	}
	for seat := range seats {
		i := len(zones) + seat
		s.Hands[seat] = buf[i*n : i*n : i*n+handLimit]
	}
}

// clone is a deep copy.
func (s *state) clone() *state {
	c := *s
	c.Deck = slices.Clone(s.Deck)
	c.Pot = slices.Clone(s.Pot)
	c.Discard = slices.Clone(s.Discard)
	c.Last = slices.Clone(s.Last)
	for seat := range seats {
		c.Hands[seat] = slices.Clone(s.Hands[seat])
		c.Collected[seat] = slices.Clone(s.Collected[seat])
		if s.Chosen[seat] != nil {
			ch := *s.Chosen[seat]
			c.Chosen[seat] = &ch
		}
	}
	if s.Over != nil {
		o := *s.Over
		c.Over = &o
	}
	c.refresh()
	return &c
}

// Determinize returns a copy in which the cards seat cannot see (the
// other hand and the deck) are shuffled among those places, sizes kept.
// If the other seat has chosen, its choice becomes a random card of its
// new hand on a random side: seat knows only that it has chosen.
func (s *state) Determinize(seat int, rng *rand.Rand) games.State {
	d := s.clone()
	d.RNG.Reseed(rng)
	if seat < 0 || seat >= seats {
		return d
	}
	other := 1 - seat
	n := len(d.Hands[other])
	hidden := append(d.Hands[other], d.Deck...)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	d.Hands[other] = slices.Clone(hidden[:n])
	slices.Sort(d.Hands[other])
	d.Deck = slices.Clone(hidden[n:])
	if d.Chosen[other] != nil && n > 0 {
		side := Fight
		if rng.IntN(2) == 1 {
			side = Draw
		}
		d.Chosen[other] = &Choice{Card: d.Hands[other][rng.IntN(n)], Side: side}
	}
	d.refresh()
	return d
}

// insert puts c into a hand kept in deck order.
func insert(hand []Card, c Card) []Card {
	i, _ := slices.BinarySearch(hand, c)
	return slices.Insert(hand, i, c)
}

// remove takes one c out of a hand, keeping order.
func remove(hand []Card, c Card) []Card {
	i := slices.Index(hand, c)
	if i < 0 {
		return hand
	}
	return slices.Delete(hand, i, i+1)
}
