package gametest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/ismcts"
)

// A game that promises its levels were measured (Suite.Measured) and
// lacks a figure on the ladder fails the kit, which says which one to
// measure; one that has a figure for every searching level passes.
func TestTheSuiteRefusesAMeasuredGameTheLadderHasNoFigureFor(t *testing.T) {
	t.Parallel()
	normal := ismcts.Edge{Level: ismcts.Normal, Below: ismcts.Easy, Won: 70, Decided: 50, Seats: 2}
	hard := ismcts.Edge{Level: ismcts.Hard, Below: ismcts.Normal, Won: 80, Decided: 30, Seats: 2}
	require.NoError(t, checkMeasured([]ismcts.Edge{normal, hard}))
	for why, edges := range map[string][]ismcts.Edge{
		"no figure":     nil,
		"no Hard":       {normal},
		"no Normal":     {hard},
		"Hard twice":    {hard, hard},
		"Normal's only": {normal, normal},
	} {
		err := checkMeasured(edges)
		if assert.Error(t, err, why) {
			assert.Contains(t, err.Error(), "cmd/strength", "%s: the error says how to measure it", why)
		}
	}
}
