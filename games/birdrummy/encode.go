package birdrummy

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// Decode rebuilds a state from Encode's bytes.
func (Game) Decode(data []byte) (games.State, error) {
	cat, err := defaultCatalog()
	if err != nil {
		return nil, err
	}
	s := &state{cat: cat}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, fmt.Errorf("birdrummy: %w", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("birdrummy: %w", err)
	}
	return s, nil
}

// Encode is the JSON of the state.
func (s *state) Encode() ([]byte, error) { return json.Marshal(s) }

// check refuses a decoded state that cannot be a game: every card exactly
// once, known phase, sizes that fit the catalog.
func (s *state) check() error {
	switch s.Phase {
	case phaseFirst, phaseStart, phaseDraw, phaseMain, phaseDiscard, phaseOver:
	default:
		return fmt.Errorf("unknown phase %q", s.Phase)
	}
	if len(s.Points) != s.cat.birds || len(s.Played) != s.cat.birds {
		return errors.New("ability points do not match the deck")
	}
	if s.Turn < 0 || s.Turn >= seats || s.Chooser < 0 || s.Chooser >= seats {
		return errors.New("no such seat")
	}
	seen := make([]bool, len(s.cat.cards))
	n := 0
	for _, zone := range s.zones() {
		for _, c := range zone {
			if c < 0 || c >= len(seen) || seen[c] {
				return fmt.Errorf("card %d is missing or twice", c)
			}
			seen[c] = true
			n++
		}
	}
	if n != len(seen) {
		return fmt.Errorf("%d cards of %d", n, len(seen))
	}
	for _, st := range s.Queue {
		if st.Actor < 0 || st.Actor >= seats {
			return errors.New("an effect for no seat")
		}
	}
	// The views name these cards; a bad index would panic there.
	if s.Must >= 0 && !slices.Contains(s.Hands[s.Turn], s.Must) {
		return errors.New("the card to play next is not in hand")
	}
	for _, seen := range s.Peek {
		for _, d := range seen {
			if d < 0 || d >= len(s.cat.defs) {
				return errors.New("a seen card that does not exist")
			}
		}
	}
	return nil
}
