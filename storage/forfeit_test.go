package storage

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"github.com/deckhand/deckhand/storage/rating"
)

// leave gives u's seat at tb to a CPU with SaveForfeiting, as /leave does.
func leave(t *testing.T, s *Store, tb *Table, u string) {
	t.Helper()
	var against []string
	for i, seat := range tb.Seats {
		switch {
		case seat.UserID == u:
			tb.Seats[i] = Seat{Name: "CPU", CPU: true}
		case !seat.CPU:
			against = append(against, seat.UserID)
		}
	}
	require.NoError(t, s.SaveForfeiting(tb, Forfeit{GuildID: tb.GuildID, TableID: tb.ID, Game: tb.Game, UserID: u, Against: against}))
}

func standing(t *testing.T, s *Store, game, user string) Standing {
	t.Helper()
	all, err := s.PlayerStandings("g1", user)
	require.NoError(t, err)
	return all[game]
}

func TestAPlayerWhoLeavesIsRatedAsLosingToThoseStillSeated(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := duel("c1")
	tb.Phase = Playing
	require.NoError(t, s.Create(tb))
	leave(t, s, tb, "u2")

	want := rating.Game([]rating.Rating{rating.New(), rating.New()}, []int{1, 2})
	ann, bob := standing(t, s, "rummy", "u1"), standing(t, s, "rummy", "u2")
	assert.InDelta(t, want[0].R, ann.R, 1e-9, "the one still seated wins")
	assert.InDelta(t, want[1].R, bob.R, 1e-9, "the one who left loses, at once")
	assert.Equal(t, Standing{UserID: "u2", Rating: bob.Rating, Games: 1}, bob)
	assert.Equal(t, 1, ann.Wins)
	rec, err := s.Table(tb.ID)
	require.NoError(t, err)
	assert.True(t, rec.Seats[1].CPU, "the seat given away is written with the loss")

	// The game then ends between ann and the CPU: not rated again.
	tb.Phase = Finished
	require.NoError(t, s.Commit(tb, Move{Prompt: "last"}, &Outcome{Places: []int{2, 1}}))
	assert.Equal(t, ann, standing(t, s, "rummy", "u1"), "a game won by the CPU that took bob's seat is not rated")
}

func TestAForfeitInAGameOfThreeRatesTheLeaverAgainstEachOtherAndTheEndRatesTheRest(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := newTable("c1")
	tb.Game, tb.Phase = "bitch", Playing
	tb.Seats = []Seat{{UserID: "u1"}, {UserID: "u2"}, {UserID: "u3"}}
	require.NoError(t, s.Create(tb))
	leave(t, s, tb, "u1")
	new := rating.New()
	// u1 lost to u2 and u3; u2 and u3 did not play each other yet.
	lost := rating.Update(new, []rating.Result{{Opponent: new, Score: 0}, {Opponent: new, Score: 0}})
	won := rating.Update(new, []rating.Result{{Opponent: new, Score: 1}})
	assert.InDelta(t, lost.R, standing(t, s, "bitch", "u1").R, 1e-9)
	assert.InDelta(t, won.R, standing(t, s, "bitch", "u2").R, 1e-9)
	assert.InDelta(t, won.R, standing(t, s, "bitch", "u3").R, 1e-9)

	tb.Phase = Finished
	require.NoError(t, s.Commit(tb, Move{Prompt: "last"}, &Outcome{Places: []int{1, 2, 3}}))
	assert.Equal(t, 1, standing(t, s, "bitch", "u1").Games, "the CPU's first place is not u1's")
	end := rating.Game([]rating.Rating{won, won}, []int{2, 3})
	assert.InDelta(t, end[0].R, standing(t, s, "bitch", "u2").R, 1e-9, "the end rates u2 against u3 alone")
}

func TestRatedGamesBetweenTheSameTwoCountAtMostThreeTimesAUTCDay(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	now := time.Date(2026, 11, 26, 23, 0, 0, 0, time.UTC)
	s.clock = func() time.Time { return now }
	for i := range MaxRatedPerPairPerDay + 2 {
		finish(t, s, duel(fmt.Sprint("c", i)), []int{1, 2})
	}
	ann := standing(t, s, "rummy", "u1")
	assert.Equal(t, MaxRatedPerPairPerDay, ann.Games, "the games past the day's bound are not rated")
	assert.Equal(t, MaxRatedPerPairPerDay, ann.Wins)

	tb := duel("forfeit")
	tb.Phase = Playing
	require.NoError(t, s.Create(tb))
	leave(t, s, tb, "u2")
	assert.Equal(t, ann, standing(t, s, "rummy", "u1"), "a forfeit counts against the same bound")

	now = now.Add(2 * time.Hour) // the next UTC day
	finish(t, s, duel("tomorrow"), []int{1, 2})
	assert.Equal(t, MaxRatedPerPairPerDay+1, standing(t, s, "rummy", "u1").Games, "a new day, a new bound")

	st, err := s.GuildStats("g1")
	require.NoError(t, err)
	assert.Equal(t, MaxRatedPerPairPerDay+3, st.Players["u1"].Played, "every game still counts in the stats")
}

func TestAPairPastItsBoundLeavesTheOtherPairsOfTheGameRated(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	for i := range MaxRatedPerPairPerDay {
		finish(t, s, duel(fmt.Sprint("c", i)), []int{1, 2})
	}
	u1 := standing(t, s, "rummy", "u1")
	tb := newTable("three")
	tb.Seats = []Seat{{UserID: "u1"}, {UserID: "u2"}, {UserID: "u3"}}
	finish(t, s, tb, []int{1, 2, 3})
	new := rating.New()
	want := rating.Update(u1.Rating, []rating.Result{{Opponent: new, Score: 1}})
	assert.InDelta(t, want.R, standing(t, s, "rummy", "u1").R, 1e-9, "u1 is rated against u3 alone: u1 and u2 are past their bound")
	assert.Equal(t, 1, standing(t, s, "rummy", "u3").Games, "u3 is rated")
	assert.Equal(t, MaxRatedPerPairPerDay+1, standing(t, s, "rummy", "u2").Games, "u2 is rated too, against u3")
}

func TestRebuildingTheRatingsCountsForfeitsAndTheDailyBoundAgain(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	for i := range MaxRatedPerPairPerDay + 1 {
		finish(t, s, duel(fmt.Sprint("c", i)), []int{1, 2})
	}
	tb := newTable("left")
	tb.Seats, tb.Phase = []Seat{{UserID: "u1"}, {UserID: "u3"}}, Playing
	require.NoError(t, s.Create(tb))
	leave(t, s, tb, "u3")
	before, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	require.Len(t, before, 3)
	require.NoError(t, s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketRatings).Bucket([]byte("g1")).Put([]byte("rummy"), []byte("{broken"))
	}))
	require.NoError(t, s.RebuildRatings())
	after, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}
