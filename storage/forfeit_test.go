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

// TestAFreshAccountBesideOnePastItsBoundBuysNoRatedGame: u1 has beaten
// u2 as often as a day allows; seating a third account, u3, beside them
// does not make a fourth game rated for u1 (counted by pairs, u1 was
// rated against u3), and the game is rated for nobody, since each of
// its pairs has a player past the bound.
func TestAFreshAccountBesideOnePastItsBoundBuysNoRatedGame(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	for i := range MaxRatedPerPairPerDay {
		finish(t, s, duel(fmt.Sprint("c", i)), []int{1, 2})
	}
	u1, u2 := standing(t, s, "rummy", "u1"), standing(t, s, "rummy", "u2")
	tb := newTable("three")
	tb.Seats = []Seat{{UserID: "u1"}, {UserID: "u2"}, {UserID: "u3"}}
	finish(t, s, tb, []int{1, 2, 3})
	assert.Equal(t, u1, standing(t, s, "rummy", "u1"), "u1 has had three rated games with u2 today: a game with u2 in it is not rated for u1")
	assert.Equal(t, u2, standing(t, s, "rummy", "u2"))
	board, err := s.Leaderboard("g1", "rummy", 10)
	require.NoError(t, err)
	assert.Len(t, board, 2, "u3, whose every opponent was past the bound, is not rated")
}

// TestAGameOfFourCountsOnceForEachMemberAgainstTheBound: u1 has beaten
// u2, u3 and u4 once each; a game with all three is u1's fourth with
// some of them, and is not rated for u1, while u2, u3 and u4, each with
// one rated game among the others, are rated against each other.
func TestAGameOfFourCountsOnceForEachMemberAgainstTheBound(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	for _, other := range []string{"u2", "u3", "u4"} {
		tb := newTable("with " + other)
		tb.Seats = []Seat{{UserID: "u1"}, {UserID: other}}
		finish(t, s, tb, []int{1, 2})
	}
	u1 := standing(t, s, "rummy", "u1")
	require.Equal(t, 3, u1.Games)
	tb := newTable("four")
	tb.Seats = []Seat{{UserID: "u1"}, {UserID: "u2"}, {UserID: "u3"}, {UserID: "u4"}}
	finish(t, s, tb, []int{1, 2, 3, 4})
	assert.Equal(t, u1, standing(t, s, "rummy", "u1"), "u1's fourth game with any of them is not rated")
	for _, u := range []string{"u2", "u3", "u4"} {
		assert.Equal(t, 2, standing(t, s, "rummy", u).Games, "%s is rated against the two others", u)
	}
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
