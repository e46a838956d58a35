package games

import "fmt"

// Replay rebuilds a game from its seed and options and its answer log:
// a game is fully determined by the three, so the state returned equals
// the snapshot that was saved after the last answer. It fails at the
// first answer the game refuses, saying which.
func Replay(g Game, cfg Config, answers []Answer) (State, error) {
	s, err := g.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("new game: %w", err)
	}
	for i, a := range answers {
		if _, err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("answer %d (seat %d, prompt %q) refused: %w", i, a.Seat, a.PromptID, err)
		}
	}
	return s, nil
}
