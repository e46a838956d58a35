package rummy

import (
	"errors"
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/games/cards"
)

// check validates a decoded state, so that a damaged record is refused
// instead of making a state that panics later: one whole deck, every
// number and reference in range, every meld a meld, and the turn in a
// state the game can reach (a hand to play from, a pile to draw from,
// an owed card that can still be played).
func (s *state) check() error {
	for _, step := range []func() error{s.checkCounters, s.checkDeck, func() error { return s.Melds.check(s.Wrap) }, s.checkRound, s.checkTurn} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

func (s *state) checkCounters() error {
	switch s.Phase {
	case phaseDraw, phasePlay, phaseTally, phaseOver:
	default:
		return fmt.Errorf("unknown phase %q", s.Phase)
	}
	if s.Turn < 0 || s.Turn > 1 || s.Dealer < 0 || s.Dealer > 1 || s.Target <= 0 {
		return errors.New("turn, dealer or target out of range")
	}
	if s.Round < 1 || s.Seq < 0 || s.Rebuilt < 0 {
		return errors.New("round, answer count or rebuild count out of range")
	}
	for _, r := range s.Tally {
		if r.Out < -1 || r.Out > 1 {
			return errors.New("a tally line with no seat out")
		}
	}
	return nil
}

// checkDeck checks that the stock, the pile, the hands and the melds
// hold the 52 cards once each, the hands kept sorted.
func (s *state) checkDeck() error {
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
	for _, h := range s.Hands {
		if !slices.IsSortedFunc(h, func(a, b cards.Card) int { return sortKey(a) - sortKey(b) }) {
			return errors.New("a hand out of order")
		}
	}
	return nil
}

// check checks that every meld is one newMeld and lay-offs could
// have made: a set of 3 or 4 of a rank, or a run of 3 to 13 of a suit
// kept in sequence from its low end (round the corner only with wrap).
func (ms meldList) check(wrap bool) error {
	for i, m := range ms {
		n := len(m.Cards)
		if n < 3 {
			return fmt.Errorf("meld %d holds %d cards", i+1, n)
		}
		first := m.Cards[0].Card
		lo := rix(first)
		for j, p := range m.Cards {
			if p.By < 0 || p.By > 1 {
				return errors.New("a meld card laid by no seat")
			}
			c := p.Card
			ok := c.Rank() == first.Rank()
			if m.Run {
				ok = c.Suit() == first.Suit() && rix(c) == mod13(lo+j)
			}
			if !ok {
				return fmt.Errorf("meld %d is no meld", i+1)
			}
		}
		if (!m.Run && n > 4) || n > 13 || (m.Run && !wrap && lo+n-1 > 13) {
			return fmt.Errorf("meld %d is no meld", i+1)
		}
	}
	return nil
}

// checkRound checks what a round keeps: cards seen taken still in the
// hand, the rebuilt stock's cards, and the votes of a tally.
func (s *state) checkRound() error {
	for seat := range s.Picked {
		for i, c := range s.Picked[seat] {
			if !contains(s.Hands[seat], c) || contains(s.Picked[seat][:i], c) {
				return fmt.Errorf("known card %s not in hand", c)
			}
		}
	}
	if len(s.Restocked) > 0 && s.Rebuilt == 0 {
		return errors.New("a rebuilt stock that was never rebuilt")
	}
	for i, c := range s.Restocked {
		if contains(s.Restocked[:i], c) {
			return fmt.Errorf("card %s twice in the rebuilt stock", c)
		}
	}
	switch s.Phase {
	case phaseTally, phaseOver:
		if len(s.Tally) == 0 {
			return errors.New("a round ended with no tally") // the board shows its last line
		}
		if s.Phase == phaseTally && s.Votes[0] && s.Votes[1] {
			return errors.New("both voted for a round that did not start")
		}
	default:
		if len(s.Hands[0]) == 0 || len(s.Hands[1]) == 0 {
			return errors.New("a round goes on with an empty hand")
		}
	}
	return nil
}

// checkTurn checks the turn: a stock and a pile to draw from, the cards
// taken this turn and the card owed.
func (s *state) checkTurn() error {
	if s.Phase != phasePlay && (len(s.Taken) > 0 || s.Owed != nil) {
		return errors.New("cards taken outside a turn's play")
	}
	if s.Phase == phaseDraw && (len(s.Pile) == 0 || len(s.Stock) == 0) {
		return errors.New("a draw needs a stock and a discard pile")
	}
	if s.Phase == phasePlay && len(s.Pile) == 0 && len(s.Stock) == 0 {
		return errors.New("a turn with neither stock nor discard pile")
	}
	for i, c := range s.Taken {
		if contains(s.Pile, c) || contains(s.Hands[1-s.Turn], c) || contains(s.Stock, c) || contains(s.Taken[:i], c) {
			return fmt.Errorf("taken card %s is not the turn's", c)
		}
	}
	if s.Owed == nil {
		return nil
	}
	owed := *s.Owed
	if !contains(s.Hands[s.Turn], owed) || len(s.Taken) < 2 || s.Taken[0] != owed {
		return errors.New("the owed card is not the deepest card taken, in hand")
	}
	var v sight
	if !s.look(&v).owedStillPlayable(nil, shapesOf(s.Melds)) {
		return errors.New("the owed card can no longer be played")
	}
	return nil
}
