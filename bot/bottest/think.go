package bottest

import (
	"context"

	"github.com/deckhand/deckhand/games/ismcts"
)

// QuickThink is how CPU seats think in tests unless a test says
// otherwise: Easy as it plays, Normal and Hard a search of a few hundred
// iterations with no time bound, so a CPU move replays exactly whatever
// the machine's load and a game with CPUs plays in moments.
func QuickThink(ctx context.Context, q ismcts.Question, l ismcts.Level) (ismcts.Choice, error) {
	if l == ismcts.Easy {
		return ismcts.Think(ctx, q, l)
	}
	cfg := l.Config(q.State)
	cfg.Iterations, cfg.Time = QuickIterations*int(l-1), 0
	return ismcts.Search(ctx, q, cfg)
}

// QuickIterations bounds a Normal search of QuickThink; Hard searches
// twice as long.
const QuickIterations = 100
