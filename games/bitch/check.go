package bitch

import (
	"errors"
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/games/cards"
)

// check rejects a decoded state that no game could reach in a way that
// matters: anything that would make a later call panic or stall, and
// cards made or lost. A damaged record is refused here, with the reason,
// rather than failing when it is drawn or played.
func (s *state) check() error {
	for _, c := range []func() error{s.checkShape, s.checkCards, s.checkPiles, s.checkSeats, s.Stack.check, s.checkFrames} {
		if err := c(); err != nil {
			return fmt.Errorf("bitch: %w", err)
		}
	}
	// Whatever the shape, a game that runs must wait on somebody, or no
	// answer could ever move it on (a setup whose piles are all laid).
	if s.Phase != phaseOver && len(s.Waiting(nil)) == 0 {
		return errors.New("bitch: a running game that waits on nobody")
	}
	return nil
}

// checkShape: counts and indices in range, one zone of each kind a seat.
func (s *state) checkShape() error {
	n := s.Seats
	switch {
	case n < minSeats || n > maxSeats:
		return errors.New("bad seat count")
	case s.Decks < minDecks(n) || s.Decks > maxDecks:
		return errors.New("bad deck count")
	case s.Phase > phaseOver:
		return errors.New("bad phase")
	case s.Edition < editionCallsOnEmptyDeck || s.Edition > newestEdition:
		return errors.New("unknown edition")
	case len(s.Hands) != n || len(s.Naked) != n || len(s.Blind) != n:
		return errors.New("zones do not match the seats")
	case s.Exposed != nil && len(s.Exposed) != n:
		return errors.New("exposed cards do not match the seats")
	case s.Turn < 0 || s.Turn >= n || s.Dealer < 0 || s.Dealer >= n:
		return errors.New("seat out of range")
	case s.TurnNo < 0 || s.Step < 0:
		return errors.New("bad turn count")
	}
	return nil
}

// checkCards: every card of the decks is somewhere, once; and what the
// table knows of a hand is in it.
func (s *state) checkCards() error {
	var count [64]int
	for _, c := range cards.Decks(s.Decks, jokers) {
		count[c]++
	}
	for _, code := range s.Inventory() {
		c, err := cards.Parse(code)
		if err != nil {
			return err
		}
		if count[c]--; count[c] < 0 {
			return fmt.Errorf("too many %s", code)
		}
	}
	for c, left := range count {
		if left != 0 {
			return fmt.Errorf("%s missing", cards.Card(c).Code())
		}
	}
	for seat, known := range s.Exposed {
		if !contains(s.Hands[seat], known) {
			return errors.New("known cards missing from a hand")
		}
	}
	if sh := s.Shown; sh != nil && (sh.Seat < 0 || sh.Seat >= s.Seats || !contains(s.Hands[sh.Seat], sh.Cards)) {
		return errors.New("bad shown hand")
	}
	return nil
}

// contains reports whether all holds every card of part, as a multiset.
func contains(all, part []cards.Card) bool {
	var count [64]int
	for _, c := range all {
		count[c]++
	}
	for _, c := range part {
		if count[c]--; count[c] < 0 {
			return false
		}
	}
	return true
}

// checkPiles: the naked piles and blind cards as the deal and the
// setup leave them.
func (s *state) checkPiles() error {
	for seat := range s.Seats {
		piles := s.Naked[seat]
		switch {
		case len(piles) > blindCards || len(s.Blind[seat]) > blindCards:
			return errors.New("too many naked piles or blind cards")
		case s.Phase != phaseSetup && len(piles) != blindCards:
			return errors.New("naked piles not all laid")
		case s.Phase == phaseSetup && len(piles) < blindCards:
			// Still laying, from the 9 dealt: enough left for every pile.
			laid := s.holding(seat).nakedCount()
			if len(s.Hands[seat])+laid != dealCards || len(s.Blind[seat]) != blindCards ||
				len(s.Hands[seat]) < blindCards-len(piles) {
				return errors.New("a seat laying its piles holds the wrong cards")
			}
		}
		for _, p := range piles {
			if s.Phase == phaseSetup && len(p) == 0 {
				return errors.New("an empty naked pile during the setup")
			}
			if !onePile(p) {
				return errors.New("a naked pile of more than one value")
			}
		}
	}
	return nil
}

// onePile reports whether p holds natural cards of one rank, and jokers.
func onePile(p []cards.Card) bool {
	var rank cards.Rank
	for _, c := range p {
		switch {
		case c.IsJoker():
		case rank == 0:
			rank = c.Rank()
		case c.Rank() != rank:
			return false
		}
	}
	return true
}

