package rummy

import (
	"encoding/json"
	"errors"
	"fmt"
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
	Melds []Meld      `json:"melds"`
	// Known lists, per seat, the cards in its hand that everyone saw it
	// take from the discard pile this round. They stay put when a state
	// is determinized.
	Known [2]cardList `json:"known"`
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
	Votes [2]bool      `json:"votes"`
	Tally []RoundScore `json:"tally"`
	// Ended is set when a player chose to end the match.
	Ended bool      `json:"ended,omitempty"`
	RNG   games.RNG `json:"rng"`
}

// inRound reports whether a round is being played (not at a tally, not
// over).
func (s *state) inRound() bool { return s.Phase == phaseDraw || s.Phase == phasePlay }

// RoundScore is one line of the match tally.
type RoundScore struct {
	Out    int    `json:"out"`    // the seat that went out, -1 when the stock ran out
	Melded [2]int `json:"melded"` // points of the cards each seat put in melds
	InHand [2]int `json:"inHand"` // points left in each hand
}

// Score is the round's score of seat: melded minus left in hand.
func (r RoundScore) Score(seat int) int { return r.Melded[seat] - r.InHand[seat] }

// totals are the running totals after the first n rounds.
func (s *state) totals(n int) [2]int {
	var t [2]int
	for _, r := range s.Tally[:n] {
		t[0] += r.Score(0)
		t[1] += r.Score(1)
	}
	return t
}

func (s *state) Encode() ([]byte, error) { return json.Marshal(s) }

func (s *state) clone() *state {
	c := *s
	c.Stock = slices.Clone(s.Stock)
	c.Pile = slices.Clone(s.Pile)
	c.Taken = slices.Clone(s.Taken)
	c.Tally = slices.Clone(s.Tally)
	for i := range s.Hands {
		c.Hands[i] = slices.Clone(s.Hands[i])
		c.Known[i] = slices.Clone(s.Known[i])
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
			out = append(out, cardCode[c])
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

// check validates a decoded state: one whole deck, a known phase, and
// every reference in range.
func (s *state) check() error {
	switch s.Phase {
	case phaseDraw, phasePlay, phaseTally, phaseOver:
	default:
		return fmt.Errorf("unknown phase %q", s.Phase)
	}
	if s.Turn < 0 || s.Turn > 1 || s.Dealer < 0 || s.Dealer > 1 || s.Target <= 0 {
		return errors.New("turn, dealer or target out of range")
	}
	seen := map[string]bool{}
	for _, code := range s.Inventory() {
		if seen[code] {
			return fmt.Errorf("card %s twice", code)
		}
		seen[code] = true
	}
	if len(seen) != 52 {
		return fmt.Errorf("%d cards, want 52", len(seen))
	}
	for _, m := range s.Melds {
		if len(m.Cards) == 0 {
			return errors.New("an empty meld")
		}
		for _, p := range m.Cards {
			if p.By < 0 || p.By > 1 {
				return errors.New("a meld card laid by no seat")
			}
		}
	}
	for seat := range s.Known {
		for _, c := range s.Known[seat] {
			if !contains(s.Hands[seat], c) {
				return fmt.Errorf("known card %s not in hand", c)
			}
		}
	}
	if (s.Phase == phaseDraw || s.Phase == phasePlay) && len(s.Pile) == 0 && len(s.Stock) == 0 {
		return errors.New("a turn with neither stock nor discard pile")
	}
	if s.Phase == phaseDraw && (len(s.Pile) == 0 || len(s.Stock) == 0) {
		return errors.New("a draw needs a stock and a discard pile")
	}
	if (s.Phase == phaseTally || s.Phase == phaseOver) && len(s.Tally) == 0 {
		return errors.New("a round ended with no tally") // the board shows its last line
	}
	if s.Owed != nil && !contains(s.Hands[s.Turn], *s.Owed) {
		return errors.New("the owed card is not in hand")
	}
	return nil
}

// Result is nil until the match ends.
func (s *state) Result() *games.Result {
	if s.Phase != phaseOver {
		return nil
	}
	t := s.totals(len(s.Tally))
	r := &games.Result{Rank: []int{1, 1}, Score: []int{t[0], t[1]}}
	switch {
	case t[0] > t[1]:
		r.Rank[1] = 2
		r.Summary = fmt.Sprintf("%s wins the match %s to %s.", games.Seat(0), num(t[0]), num(t[1]))
	case t[1] > t[0]:
		r.Rank[0] = 2
		r.Summary = fmt.Sprintf("%s wins the match %s to %s.", games.Seat(1), num(t[1]), num(t[0]))
	default:
		r.Summary = "The match is tied at " + num(t[0]) + "."
	}
	return r
}

// Determinize returns a copy in which the cards seat cannot see (the
// other hand, less the cards everyone saw it take, and the stock) are
// shuffled among those places, sizes kept. Once a round is over the
// hands are shown, so only the stock's order is hidden.
func (s *state) Determinize(seat int, rng *rand.Rand) games.State {
	d := s.clone()
	d.RNG.Reseed(rng)
	other := 1 - seat
	hidden := slices.Clone(d.Stock)
	var unseen []cards.Card
	open := d.inRound()
	if open {
		unseen = without(d.Hands[other], d.Known[other]...)
		hidden = append(hidden, unseen...)
	}
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	d.Stock = hidden[:len(d.Stock)]
	if open {
		d.Hands[other] = sortedCopy(append(slices.Clone(d.Known[other]), hidden[len(d.Stock):]...))
	}
	return d
}
