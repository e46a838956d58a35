package gametest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// checkHiding checks that no view or prompt depends on anything its
// viewer cannot know: every determinization for a seat shows that seat
// the same board, hand and prompts, and is a world the game could be in
// (worldMoves). It sets *moved once one shows
// another seat a different hand, that is once it hid something.
func checkHiding(s games.State, seats int, rng *rand.Rand, moved *bool) error {
	before := mustEncode(s)
	public := s.Public()
	for seat := 0; seat < seats; seat++ {
		d := s.Determinize(seat, rng)
		if !bytes.Equal(before, mustEncode(s)) {
			return fmt.Errorf("Determinize(%d) changed the state", seat)
		}
		if got := d.Public(); !reflect.DeepEqual(public, got) {
			return fmt.Errorf("the public view depends on cards hidden from seat %d:\n%+v\n%+v", seat, public, got)
		}
		if want, got := s.Private(seat), d.Private(seat); !reflect.DeepEqual(want, got) {
			return fmt.Errorf("seat %d's view depends on cards hidden from it:\n%+v\n%+v", seat, want, got)
		}
		if want, got := games.PromptsFor(s.Prompts(), seat), games.PromptsFor(d.Prompts(), seat); !reflect.DeepEqual(want, got) {
			return fmt.Errorf("seat %d's prompts depend on cards hidden from it:\n%+v\n%+v", seat, want, got)
		}
		if err := worldMoves(d); err != nil {
			return fmt.Errorf("Determinize(%d): %w", seat, err)
		}
		if cc, ok := s.(games.CardCounter); ok {
			if !slices.Equal(sorted(cc.Inventory()), sorted(d.(games.CardCounter).Inventory())) {
				return fmt.Errorf("Determinize(%d) made or lost cards", seat)
			}
		}
		for other := 0; other < seats && !*moved; other++ {
			*moved = other != seat && !reflect.DeepEqual(s.Private(other), d.Private(other))
		}
	}
	return nil
}

// worldMoves checks that a sampled world of a running game agrees with
// what its table knows well enough to go on: it waits on somebody, and
// each seat it waits on has a legal answer. A world that deals a seat a
// hand the public moves have ruled out (a Rummy taker who cannot meld
// the card a deep pickup owes) has none, and a search would plan for a
// game that cannot happen.
func worldMoves(d games.State) error {
	waiting := games.Waiting(d.Prompts())
	if len(waiting) == 0 {
		return fmt.Errorf("a world that waits on nobody")
	}
	ss, ok := d.(games.Searchable)
	if !ok {
		return nil
	}
	for _, w := range waiting {
		if len(ss.Legal(w, nil)) == 0 {
			return fmt.Errorf("a world in which seat %d, waited on, has no legal answer", w)
		}
	}
	return nil
}
