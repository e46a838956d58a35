package rummy

import (
	"errors"
	"fmt"
)

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
	for seat := range s.Picked {
		for _, c := range s.Picked[seat] {
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
