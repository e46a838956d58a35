package bot

import (
	"fmt"

	"github.com/deckhand/deckhand/games"
)

type errString string

func (e errString) Error() string { return string(e) }

func errStale() error { return fmt.Errorf("seat 2: %w", games.ErrStale) }

func gamesConfig(seats int) games.Config { return games.Config{Seats: seats, Seed: 1} }
