package ismcts

import (
	"fmt"
	"strings"
	"time"
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

// Budgets of the searching levels. Time is the guarantee (the issue asks
// at most 250 ms and 1.5 s a move on one core, and a loaded machine must
// stay inside it); Iterations stops early in games fast enough to reach it,
// where a move then does not depend on the machine's load.
var (
	normalConfig = Config{Iterations: 4000, Time: 200 * time.Millisecond, Epsilon: 0.1}
	hardConfig   = Config{Iterations: 30000, Time: 1200 * time.Millisecond, Epsilon: 0.1}
)

// Config returns the search a level runs. Easy does not search; its
// Config is Normal's, which Think does not use.
func (l Level) Config() Config {
	if l == Hard {
		return hardConfig
	}
	return normalConfig
}

func (c Config) exploration() float64 {
	if c.Exploration > 0 {
		return c.Exploration
	}
	return DefaultExploration
}
