package storage

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/deckhand/deckhand/storage/rating"
	bolt "go.etcd.io/bbolt"
)

// bucketSeasonRatings holds, per guild, the final standings of each past
// season ("<number>/<game>") and the ratings the current season started
// its members from ("carry/<game>", a JSON map of user id to Rating).
// Derived data, as the ratings are: RebuildRatings makes it again.
var bucketSeasonRatings = []byte("seasonratings")

// The carry-over between seasons: each member starts the new season at
// their rating shrunk halfway toward 1500, with its deviation raised
// halfway toward a new player's 350, and no games. A season's table then
// starts level enough for a newcomer to top it, while a strong player
// keeps a head start, and their first games move them quickly (a wide
// deviation) to where they stand now. A member who sat a season out
// carries their carried rating on, shrunk again.
const carryShrink = 0.5

// Carry is the rating a member starts the next season from.
func Carry(r rating.Rating) rating.Rating {
	fresh := rating.New()
	return rating.Rating{
		R:     fresh.R + (r.R-fresh.R)*carryShrink,
		RD:    math.Min(fresh.RD, r.RD+(fresh.RD-r.RD)*carryShrink),
		Sigma: r.Sigma,
	}
}

func carryKey(game string) []byte { return []byte("carry/" + game) }

func pastKey(season int, game string) []byte {
	return []byte(strconv.Itoa(season) + "/" + game)
}

// carried is the current season's starting ratings of guild's game.
type carried map[string]rating.Rating

func loadCarry(tx *bolt.Tx, guild, game string) carried {
	c := carried{}
	if b := bucket(tx, bucketSeasonRatings, guild); b != nil {
		if _, err := getJSON(b, carryKey(game), &c); err != nil {
			return carried{} // derived data: RebuildRatings restores it
		}
	}
	return c
}

// of is the rating id starts this season from: a new player's, unless a
// past season carried one over.
func (c carried) of(id string) rating.Rating {
	if r, ok := c[id]; ok {
		return r
	}
	return rating.New()
}

// closeRatings ends season n's ratings in guild at at: the standings of
// each game are kept as the season's, the next season's starting
// ratings are carried from them, and the current standings are emptied.
// It returns the season's champions, one a game: the best rating among
// those with MinChampionGames rated games.
func closeRatings(tx *bolt.Tx, guild string, n int, at time.Time) ([]Honour, error) {
	rb := bucket(tx, bucketRatings, guild)
	if rb == nil {
		return nil, nil
	}
	var gameKeys []string
	if err := rb.ForEach(func(k, v []byte) error {
		if v != nil {
			gameKeys = append(gameKeys, string(k))
		}
		return nil
	}); err != nil {
		return nil, err
	}
	sb, err := guildBucket(tx, bucketSeasonRatings, guild)
	if err != nil {
		return nil, err
	}
	var champions []Honour
	for _, game := range gameKeys {
		st := loadStandings(rb, game)
		if err := putJSON(sb, pastKey(n, game), st); err != nil {
			return nil, err
		}
		next := carried{}
		for id, r := range loadCarry(tx, guild, game) {
			next[id] = Carry(r)
		}
		for id, p := range st {
			next[id] = Carry(p.Rating)
		}
		if err := putJSON(sb, carryKey(game), next); err != nil {
			return nil, err
		}
		if best := ranked(st, math.MaxInt); len(best) > 0 {
			if i := slices.IndexFunc(best, func(s Standing) bool { return s.Games >= MinChampionGames }); i >= 0 {
				champions = append(champions, Honour{Guild: guild, User: best[i].UserID, Game: game,
					Title: fmt.Sprintf("Champion of season %d", n), At: at})
			}
		}
		if err := rb.Delete([]byte(game)); err != nil {
			return nil, err
		}
	}
	return champions, nil
}

// ranked is st best first (rating, then user id), at most n of them.
func ranked(st standings, n int) []Standing {
	var out []Standing
	for _, p := range st {
		if p.Games > 0 {
			out = append(out, *p)
		}
	}
	slices.SortFunc(out, func(a, b Standing) int {
		return cmp.Or(cmp.Compare(b.R, a.R), cmp.Compare(a.UserID, b.UserID))
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// PastLeaderboard returns the n best-rated players of a game in guild's
// past season, as it ended. ErrNoSuchSeason for a season that has not
// ended (the current one is Leaderboard's).
func (s *Store) PastLeaderboard(guild, game string, season, n int) ([]Standing, error) {
	var out []Standing
	err := s.view(func(tx *bolt.Tx) error {
		ended := slices.ContainsFunc(seasonEnds(tx, guild), func(s Season) bool { return s.Number == season })
		if !ended {
			return ErrNoSuchSeason
		}
		b := bucket(tx, bucketSeasonRatings, guild)
		if b == nil {
			return nil
		}
		st := standings{}
		if _, err := getJSON(b, pastKey(season, game), &st); err != nil {
			return err
		}
		out = ranked(st, n)
		return nil
	})
	return out, err
}

// resetSeasonRatings empties the derived season data, before
// RebuildRatings makes it again.
func resetSeasonRatings(tx *bolt.Tx) error {
	if tx.Bucket(bucketSeasonRatings) == nil {
		return nil
	}
	return tx.DeleteBucket(bucketSeasonRatings)
}
