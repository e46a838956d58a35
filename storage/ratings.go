package storage

import (
	"bytes"
	"cmp"
	"maps"
	"slices"
	"time"

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
	if _, err := getJSON(b, []byte(game), &st); err != nil {
		return standings{} // derived data: RebuildRatings restores it
	}
	return st
}

// rate updates the standings of e's game with it, when it had at least
// two human players: every pair of them, as far as the day's bound on
// each member's games allows (MaxRatedPerPairPerDay). An unrated game
// moves nobody.
func rate(tx *bolt.Tx, e History) error {
	if e.Unrated {
		return nil
	}
	r := rated{guild: e.GuildID, game: e.Game, table: e.TableID, at: e.At, plays: func(int, int) bool { return true }}
	o := Outcome{Places: e.Places}
	for i, s := range e.Seats {
		if !s.CPU && s.UserID != "" && i < len(e.Places) { // "": a former player (forget.go)
			won, drew := o.verdict(i)
			r.ids, r.places = append(r.ids, s.UserID), append(r.places, e.Places[i])
			r.won, r.drew = append(r.won, won), append(r.drew, drew)
		}
	}
	if len(r.ids) < 2 {
		return nil
	}
	return ratePairs(tx, r)
}

// rated is one rated result: players ids at places, whether each won or
// drew it for their record, and which pairs of them played each other.
type rated struct {
	guild, game string
	table       string // a forfeit and the end of one table are one game
	at          time.Time
	ids         []string
	places      []int
	won, drew   []bool
	plays       func(i, j int) bool
}

// ratePairs rates r's pairs that played each other and whose players the
// day's bound still lets be rated, and counts the game against it for
// each member rated. A player with no
// such pair is not rated for it: their standing does not change.
func ratePairs(tx *bolt.Tx, r rated) error {
	b, err := tx.Bucket(bucketRatings).CreateBucketIfNotExists([]byte(r.guild))
	if err != nil {
		return err
	}
	day, err := loadPairDay(tx, r.guild, r.game, r.at)
	if err != nil {
		return err
	}
	n := len(r.ids)
	// who played whom, and who may be rated against them (pairdays.go)
	opponents := func(i int, pair func(j int) bool) []string {
		var out []string
		for j := range n {
			if j != i && pair(j) {
				out = append(out, r.ids[j])
			}
		}
		return out
	}
	may := make([]bool, n)
	for i := range n {
		opp := opponents(i, func(j int) bool { return r.plays(i, j) })
		may[i] = len(opp) > 0 && day.may(r.ids[i], r.table, opp)
	}
	counts := make([][]bool, n)
	for i := range counts {
		counts[i] = make([]bool, n)
		for j := range n {
			counts[i][j] = i != j && r.plays(i, j) && may[i] && may[j]
		}
	}
	for i := range n {
		if opp := opponents(i, func(j int) bool { return counts[i][j] }); len(opp) > 0 {
			day.add(r.ids[i], r.table, opp)
		}
	}
	if err := day.save(); err != nil {
		return err
	}
	st, carry := loadStandings(b, r.game), loadCarry(tx, r.guild, r.game)
	before := make([]rating.Rating, n)
	for i, id := range r.ids {
		if st[id] == nil {
			st[id] = &Standing{UserID: id, Rating: carry.of(id)}
		}
		before[i] = st[id].Rating
	}
	after := rating.Pairs(before, r.places, func(i, j int) bool { return counts[i][j] })
	for i, id := range r.ids {
		if !slices.Contains(counts[i], true) {
			if st[id].Games == 0 {
				delete(st, id) // never rated: not on the board at 1500
			}
			continue
		}
		p := st[id]
		p.Rating = after[i]
		p.Games++
		switch {
		case r.won[i]:
			p.Wins++
		case r.drew[i]:
			p.Draws++
		}
	}
	return putJSON(b, []byte(r.game), st)
}

// Leaderboard returns the n best-rated players of a game on a server,
// highest rating first.
func (s *Store) Leaderboard(guildID, game string, n int) ([]Standing, error) {
	var out []Standing
	err := s.view(func(tx *bolt.Tx) error {
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
	err := s.view(func(tx *bolt.Tx) error {
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

// RebuildRatings recomputes every rating from the history and the
// forfeits, oldest first, each season's closed where it ended, replacing
// what is stored: ratings are derived
// data, and this is how a damaged or changed rating record is put right.
func (s *Store) RebuildRatings() error {
	return s.db.Update(func(tx *bolt.Tx) error {
		for _, name := range [][]byte{bucketRatings, bucketPairDays} {
			if err := tx.DeleteBucket(name); err != nil {
				return err
			}
			if _, err := tx.CreateBucket(name); err != nil {
				return err
			}
		}
		if err := resetSeasonRatings(tx); err != nil {
			return err
		}
		guilds := map[string]bool{}
		for _, name := range [][]byte{bucketHistory, bucketForfeits} {
			if err := tx.Bucket(name).ForEachBucket(func(g []byte) error { guilds[string(g)] = true; return nil }); err != nil {
				return err
			}
		}
		for _, g := range slices.Sorted(maps.Keys(guilds)) {
			if err := rerate(tx, g); err != nil {
				return err
			}
		}
		return nil
	})
}

// rerate rates a guild's finished games and forfeits again in the order
// they happened: both are keyed by time first.
func rerate(tx *bolt.Tx, guild string) error {
	type entry struct {
		key  []byte
		rate func() error
	}
	var all []entry
	if b := tx.Bucket(bucketHistory).Bucket([]byte(guild)); b != nil {
		if err := b.ForEach(func(k, v []byte) error {
			var e History
			if decodeJSON(b, k, v, &e) == nil {
				all = append(all, entry{slices.Clone(k), func() error { return rate(tx, e) }})
			}
			return nil
		}); err != nil {
			return err
		}
	}
	if b := tx.Bucket(bucketForfeits).Bucket([]byte(guild)); b != nil {
		if err := b.ForEach(func(k, v []byte) error {
			var f Forfeit
			if decodeJSON(b, k, v, &f) == nil {
				all = append(all, entry{slices.Clone(k), func() error { return rateForfeit(tx, f) }})
			}
			return nil
		}); err != nil {
			return err
		}
	}
	for _, s := range seasonEnds(tx, guild) {
		all = append(all, entry{itob(uint64(s.Ended.UnixNano())), func() error {
			_, err := closeRatings(tx, guild, s.Number, s.Ended)
			return err
		}})
	}
	slices.SortStableFunc(all, func(a, b entry) int { return bytes.Compare(a.key, b.key) })
	for _, e := range all {
		if err := e.rate(); err != nil {
			return err
		}
	}
	return nil
}
