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
// the same board, hand and prompts. It sets *moved once one shows
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
