package ismcts_test

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// tunedGoofspiel is Goofspiel with playouts measured for it.
type tunedGoofspiel struct{ *goofspiel }

func (tunedGoofspiel) Playouts() games.PlayoutTuning {
	return games.PlayoutTuning{Heuristic: 0.9, Cutoff: 7}
}

// A level keeps its budget and plays out as the game measured; a game
// that measured nothing gets the defaults.
func TestALevelPlaysOutAsItsGameMeasured(t *testing.T) {
	t.Parallel()
	plain := newGoofspiel(2, 1)
	for _, l := range []ismcts.Level{ismcts.Normal, ismcts.Hard} {
		def, tuned := l.Config(plain), l.Config(tunedGoofspiel{plain})
		if def.Epsilon != ismcts.DefaultEpsilon || def.Cutoff != 0 {
			t.Errorf("%v in a game without Playouts = %+v, want the default epsilon and no cut-off", l, def)
		}
		if tuned.Epsilon != 0.9 || tuned.Cutoff != 7 {
			t.Errorf("%v in a tuned game = %+v, want the game's epsilon 0.9 and cut-off 7", l, tuned)
		}
		if tuned.Iterations != def.Iterations || tuned.Time != def.Time {
			t.Errorf("%v: the game's tuning changed the budget: %+v against %+v", l, tuned, def)
		}
	}
}
