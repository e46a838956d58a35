package storage

import (
	"cmp"
	"encoding/json"
	"slices"

	"github.com/deckhand/deckhand/storage/rating"
	bolt "go.etcd.io/bbolt"
)

// Standing is one player's rating in one game on one server, with the
// rated games behind it. Only games with at least two human players are
// rated, and only between the humans: a CPU seat is left out, because
// its strength depends on its level and is not a server member's skill,
// and a rating earned against CPUs would say little about the server.
type Standing struct {
	UserID string
	rating.Rating
	Games int
	Wins  int
	Draws int
}

// standings are one game's standings on one server, by user id.
type standings map[string]*Standing

func loadStandings(b *bolt.Bucket, game string) standings {
	st := standings{}
	if data := b.Get([]byte(game)); data != nil {
		if json.Unmarshal(data, &st) != nil {
			return standings{} // derived data: RebuildRatings restores it
		}
	}
	return st
}

// rate updates the standings of e's game with it, when it had at least
// two human players.
func rate(tx *bolt.Tx, e History) error {
	var humans []int
	for i, s := range e.Seats {
		if !s.CPU && i < len(e.Places) {
			humans = append(humans, i)
		}
	}
	if len(humans) < 2 {
		return nil
	}
	b, err := tx.Bucket(bucketRatings).CreateBucketIfNotExists([]byte(e.GuildID))
	if err != nil {
		return err
	}
	st := loadStandings(b, e.Game)
	before := make([]rating.Rating, len(humans))
	places := make([]int, len(humans))
	for k, i := range humans {
		id := e.Seats[i].UserID
		if st[id] == nil {
			st[id] = &Standing{UserID: id, Rating: rating.New()}
		}
		before[k], places[k] = st[id].Rating, e.Places[i]
	}
	after := rating.Game(before, places)
	o := Outcome{Places: e.Places}
	for k, i := range humans {
		p := st[e.Seats[i].UserID]
		p.Rating = after[k]
		p.Games++
		switch won, drew := o.verdict(i); {
		case won:
			p.Wins++
		case drew:
			p.Draws++
		}
	}
	return putJSON(b, []byte(e.Game), st)
}

// Leaderboard returns the n best-rated players of a game on a server,
// highest rating first.
func (s *Store) Leaderboard(guildID, game string, n int) ([]Standing, error) {
	var out []Standing
	err := s.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketRatings).Bucket([]byte(guildID))
		if b == nil {
			return nil
		}
		for _, p := range loadStandings(b, game) {
			out = append(out, *p)
		}
		return nil
	})
	slices.SortFunc(out, func(a, b Standing) int {
		return cmp.Or(cmp.Compare(b.R, a.R), cmp.Compare(a.UserID, b.UserID))
	})
	if len(out) > n {
		out = out[:n]
	}
	return out, err
}

// PlayerStandings returns a player's standing in every game they are
// rated in on a server, by game slug.
func (s *Store) PlayerStandings(guildID, userID string) (map[string]Standing, error) {
	out := map[string]Standing{}
	err := s.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketRatings).Bucket([]byte(guildID))
		if b == nil {
			return nil
		}
		return b.ForEach(func(game, _ []byte) error {
			if p := loadStandings(b, string(game))[userID]; p != nil {
				out[string(game)] = *p
			}
			return nil
		})
	})
	return out, err
}

// RebuildRatings recomputes every rating from the history, oldest game
// first, replacing what is stored: ratings are derived data, and this
// is how a damaged or changed rating record is put right.
func (s *Store) RebuildRatings() error {
	return s.db.Update(func(tx *bolt.Tx) error {
		if err := tx.DeleteBucket(bucketRatings); err != nil {
			return err
		}
		if _, err := tx.CreateBucket(bucketRatings); err != nil {
			return err
		}
		return tx.Bucket(bucketHistory).ForEachBucket(func(guild []byte) error {
			return tx.Bucket(bucketHistory).Bucket(guild).ForEach(func(_, v []byte) error {
				var e History
				if json.Unmarshal(v, &e) != nil {
					return nil
				}
				return rate(tx, e)
			})
		})
	})
}
