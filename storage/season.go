package storage

import (
	"errors"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

// A server's ratings run in seasons. The current season's standings are
// the ones bucketRatings holds, as they always were: a database written
// before seasons holds season 1's, and goes on without a change. When a
// season ends its final standings are kept under its number
// (bucketSeasonRatings), its champions are honoured, and the next season
// starts every member from a carried rating (Carry).

// bucketSeasons holds each guild's seasons by number: guild id -> bucket
// of 8-byte season number -> Season. A guild without one is in season 1,
// open-ended, since its first rated game.
var bucketSeasons = []byte("seasons")

// MinChampionGames is how many rated games of a season a player needs to
// be its champion in a game: a rating after one lucky win is not a title.
const MinChampionGames = 5

// Season is one of a guild's rating seasons.
type Season struct {
	Guild  string
	Number int
	// Start is when it began: zero for a first season nobody started
	// (it holds every rating since the server's first game).
	Start time.Time `json:",omitzero"`
	// Days is its length; 0 is open-ended: it lasts until /season end or
	// the next /season start.
	Days int `json:",omitempty"`
	// Ended is when it ended; zero while it is the current season.
	Ended time.Time `json:",omitzero"`
	// Channel is where it was started, and where its end is told.
	Channel string `json:",omitempty"`
	By      string `json:",omitempty"`
}

// Ends is when a timed season runs out (zero for an open-ended one).
func (s Season) Ends() time.Time {
	if s.Days <= 0 || s.Start.IsZero() {
		return time.Time{}
	}
	return s.Start.AddDate(0, 0, s.Days)
}

// SeasonEnd is a season that ended, the one that began in its place, and
// the champions it crowned (one a game, where someone played enough).
type SeasonEnd struct {
	Ended     Season
	Next      Season
	Champions []Honour
}

// Errors of the season commands, for the organiser's words.
var (
	ErrSeasonRunning = errors.New("a timed season is running")
	ErrSeasonEmpty   = errors.New("the current season has no rated game")
	ErrNoSuchSeason  = errors.New("no such past season")
)

func seasonKey(n int) []byte { return itob(uint64(n)) }

// currentSeason is guild's current season in tx.
func currentSeason(tx *bolt.Tx, guild string) Season {
	if b := bucket(tx, bucketSeasons, guild); b != nil {
		if k, v := b.Cursor().Last(); k != nil {
			var s Season
			if decodeJSON(b, k, v, &s) == nil {
				if s.Ended.IsZero() {
					return s
				}
				// An end writes the next season with it; should that
				// record be missing, the next season is open-ended.
				return Season{Guild: guild, Number: s.Number + 1, Start: s.Ended, Channel: s.Channel}
			}
		}
	}
	return Season{Guild: guild, Number: 1}
}

// bucket is a top-level bucket's sub-bucket of guild, or nil.
func bucket(tx *bolt.Tx, top []byte, guild string) *bolt.Bucket {
	if t := tx.Bucket(top); t != nil {
		return t.Bucket([]byte(guild))
	}
	return nil
}

// guildBucket is a top-level bucket's sub-bucket of guild, made if need be.
func guildBucket(tx *bolt.Tx, top []byte, guild string) (*bolt.Bucket, error) {
	t, err := tx.CreateBucketIfNotExists(top)
	if err != nil {
		return nil, err
	}
	return t.CreateBucketIfNotExists([]byte(guild))
}

func putSeason(tx *bolt.Tx, s Season) error {
	b, err := guildBucket(tx, bucketSeasons, s.Guild)
	if err != nil {
		return err
	}
	return putJSON(b, seasonKey(s.Number), s)
}

// hasRatedGames reports whether guild's current season rated any game.
func hasRatedGames(tx *bolt.Tx, guild string) bool {
	b := bucket(tx, bucketRatings, guild)
	if b == nil {
		return false
	}
	found := false
	_ = b.ForEach(func(game, _ []byte) error {
		for _, p := range loadStandings(b, string(game)) {
			found = found || p.Games > 0
		}
		return nil
	})
	return found
}

// CurrentSeason returns guild's current season.
func (s *Store) CurrentSeason(guild string) (Season, error) {
	var out Season
	err := s.view(func(tx *bolt.Tx) error { out = currentSeason(tx, guild); return nil })
	return out, err
}

// Seasons returns guild's seasons, the first first, the current last.
func (s *Store) Seasons(guild string) ([]Season, error) {
	var out []Season
	err := s.view(func(tx *bolt.Tx) error {
		if b := bucket(tx, bucketSeasons, guild); b != nil {
			if err := b.ForEach(func(k, v []byte) error {
				var s Season
				if decodeJSON(b, k, v, &s) == nil {
					out = append(out, s)
				}
				return nil
			}); err != nil {
				return err
			}
		}
		if len(out) == 0 || !out[len(out)-1].Ended.IsZero() {
			out = append(out, currentSeason(tx, guild))
		}
		return nil
	})
	return out, err
}

// StartSeason begins a season of days (0: open-ended) in guild, told in
// channel, by user by. A current season with rated games ends first, as
// /season end ends it, and is returned; one without any is replaced, so
// no season is kept empty. A timed season still running is not ended:
// ErrSeasonRunning (its organisers end it first, on purpose).
func (s *Store) StartSeason(guild, channel, by string, days int) (Season, *SeasonEnd, error) {
	var started Season
	var ended *SeasonEnd
	err := s.db.Update(func(tx *bolt.Tx) error {
		now := s.now()
		cur := currentSeason(tx, guild)
		if ends := cur.Ends(); !ends.IsZero() && now.Before(ends) && hasRatedGames(tx, guild) {
			return ErrSeasonRunning
		}
		started = Season{Guild: guild, Number: cur.Number, Start: now, Days: days, Channel: channel, By: by}
		if hasRatedGames(tx, guild) {
			end, err := endSeason(tx, cur, now, started)
			if err != nil {
				return err
			}
			ended, started = &end, end.Next
		}
		return putSeason(tx, started)
	})
	return started, ended, err
}

// EndSeason ends guild's current season now: its champions are crowned
// and an open-ended season begins, from the carried ratings.
// ErrSeasonEmpty when it rated no game: there is nothing to end.
func (s *Store) EndSeason(guild string) (SeasonEnd, error) {
	var out SeasonEnd
	err := s.db.Update(func(tx *bolt.Tx) error {
		cur := currentSeason(tx, guild)
		if !hasRatedGames(tx, guild) {
			return ErrSeasonEmpty
		}
		now := s.now()
		var err error
		out, err = endSeason(tx, cur, now, Season{Guild: guild, Start: now, Channel: cur.Channel})
		return err
	})
	return out, err
}

// EndDueSeasons ends every timed season whose length ran out by now, and
// begins the next with the same length from the moment the last one ran
// out, so a 30-day cycle does not drift with the upkeep's hour. A season
// that rated no game starts again under its number instead, unannounced.
func (s *Store) EndDueSeasons(now time.Time) ([]SeasonEnd, error) {
	// Looked for in a read first: the bot asks every minute, and a write
	// that changes nothing still costs a commit.
	due := false
	if err := s.view(func(tx *bolt.Tx) error {
		top := tx.Bucket(bucketSeasons)
		if top == nil {
			return nil
		}
		return top.ForEachBucket(func(g []byte) error {
			ends := currentSeason(tx, string(g)).Ends()
			due = due || (!ends.IsZero() && !now.Before(ends))
			return nil
		})
	}); err != nil || !due {
		return nil, err
	}
	var out []SeasonEnd
	err := s.db.Update(func(tx *bolt.Tx) error {
		top := tx.Bucket(bucketSeasons)
		if top == nil {
			return nil
		}
		var guilds []string
		if err := top.ForEachBucket(func(g []byte) error { guilds = append(guilds, string(g)); return nil }); err != nil {
			return err
		}
		for _, g := range guilds {
			for {
				cur := currentSeason(tx, g)
				ends := cur.Ends()
				if ends.IsZero() || now.Before(ends) {
					break
				}
				next := cur
				next.Start, next.By = ends, ""
				if !hasRatedGames(tx, g) {
					if err := putSeason(tx, next); err != nil {
						return err
					}
					continue
				}
				end, err := endSeason(tx, cur, ends, next)
				if err != nil {
					return err
				}
				out = append(out, end)
			}
		}
		return nil
	})
	return out, err
}

// endSeason ends cur at at in tx: its standings are kept, its champions
// honoured, and next (its number set here) begins from carried ratings.
func endSeason(tx *bolt.Tx, cur Season, at time.Time, next Season) (SeasonEnd, error) {
	champions, err := closeRatings(tx, cur.Guild, cur.Number, at)
	if err != nil {
		return SeasonEnd{}, err
	}
	for _, h := range champions {
		if err := addHonour(tx, h); err != nil {
			return SeasonEnd{}, err
		}
	}
	cur.Ended = at
	next.Number = cur.Number + 1
	if err := putSeason(tx, cur); err != nil {
		return SeasonEnd{}, err
	}
	if err := putSeason(tx, next); err != nil {
		return SeasonEnd{}, err
	}
	return SeasonEnd{Ended: cur, Next: next, Champions: champions}, nil
}

// seasonEnds are guild's ended seasons as points in its rated history:
// RebuildRatings closes each season's ratings again where it ended.
func seasonEnds(tx *bolt.Tx, guild string) []Season {
	var out []Season
	if b := bucket(tx, bucketSeasons, guild); b != nil {
		_ = b.ForEach(func(k, v []byte) error {
			var s Season
			if decodeJSON(b, k, v, &s) == nil && !s.Ended.IsZero() {
				out = append(out, s)
			}
			return nil
		})
	}
	return slices.DeleteFunc(out, func(s Season) bool { return s.Number <= 0 })
}
