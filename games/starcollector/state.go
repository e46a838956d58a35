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
	End string `json:"end"` // option end: endDefault or endDeckEmpty
	// Edition is the make-up of the deck the game was dealt (Deck.Copies).
	// Saves from before editions have none: they hold the first one.
	Edition int       `json:"edition,omitempty"`
	Turn    int       `json:"turn"` // the turn being chosen, from 1
	RNG     games.RNG `json:"rng"`
	// Deck: the next card drawn is the last one.
	Deck  []Card        `json:"deck"`
	Hands [seats][]Card `json:"hands"` // kept in deck order, for tidy hands
	// Chosen points to a Choice never changed once made (the deck's
	// shared ones, or a decoded one), so copies of a state share it.
	Chosen [seats]*Choice `json:"chosen"`
	// Masked marks a seat whose choice a determinization took back: the
	// board still says it has chosen, but the seat determinized for
	// cannot know what, so the seat chooses again in the copy (and a
	// search models that choice) instead of the copy keeping it.
	Masked    [seats]bool   `json:"masked,omitzero"`
	Collected [seats][]Card `json:"collected"`
	Pot       []Card        `json:"pot"`
	Discard   []Card        `json:"discard"`
	// Last is the last reveal, for the board; zero before the first.
	Last Reveal `json:"reveal,omitzero"`
	// Over is set when the game has ended: ranks and the reason.
	Over *Outcome `json:"over,omitempty"`

	// open is the prompts now, made from the fields above when first
	// asked for after a change (see prompt.go); built tells it is.
	open  []games.Prompt
	built bool
	// speaks is the language the views say everything in; nil is
	// English (speak.go).
	speaks games.Lang
}

// Outcome is how the game ended.
// Why it ended is read from the state (ending, in end.go), so a save
// holds no sentence: Summary is only what saves made before the game's
// words were in catalogs held, kept so that they encode as they were.
type Outcome struct {
	Rank    [seats]int `json:"rank"`
	Summary string     `json:"summary,omitempty"`
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
	buf := make([]Card, 0, roomFor(n))
	empty := []Card{}
	s.Pot, buf = room(empty, n, buf)
	s.Discard, buf = room(empty, n, buf)
	for seat := range seats {
		s.Collected[seat], buf = room(empty, n, buf)
		s.Hands[seat], buf = room(empty, handLimit, buf)
	}
}

// roomFor is the capacity makeRoom takes for a deck of n cards.
func roomFor(n int) int { return (2+seats)*n + seats*handLimit }

// room copies zone into the front of buf with capacity for n cards (more
// if it already holds more) and returns it and the rest of buf. A nil
// zone stays nil, so that a copy encodes as its original does.
func room(zone []Card, n int, buf []Card) ([]Card, []Card) {
	if zone == nil {
		return nil, buf
	}
	n = max(n, len(zone))
	if cap(buf)-len(buf) < n {
		buf = make([]Card, 0, n)
	}
	z := append(buf[len(buf):len(buf):len(buf)+n], zone...)
	return z, buf[:len(buf)+n]
}

// Clone is a deep copy, RNG included. Every zone gets its capacity out
// of one array, so the copy's game allocates no cards. Chosen and Over
// point to values never changed once made, so the copy shares them.
func (s *state) Clone() games.State { return s.clone() }

func (s *state) clone() *state {
	c := *s
	c.open, c.built = nil, false
	buf := make([]Card, 0, len(s.Deck)+roomFor(stdDeck.size))
	c.Deck, buf = room(s.Deck, len(s.Deck), buf)
	c.Pot, buf = room(s.Pot, stdDeck.size, buf)
	c.Discard, buf = room(s.Discard, stdDeck.size, buf)
	for seat := range seats {
		c.Collected[seat], buf = room(s.Collected[seat], stdDeck.size, buf)
		c.Hands[seat], buf = room(s.Hands[seat], handLimit, buf)
	}
	return &c
}

// Determinize returns a copy in which the cards seat cannot see (the
// other hand and the deck) are shuffled among those places, sizes kept.
// Every other card is where both seats saw it: played cards are
// revealed, and no card goes back from the table into a hand or the
// deck, so no hidden card can be followed (the game needs no
// games.Knowledge). If the other seat has chosen, seat cannot know what:
// the copy takes the choice back (Masked), so the other seat chooses
// again from its new hand, while the board still shows it has chosen.
func (s *state) Determinize(seat int, rng *rand.Rand) games.State {
	d := s.clone()
	d.RNG.Reseed(rng)
	if seat < 0 || seat >= seats {
		return d
	}
	other := 1 - seat
	hand, deck := d.Hands[other], d.Deck
	var scratch [maxDeckSize]Card
	hidden := append(append(scratch[:0], hand...), deck...)
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	copy(hand, hidden[:len(hand)])
	copy(deck, hidden[len(hand):])
	slices.Sort(hand)
	if d.Chosen[other] != nil {
		d.Chosen[other], d.Masked[other] = nil, true
	}
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

// DealtEdition is the edition of the deck the game was dealt
// (games.Revised).
func (s *state) DealtEdition() int { return s.Edition }
