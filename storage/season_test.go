package storage

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/storage/rating"
)

// playDays has u1 beat u2 at rummy once a day for n days from *now,
// moving *now on a day each game (the pair bound counts 3 a day).
func playDays(t *testing.T, s *Store, now *time.Time, n int) {
	t.Helper()
	for i := range n {
		finish(t, s, duel(fmt.Sprint("c", now.Unix(), i)), []int{1, 2})
		*now = now.AddDate(0, 0, 1)
	}
}

func TestAnOldDatabaseWithoutSeasonsKeepsItsRatingsAsSeasonOne(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	finish(t, s, duel("c1"), []int{1, 2})
	cur, err := s.CurrentSeason("g1")
	require.NoError(t, err)
	assert.Equal(t, 1, cur.Number, "ratings written before seasons are the first season's")
	assert.True(t, cur.Ends().IsZero(), "open-ended")
	board, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	assert.Len(t, board, 2, "the current season's board is the old one")
}

func TestASeasonsEndCrownsItsChampionKeepsItsTableAndCarriesRatingsHalfwayTo1500(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	s.clock = func() time.Time { return now }
	_, _, err := s.StartSeason("g1", "ch", "org", 30)
	require.NoError(t, err)
	playDays(t, s, &now, MinChampionGames)
	final, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Equal(t, "u1", final[0].UserID)

	_, _, err = s.StartSeason("g1", "ch", "org", 30)
	assert.ErrorIs(t, err, ErrSeasonRunning, "a running timed season is not ended by a second start")

	now = now.AddDate(0, 0, 30)
	ends, err := s.EndDueSeasons(now)
	require.NoError(t, err)
	require.Len(t, ends, 1)
	end := ends[0]
	assert.Equal(t, 1, end.Ended.Number)
	assert.Equal(t, 2, end.Next.Number)
	assert.Equal(t, 30, end.Next.Days, "a timed season is followed by one as long")
	assert.Equal(t, end.Ended.Ends(), end.Next.Start, "from the moment it ran out")
	require.Len(t, end.Champions, 1)
	assert.Equal(t, Honour{Guild: "g1", User: "u1", Game: "rummy", Title: "Champion of season 1", At: end.Ended.Ends()}, end.Champions[0])
	honours, err := s.Honours("g1", 10)
	require.NoError(t, err)
	assert.Equal(t, end.Champions, honours)

	past, err := s.PastLeaderboard("g1", "rummy", 1, 10)
	require.NoError(t, err)
	assert.Equal(t, final, past, "season 1's table is kept as it ended")
	current, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	assert.Empty(t, current, "the new season's table starts empty")
	_, err = s.PastLeaderboard("g1", "rummy", 2, 10)
	assert.ErrorIs(t, err, ErrNoSuchSeason, "the current season is not past")

	// u1's first game of season 2 starts from the carried rating.
	finish(t, s, duel("c-next"), []int{2, 1})
	carried := Carry(final[0].Rating)
	assert.InDelta(t, 1500+(final[0].R-1500)/2, carried.R, 1e-9)
	assert.InDelta(t, final[0].RD+(350-final[0].RD)/2, carried.RD, 1e-9)
	want := rating.Game([]rating.Rating{carried, Carry(final[1].Rating)}, []int{2, 1})
	got := standing(t, s, "rummy", "u1")
	assert.InDelta(t, want[0].R, got.R, 1e-9)
	assert.Equal(t, 1, got.Games, "a season's record starts at nought")

	// Rebuilding the ratings keeps the seasons apart.
	before, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.NoError(t, s.RebuildRatings())
	after, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	assert.Equal(t, before, after)
	past, err = s.PastLeaderboard("g1", "rummy", 1, 10)
	require.NoError(t, err)
	assert.Equal(t, final, past)
	honours, err = s.Honours("g1", 10)
	require.NoError(t, err)
	assert.Len(t, honours, 1, "a rebuild gives no title twice")
}

func TestASeasonWithTooFewGamesHasNoChampionAndAnEmptyOneIsNotEnded(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	s.clock = func() time.Time { return now }
	_, err := s.EndSeason("g1")
	assert.ErrorIs(t, err, ErrSeasonEmpty)
	playDays(t, s, &now, MinChampionGames-1)
	end, err := s.EndSeason("g1")
	require.NoError(t, err)
	assert.Empty(t, end.Champions, "fewer than MinChampionGames games make no champion")
	assert.Equal(t, 2, end.Next.Number)
	assert.True(t, end.Next.Ends().IsZero(), "after /season end the next season is open-ended")

	started, ended, err := s.StartSeason("g1", "ch", "org", 90)
	require.NoError(t, err)
	assert.Nil(t, ended, "season 2 rated nothing: it is given the length, not ended")
	assert.Equal(t, 2, started.Number)
	assert.Equal(t, 90, started.Days)
}
