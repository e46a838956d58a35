package storage

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAForgottenMemberLeavesNoPastSeasonTableCarriedRatingOrHonour(t *testing.T) {
	t.Parallel()
	for _, sealed := range []bool{false, true} {
		s, path := openStore(t, sealed)
		var err error
		now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
		s.clock = func() time.Time { return now }
		_, _, err = s.StartSeason("g1", "c9", annID, 0) // ann organises the season too
		require.NoError(t, err)
		for i := range MinChampionGames {
			tb := newTable(fmt.Sprint("c", i))
			tb.Seats = []Seat{{UserID: annID, Name: annName}, {UserID: bobID, Name: secrets[4]}}
			finish(t, s, tb, []int{1, 2})
			now = now.AddDate(0, 0, 1)
		}
		end, err := s.EndSeason("g1")
		require.NoError(t, err)
		require.Len(t, end.Champions, 1)
		before, err := s.MemberData(annID)
		require.NoError(t, err)
		assert.Equal(t, MinChampionGames, before.PastRatings["g1"]["season 1/rummy"].Games, "her export holds her past seasons")
		assert.Contains(t, before.Carried["g1"], "rummy", "and the rating she carries")
		assert.Len(t, before.Honours, 1, "and her title")

		_, err = s.Forget(annID)
		require.NoError(t, err)
		after, err := s.MemberData(annID)
		require.NoError(t, err)
		assert.Empty(t, after.PastRatings)
		assert.Empty(t, after.Carried)
		assert.Empty(t, after.Honours)
		honours, err := s.Honours("g1", 10)
		require.NoError(t, err)
		assert.Empty(t, honours, "the server's honours no longer name her")
		past, err := s.PastLeaderboard("g1", "rummy", 1, 10)
		require.NoError(t, err)
		require.Len(t, past, 1, "bob keeps his place in season 1's table")
		assert.Equal(t, bobID, past[0].UserID)
		seasons, err := s.Seasons("g1")
		require.NoError(t, err)
		assert.Empty(t, seasons[0].By, "the season she started no longer names her")
		require.NoError(t, s.Close())
		assert.False(t, fileHolds(t, path, annID), "sealed=%v: her id is gone from the file", sealed)
	}
}
