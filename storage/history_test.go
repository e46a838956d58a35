package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAGameEndedBeforeItsFinishIsInTheHistoryAsEndedEarly(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := duel("c1")
	require.NoError(t, s.Create(tb))
	tb.Phase = Playing
	require.NoError(t, s.Save(tb))
	require.NoError(t, s.Commit(tb, Move{Prompt: "p"}, nil))
	tb.Phase = Cancelled // /end
	require.NoError(t, s.Save(tb))
	require.NoError(t, s.Save(tb), "a second save of the ended table")

	page, total, err := s.GuildHistory("g1", 0, 10)
	require.NoError(t, err)
	require.Equal(t, 1, total, "the game played and ended is listed once, however often its record is saved")
	assert.True(t, page[0].Early, "as ended early")
	assert.Equal(t, tb.ID, page[0].TableID, "with its table, so its replay opens")
	assert.Empty(t, page[0].Places, "nobody placed: the game had no result")

	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	assert.Nil(t, st.Players["u1"], "a game ended early counts in nobody's stats")
	require.NoError(t, s.RebuildRatings())
	mine, err := s.PlayerStandings("g1", "u1")
	require.NoError(t, err)
	assert.Empty(t, mine, "nor in the ratings, rebuilt from the history")
}

func TestALobbyCancelledBeforeTheStartIsNotInTheHistory(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := duel("c1")
	require.NoError(t, s.Create(tb))
	tb.Phase = Cancelled
	require.NoError(t, s.Save(tb))
	_, total, err := s.GuildHistory("g1", 0, 10)
	require.NoError(t, err)
	assert.Zero(t, total, "no game was played")
}
