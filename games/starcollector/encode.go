package starcollector

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Encode is the state as JSON.
func (s *state) Encode() ([]byte, error) { return json.Marshal(s) }

// Decode rebuilds a state from Encode's bytes.
func (Game) Decode(data []byte) (games.State, error) {
	// Loaded here, not by the first card decoded: check reads the deck
	// even when the data holds no card at all.
	if _, err := standard(); err != nil {
		return nil, err
	}
	var s state
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("starcollector: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("starcollector: %w", err)
	}
	return &s, nil
}

// check refuses decoded states no game could reach in shape.
func (s *state) check() error {
	if s.End != endDefault && s.End != endDeckEmpty {
		return fmt.Errorf("unknown end rule %q", s.End)
	}
	if s.Turn < 1 {
		return fmt.Errorf("turn %d", s.Turn)
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if s.Chosen[0] != nil && s.Chosen[1] != nil {
		// The second choice reveals both at once: such a state would
		// wait on nobody and never end.
		return fmt.Errorf("both seats have chosen but nothing was revealed")
	}
	for seat := range seats {
		if len(s.Hands[seat]) > handLimit || !slices.IsSorted(s.Hands[seat]) {
			return fmt.Errorf("seat %d holds %d cards out of order", seat, len(s.Hands[seat]))
		}
		if len(s.Hands[seat]) == 0 && s.Over == nil {
			// The end of the turn ends the game on an empty hand.
			return fmt.Errorf("seat %d has no cards, yet the game goes on", seat)
		}
		if ch := s.Chosen[seat]; ch != nil {
			if ch.Side != Fight && ch.Side != Draw {
				return fmt.Errorf("unknown side %q", ch.Side)
			}
			if !slices.Contains(s.Hands[seat], ch.Card) {
				return fmt.Errorf("seat %d chose a card it does not hold", seat)
			}
			if s.Masked[seat] {
				return fmt.Errorf("seat %d's choice is both kept and taken back", seat)
			}
		}
	}
	if s.End == endDeckEmpty && len(s.Deck) == 0 && s.Over == nil {
		return fmt.Errorf("the deck has run out, yet the game goes on")
	}
	if o := s.Over; o != nil && o.Rank != [seats]int{1, 2} && o.Rank != [seats]int{2, 1} && o.Rank != [seats]int{1, 1} {
		return fmt.Errorf("the game ended with ranks %v", o.Rank)
	}
	return s.Last.check(s.Turn)
}

// check refuses a last reveal that the board could not put into words,
// or that no turn before turn could have made.
func (r *Reveal) check(turn int) error {
	if *r == (Reveal{}) {
		return nil // no turn revealed yet
	}
	if r.Turn < 1 || r.Turn >= turn {
		return fmt.Errorf("the last reveal is of turn %d, during turn %d", r.Turn, turn)
	}
	switch r.Settle {
	case settleDraws, settleTie, settleWon, settleUnopposed, settleAmbush, settleTrap:
	default:
		return fmt.Errorf("the last reveal settled the cards by %q", r.Settle)
	}
	if r.Seat < 0 || r.Seat >= seats || r.DiscardSeat < 0 || r.DiscardSeat >= seats {
		return fmt.Errorf("the last reveal names seats %d and %d", r.Seat, r.DiscardSeat)
	}
	if r.Discarded < 0 || r.Discarded > handLimit {
		return fmt.Errorf("the last reveal discards %d cards", r.Discarded)
	}
	for seat, p := range r.Plays {
		if p.Side != Fight && p.Side != Draw {
			return fmt.Errorf("the last reveal plays a card on side %q", p.Side)
		}
		if r.Got[seat] < 0 || r.Got[seat] > r.Want[seat] || r.Want[seat] > 2*maxNumber {
			return fmt.Errorf("seat %d drew %d cards of %d", seat, r.Got[seat], r.Want[seat])
		}
	}
	return nil
}

// checkCards refuses a state whose cards are not exactly the deck's.
func (s *state) checkCards() error {
	copies := stdDeck.Copies(s.Edition)
	if copies == nil {
		return fmt.Errorf("no edition %d of the deck", s.Edition)
	}
	count := make([]int, len(stdDeck.Kinds))
	for _, zone := range [][]Card{s.Deck, s.Pot, s.Discard, s.Hands[0], s.Hands[1], s.Collected[0], s.Collected[1]} {
		for _, c := range zone {
			// A JSON string decodes into a []Card as base64 bytes,
			// without UnmarshalText: any byte may arrive here.
			if int(c) >= len(count) {
				return fmt.Errorf("no card %d", c)
			}
			count[c]++
		}
	}
	for i, k := range stdDeck.Kinds {
		if count[i] != copies[i] {
			return fmt.Errorf("%d copies of %s, the deck has %d", count[i], k.ID, copies[i])
		}
	}
	return nil
}
