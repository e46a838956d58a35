package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBoardsLeftBehindAreTakenOnceAndSurviveAReopen(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	require.NoError(t, s.MarkBoardsBehind([]string{"b", "a"}))
	require.NoError(t, s.Close())
	s, err := Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })

	ids, err := s.TakeBoardsBehind()
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"a", "b"}, ids, "the boards marked before the stop are there after it")
	again, err := s.TakeBoardsBehind()
	require.NoError(t, err)
	assert.Empty(t, again, "taken once: the next start does not edit them again")
}
