package gametest

import (
	"fmt"
	"slices"

	"github.com/deckhand/deckhand/games/ismcts"
)

// checkMeasured is the error of a game whose suite promises that the
// CPU's searching levels were measured in it (Suite.Measured) while its
// edges on the ladder (ismcts.Ladder) lack one of them: the lobby's level
// menu and /help say the ladder's figures, and would say none for that
// level. Easy searches nothing and has no level below it to measure
// against.
func checkMeasured(edges []ismcts.Edge) error {
	for lv := ismcts.Easy + 1; lv <= ismcts.Hard; lv++ {
		if !slices.ContainsFunc(edges, func(e ismcts.Edge) bool { return e.Level == lv }) {
			return fmt.Errorf("the ladder (games/ismcts/LADDER.md) has no figure for %s against %s: measure it with cmd/strength -sprt", lv, lv-1)
		}
	}
	return nil
}
