package storage

import (
	"flag"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

var year = flag.Bool("year", false, "simulate a whole year of a busy server")

// TestAYearOfGamesKeepsTheFileBounded simulates a busy server: every day
// gamesPerDay games of movesPerGame answers each, committed one by one
// as the bot does, and a daily prune of games finished more than keep
// days ago, as DECKHAND_KEEP_DAYS does. Once games age out as fast as
// they are played, bbolt reuses the freed pages and the file stops
// growing. By default it runs two months of a small server; the whole
// year of a busy one (about two minutes) runs with -year:
//
//	go test -run AYearOfGames -v ./storage/ -year
func TestAYearOfGamesKeepsTheFileBounded(t *testing.T) {
	t.Parallel()
	days, keep, gamesPerDay, movesPerGame := 60, 15, 10, 30
	if *year {
		days, keep, gamesPerDay, movesPerGame = 365, 90, 40, 60
	}
	s, path := open(t)
	s.db.NoSync = true // the size is measured here, not the speed
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s.clock = func() time.Time { return clock }
	size := func() int64 {
		fi, err := os.Stat(path)
		require.NoError(t, err)
		return fi.Size()
	}
	sizes := map[int]int64{}
	for day := 1; day <= days; day++ {
		for g := 0; g < gamesPerDay; g++ {
			tb := duel(fmt.Sprintf("d%dg%d", day, g))
			tb.Snapshot = make([]byte, 1500) // a mid-sized game snapshot
			require.NoError(t, s.Create(tb))
			for m := 1; m <= movesPerGame; m++ {
				var out *Outcome
				if m == movesPerGame {
					tb.Phase, out = Finished, &Outcome{Places: []int{1 + g%2, 2 - g%2}, Summary: "Ann wins 120 to 80."}
				}
				clock = clock.Add(time.Second)
				require.NoError(t, s.Commit(tb, Move{Seat: m % 2, Prompt: "turn", Choices: []string{"c12", "c40"}}, out))
			}
		}
		clock = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, day)
		_, err := s.Prune(clock.AddDate(0, 0, -keep))
		require.NoError(t, err)
		sizes[day] = size()
	}
	steady := sizes[2*keep]
	t.Logf("%d games a day of %d moves, kept %d days: file %d KiB after %d days, %d KiB after %d days, %d KiB after %d days",
		gamesPerDay, movesPerGame, keep, sizes[keep]>>10, keep, steady>>10, 2*keep, sizes[days]>>10, days)
	require.LessOrEqual(t, sizes[days], steady*5/4, "the file must stop growing once games age out as fast as they come")
}
