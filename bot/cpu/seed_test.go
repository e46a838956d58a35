package cpu

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAThoughtIsSeededByTheTableTheMoveAndTheSeat(t *testing.T) {
	t.Parallel()
	seed := ThoughtSeed(5, 12, 1)
	assert.Equal(t, seed, ThoughtSeed(5, 12, 1), "the same table at the same move thinks the same")
	assert.NotEqual(t, seed, ThoughtSeed(5, 13, 1), "the next move is a new thought")
	assert.NotEqual(t, seed, ThoughtSeed(5, 12, 2), "two seats deciding at one moment think apart")
	assert.NotEqual(t, seed, ThoughtSeed(6, 12, 1), "another table thinks apart")
}
