package storage

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// tournamentTable opens a two-seat tournament table of Ann (u1) and Bo
// (u2), rated or not.
func tournamentTable(t *testing.T, s *Store, unrated bool) *Table {
	t.Helper()
	tr := newTournament(t, s)
	tb := newTable("thread-" + tr.ID)
	tb.Phase, tb.Unrated = Playing, unrated
	tb.Seats = append(tb.Seats, Seat{UserID: "u2", Name: "Bo"})
	tb.Tournament = &TournamentSeat{ID: tr.ID}
	require.NoError(t, s.OpenTournamentTable(tr, tb, func(id string) (json.RawMessage, error) { return json.Marshal(id) }))
	return tb
}

func TestAPlayerWhoRunsOutOfTimeAtARatedTournamentTableLosesRatingAndAtAnUnratedOneNobodyMoves(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	unrated := tournamentTable(t, s, true)
	unrated.Phase = Cancelled
	require.NoError(t, s.EndTournamentTable(unrated, []int{1, 2}))
	top, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Empty(t, top, "a game lost on time at an unrated table moves nobody")

	rated := tournamentTable(t, s, false)
	rated.Phase = Cancelled
	require.NoError(t, s.EndTournamentTable(rated, []int{1, 2}))
	top, err = s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Len(t, top, 2, "a game lost on time at a rated table is rated, as a forfeit")
	require.Equal(t, "u1", top[0].UserID)
	require.Equal(t, 1, top[0].Wins)
	require.Equal(t, 1, top[1].Games)

	require.NoError(t, s.RebuildRatings())
	again, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Equal(t, top, again, "rebuilding the ratings finds the forfeit and nothing of the unrated game")
	waiting, err := s.TournamentResults(rated.Tournament.ID)
	require.NoError(t, err)
	require.Equal(t, []int{1, 2}, waiting[rated.ID], "the result waits for the tournament as before")
}

func TestAnUnratedTablesFinishedGameEntersTheHistoryButNoRatingEvenRebuilt(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := tournamentTable(t, s, true)
	tb.Phase = Finished
	require.NoError(t, s.Commit(tb, Move{Prompt: "a"}, &Outcome{Places: []int{1, 2}}))
	top, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Empty(t, top)
	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	require.Equal(t, 1, st.Games["rummy"], "the game counts in the stats")
	require.NoError(t, s.RebuildRatings())
	top, err = s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Empty(t, top)
}
