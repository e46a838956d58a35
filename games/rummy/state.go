package rummy

import (
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// phase is where a round stands.
type phase string

const (
	phaseDraw  phase = "draw"  // Turn must draw
	phasePlay  phase = "play"  // Turn may meld and lay off, then discards
	phaseTally phase = "tally" // a round ended: next round or end the match
	phaseOver  phase = "over"  // the match is over
)

// state is a whole match. Every field is exported for Encode; the JSON
// bytes of equal states are equal.
type state struct {
	Wrap   bool  `json:"wrap"`
	Target int   `json:"target"`
	Phase  phase `json:"phase"`
	Round  int   `json:"round"`  // 1 for the first round
	Dealer int   `json:"dealer"` // the other seat leads the round
	Turn   int   `json:"turn"`   // the seat drawing or playing
	// Seq counts accepted answers; turn prompt ids carry it so an old
	// button is refused as stale.
	Seq   int         `json:"seq"`
	Stock cardList    `json:"stock"` // face down, top last
	Pile  cardList    `json:"pile"`  // the discard pile, face up, top last
	Hands [2]cardList `json:"hands"` // kept sorted by suit and rank
	Melds meldList    `json:"melds"`
	// Picked lists, per seat, the cards in its hand that everyone saw it
	// take from the discard pile this round. They stay put when a state
	// is determinized. (Stored as "known", its name in older records.)
	Picked [2]cardList `json:"known"`
	// Restocked lists the cards the discard pile gave the stock when it
	// was last rebuilt this round. Everyone saw them in the pile, so
	// from then on every seat knows which cards of the other hand came
	// from the old stock or the other hand and never left it.
	Restocked cardList `json:"restocked,omitempty"`
	// Taken lists the cards Turn took from the discard pile this turn:
	// they may not be discarded this turn.
	Taken cardList `json:"taken"`
	// Owed is the deepest card of a multi-card pickup, which Turn must
	// meld or lay off before the turn can end.
	Owed *cards.Card `json:"owed,omitempty"`
	// Rebuilt counts the times the discard pile became the stock this
	// round; Progress is set when a card is melded or laid off, and
	// cleared at each rebuild. A second rebuild with no progress since
	// the first would go round forever: the round ends instead.
	Rebuilt  int  `json:"rebuilt"`
	Progress bool `json:"progress"`
	// Votes: who chose "Next round" at the tally.
	Votes [2]bool `json:"votes"`
	Tally tally   `json:"tally"`
	// Ended is set when a player chose to end the match.
	Ended bool      `json:"ended,omitempty"`
	RNG   games.RNG `json:"rng"`
	// scratch is Legal's reusable memory, never shared between states.
	scratch *scratch
	// lng is the language the views speak (speak.go); nil for English.
	lng games.Lang
}

// inRound reports whether a round is being played (not at a tally, not
// over).
func (p phase) inRound() bool { return p == phaseDraw || p == phasePlay }

// Clone is a deep copy: no list is shared, so either state may change
// in place.
func (s *state) Clone() games.State { return s.clone() }

func (s *state) clone() *state {
	c := *s
	c.scratch = nil
	c.Stock = slices.Clone(s.Stock)
	c.Pile = slices.Clone(s.Pile)
	c.Taken = slices.Clone(s.Taken)
	c.Restocked = slices.Clone(s.Restocked)
	c.Tally = slices.Clone(s.Tally)
	for i := range s.Hands {
		c.Hands[i] = slices.Clone(s.Hands[i])
		c.Picked[i] = slices.Clone(s.Picked[i])
	}
	if s.Melds != nil {
		c.Melds = make([]Meld, len(s.Melds))
		for i, m := range s.Melds {
			c.Melds[i] = Meld{Run: m.Run, Cards: slices.Clone(m.Cards)}
		}
	}
	if s.Owed != nil {
		o := *s.Owed
		c.Owed = &o
	}
	return &c
}

// Inventory lists every card: stock, pile, hands and melds.
func (s *state) Inventory() []string {
	out := make([]string, 0, 52)
	add := func(cs []cards.Card) {
		for _, c := range cs {
			out = append(out, c.Code())
		}
	}
	add(s.Stock)
	add(s.Pile)
	add(s.Hands[0])
	add(s.Hands[1])
	for _, m := range s.Melds {
		add(m.cardList())
	}
	return out
}

// Determinize returns a copy in which the cards seat cannot place are
// shuffled among the places they may be, sizes kept: the stock and the
// cards of the other hand that could have come from it. The rest of
// that hand stays (see split). Once a round is over the hands are
// shown, so only the stock's order is hidden.
//
// A world also agrees with what the table knows of that hand beyond its
// cards: a seat that took deep from the pile this turn holds what melds
// or lays off the card it owes, or the pickup would have been refused
// (see owes). So it always has a move.
func (s *state) Determinize(seat int, rng *rand.Rand) games.State {
	d := s.clone()
	d.RNG.Reseed(rng)
	other := 1 - seat
	keep, loose := d.split(seat)
	pool := append(slices.Clone(d.Stock), loose...)
	n := len(d.Stock)
	deal := func() {
		rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		d.Stock = pool[:n:n]
		if len(loose) > 0 {
			d.Hands[other] = sortedCopy(append(keep, pool[n:]...))
		}
	}
	deal()
	if len(loose) == 0 || !d.owes(other) {
		return d
	}
	// Most deals agree (about 99 in 100): dealing again keeps the worlds
	// as likely as they are; a hand that needs rare cards gets them.
	var v sight
	for range ownedRedeals {
		if d.look(&v).owedStillPlayable(nil, shapesOf(d.Melds)) {
			return d
		}
		deal()
	}
	if !d.look(&v).owedStillPlayable(nil, shapesOf(d.Melds)) {
		d.dealOwed(other, keep, pool, n, len(loose), rng)
	}
	return d
}

// ownedRedeals bounds the deals Determinize tries before it makes the
// owing hand up from the cards that let it play the owed card.
const ownedRedeals = 32

// owes reports whether seat is to play this turn with a card it took
// deep from the pile still to meld or lay off.
func (s *state) owes(seat int) bool {
	return s.Owed != nil && s.Phase == phasePlay && s.Turn == seat
}

// dealOwed deals seat a hand that can still play the owed card: keep,
// then one or two of the unplaced cards (pool) that meld with it, picked
// at random among every such choice, then the rest at random. pool's
// first n cards become the stock; k is how many cards the hand does not
// keep.
func (d *state) dealOwed(seat int, keep, pool []cards.Card, n, k int, rng *rand.Rand) {
	shapes := shapesOf(d.Melds)
	owed := *d.Owed
	base := handOf(keep)
	base.remove(owed)
	var choices [][2]int // indices into pool; -1 for none
	fits := func(i, j int) bool {
		h := base
		h.add(pool[i])
		if j >= 0 {
			h.add(pool[j])
		}
		_, ok := playable(owed, h, shapes, d.Wrap)
		return ok
	}
	for i := range pool {
		if fits(i, -1) {
			choices = append(choices, [2]int{i, -1})
		}
	}
	if len(choices) == 0 && k >= 2 {
		for i := range pool {
			for j := i + 1; j < len(pool); j++ {
				if fits(i, j) {
					choices = append(choices, [2]int{i, j})
				}
			}
		}
	}
	if len(choices) == 0 {
		return // no unplaced card helps: the table's facts allow no world but the seat's own
	}
	pick := choices[rng.IntN(len(choices))]
	// Move the chosen cards to the end of pool, the hand's part.
	end := len(pool) - 1
	for _, i := range []int{pick[1], pick[0]} { // the later index first: the swap keeps the other in place
		if i >= 0 {
			pool[i], pool[end] = pool[end], pool[i]
			end--
		}
	}
	// The rest of the hand's part and the stock are shuffled apart.
	rest := pool[:end+1]
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	d.Stock = pool[:n:n]
	d.Hands[seat] = sortedCopy(append(keep, pool[n:]...))
}
