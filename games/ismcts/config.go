package ismcts

import (
	"fmt"
	"strings"
	"time"

	"github.com/deckhand/deckhand/games"
)

// Level is how hard a CPU seat plays.
type Level int

// The levels a host picks from.
const (
	// Easy answers with the game's rule of thumb (games.Heuristic), or at
	// random in a game that has none.
	Easy Level = iota + 1
	// Normal searches for at most about a quarter of a second a move.
	Normal
	// Hard searches for at most about a second and a half a move.
	Hard
)

func (l Level) String() string {
	switch l {
	case Easy:
		return "Easy"
	case Normal:
		return "Normal"
	case Hard:
		return "Hard"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// ParseLevel reads a level's name, as String writes it, in any case.
func ParseLevel(s string) (Level, error) {
	for l := Easy; l <= Hard; l++ {
		if strings.EqualFold(s, l.String()) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("ismcts: unknown level %q (easy, normal or hard)", s)
}

// Config bounds and tunes one search.
type Config struct {
	// Iterations and Time bound the search, whichever comes first; zero
	// means no bound of that kind, but one of them must be set. A search
	// bounded by Iterations alone is deterministic for a seed.
	Iterations int
	Time       time.Duration
	// Epsilon is the probability that a playout move is the state's
	// games.Heuristic suggestion rather than a uniform random legal move.
	Epsilon float64
	// Cutoff ends a playout after that many moves when the state
	// implements games.Evaluator, which then scores it; zero plays on to
	// the end of the game.
	Cutoff int
	// Exploration is UCB's constant; rewards lie in [0, 1]. Zero means
	// DefaultExploration.
	Exploration float64
}

// DefaultExploration is the UCB constant Cowling, Powley and Whitehouse
// found best across their games with rewards in [0, 1].
const DefaultExploration = 0.7

// Budgets of the searching levels. Time is the guarantee (at most 250 ms
// and 1.5 s a move on one core, with room for a loaded machine);
// Iterations stops early in games fast enough to reach it, where a move
// then does not depend on the machine's load. LADDER.md keeps the
// figures that Hard beats Normal in every game, decided by cmd/strength's
// sequential test, and each level's think time.
//
// DefaultEpsilon: half the playout moves from the game's heuristic. In 40
// seeded games of Star Collector a 3000-iteration search won 45.7% of
// decided games against Easy with 0.1, 71.8% with 0.5 and 63.2% with 0.9
// (at 54,000 iterations a CPU second instead of 84,000).
const DefaultEpsilon = 0.5

var (
	normalConfig = Config{Iterations: 4000, Time: 200 * time.Millisecond, Epsilon: DefaultEpsilon}
	hardConfig   = Config{Iterations: 30000, Time: 1200 * time.Millisecond, Epsilon: DefaultEpsilon}
)

// Config returns the search a level runs in a game whose state is s:
// the level's budget, with the playouts the game measured for itself
// (games.Playouts) or else the defaults. Easy does not search; its
// Config is Normal's, which Think does not use.
func (l Level) Config(s games.State) Config {
	cfg := normalConfig
	if l == Hard {
		cfg = hardConfig
	}
	return Tuned(cfg, s)
}

// Tuned is cfg playing out as the game of s measured for itself
// (games.Playouts), or cfg unchanged in a game that measured nothing.
func Tuned(cfg Config, s games.State) Config {
	if p, ok := s.(games.Playouts); ok {
		t := p.Playouts()
		cfg.Epsilon, cfg.Cutoff = t.Heuristic, t.Cutoff
	}
	return cfg
}

func (c Config) exploration() float64 {
	if c.Exploration > 0 {
		return c.Exploration
	}
	return DefaultExploration
}
