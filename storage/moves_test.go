package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMovesFromReadsOnlyTheAnswersAsked(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := duel("c1")
	require.NoError(t, s.Create(tb))
	tb.Phase = Playing
	for i := range 10 {
		require.NoError(t, s.Commit(tb, Move{Seat: i % 2, Prompt: "p"}, nil))
	}
	ns := func(ms []Move) (out []int) {
		for _, m := range ms {
			out = append(out, m.N)
		}
		return out
	}
	got, err := s.MovesFrom(tb.ID, 3, 6)
	require.NoError(t, err)
	assert.Equal(t, []int{4, 5, 6}, ns(got), "the answers after the third, up to the sixth")
	got, err = s.MovesFrom(tb.ID, 8, -1)
	require.NoError(t, err)
	assert.Equal(t, []int{9, 10}, ns(got), "to the end")
	got, err = s.MovesFrom(tb.ID, 10, -1)
	require.NoError(t, err)
	assert.Empty(t, got, "nothing after the last")
	got, err = s.MovesFrom("nosuchtable", 0, -1)
	require.NoError(t, err)
	assert.Empty(t, got)
}