// checkSeats: the finishing order, and the seats still in.
func (s *state) checkSeats() error {
	n := s.Seats
	if len(s.Out) > n || (s.Phase == phaseOver) != (len(s.Out) == n) || (s.Phase != phaseOver && len(s.Out) > n-2) {
		return errors.New("bad finishing order")
	}
	for i, seat := range s.Out {
		if seat < 0 || seat >= n || slices.Contains(s.Out[:i], seat) {
			return errors.New("bad finishing order")
		}
		if i < n-1 && s.holding(seat).toShed() > 0 {
			return errors.New("a seat that finished still holds cards")
		}
	}
	if s.Phase == phaseSetup && len(s.Out) > 0 {
		return errors.New("a seat out during the setup")
	}
	if s.Phase == phasePlay {
		if s.Out.has(s.Turn) {
			return errors.New("the seat to act is out")
		}
		for seat := range n {
			// A seat whose last blind card is turned up, to declare, has
			// it in hand in all but name.
			flipping := seat == s.Turn && s.Pending != nil && s.Pending.Flipped != nil
			if !s.Out.has(seat) && s.holding(seat).toShed() == 0 && !flipping {
				return errors.New("a seat still in has no cards")
			}
		}
	}
	return nil
}

// check: every stack entry counts as a value its card can have.
func (l stackList) check() error {
	for _, e := range l {
		ok := e.Card.IsJoker() || e.As.rank() == e.Card.Rank()
		if !ok || e.As < aceLow || e.As > aceHigh || (e.Turned && e.As != turnedValue(e.Card)) {
			return fmt.Errorf("bad stack entry %s", enWords().entryText(e))
		}
	}
	return nil
}

// checkFrames: a half-made move, the bluff window and a shown hand fit
// the moment.
func (s *state) checkFrames() error {
	if p := s.Pending; p != nil {
		switch {
		case s.Phase != phasePlay:
			return errors.New("a move half made outside play")
		case p.Flipped != nil && (p.Value != 0 || len(faceOf(s.Stack).valuesFor(*p.Flipped)) < 2):
			return errors.New("bad turned-up blind card")
		case p.Flipped == nil && !slices.Contains(playValues[:], p.Value):
			return errors.New("bad value chosen")
		case p.Flipped == nil && !s.realChoice(p.Value):
			return errors.New("a value chosen that leaves no choice of how many")
		}
	}
	if b := s.Bluff; b != nil {
		f := b.Face
		switch {
		case s.Phase != phasePlay:
			return errors.New("a bluff window outside play")
		case b.Seat < 0 || b.Seat >= s.Seats || b.Turn < 0:
			return errors.New("bad bluff window")
		case b.HandN < 0 || b.HandN > len(s.Hands[b.Seat]):
			return errors.New("bad bluff window")
		case f.Kind > faceValue || f.V < 0 || f.V > aceHigh || f.Sevens < 0 || f.Sevens > maxSevens:
			return errors.New("bad bluff window")
		}
	}
	if s.Piling != nil {
		if s.Phase != phaseSetup || len(s.Piling) != s.Seats {
			return errors.New("pile values chosen outside the setup")
		}
		for seat, v := range s.Piling {
			if v != 0 && !s.holding(seat).pileChoice(v) {
				return errors.New("a pile value chosen that leaves no choice of how many")
			}
		}
	}
	if s.Flip && s.Phase != phasePlay {
		return errors.New("a new stack to turn up outside play")
	}
	return nil
}

// realChoice reports whether the player to act may choose value v and
// then how many: v goes on the top, and the cards to play it with are
// two or more (a single one plays at once, without the count step).
func (s *state) realChoice(v value) bool {
	if !faceOf(s.Stack).legal(v) {
		return false
	}
	t := tally(s.holding(s.Turn).source())
	return min(t.rank[v.rank()], maxNaturals)+min(t.jokers, maxJokers) >= 2
}

// pileChoice reports whether the seat, still laying, may have chosen v for
// its next pile and then how many: two ways or more to lay it (one lays
// at once, without the count step).
func (h holding) pileChoice(v value) bool {
	k := len(h.naked) + 1
	if k > blindCards || (v != jokerPile && !slices.Contains(playValues[:], v)) || v == aceHigh {
		return false
	}
	t := tally(h.hand)
	limit := len(h.hand) - (blindCards - k)
	n := 0
	if v != jokerPile {
		n = t.rank[v.rank()]
		if n == 0 {
			return false
		}
	}
	return pileCounts(n, t.jokers, limit) >= 2
}
