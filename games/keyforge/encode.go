package keyforge

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/deckhand/deckhand/games"
)

// Decode rebuilds a state from Encode's bytes, checking every card.
func (Game) Decode(data []byte) (games.State, error) {
	s := &state{}
	if err := json.Unmarshal(data, s); err != nil {
		return nil, err
	}
	if len(s.Cards) == 0 {
		return nil, errors.New("keyforge: a state without cards")
	}
	for _, c := range s.Cards {
		if def(c.Def) == nil || c.Owner < 0 || c.Owner > 1 {
			return nil, fmt.Errorf("keyforge: unknown card %q", c.Def)
		}
	}
	for _, f := range s.Stack {
		if f.Kind == frameAbility && (def(f.Def) == nil || f.Ability >= len(def(f.Def).Abilities)) {
			return nil, fmt.Errorf("keyforge: unknown ability %s/%d", f.Def, f.Ability)
		}
	}
	return s, nil
}

// Encode is the JSON of the whole state.
func (s *state) Encode() ([]byte, error) { return json.Marshal(s) }
