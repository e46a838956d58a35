package storage

import (
	"encoding/json"

	bolt "go.etcd.io/bbolt"
)

// Outcome is how a finished table ended, for the guild's stats.
type Outcome struct {
	Winners []string // user ids ranked first (CPUs are not counted)
	Players []string // every human player's user id
}

// Stats are one guild's totals.
type Stats struct {
	Games   map[string]int            // finished games per game slug
	Players map[string]*PlayerStats   // per user id
	ByGame  map[string]map[string]int // game slug -> user id -> wins
}

// PlayerStats are one player's totals in a guild.
type PlayerStats struct {
	Played int
	Won    int
}

func addOutcome(tx *bolt.Tx, t *Table, o Outcome) error {
	b := tx.Bucket(bucketStats)
	st := Stats{}
	if data := b.Get([]byte(t.GuildID)); data != nil {
		if err := json.Unmarshal(data, &st); err != nil {
			// Stats are derived data: a broken record restarts them
			// rather than losing the move being committed.
			st = Stats{}
		}
	}
	if st.Games == nil {
		st.Games = map[string]int{}
	}
	if st.Players == nil {
		st.Players = map[string]*PlayerStats{}
	}
	if st.ByGame == nil {
		st.ByGame = map[string]map[string]int{}
	}
	st.Games[t.Game]++
	for _, p := range o.Players {
		if st.Players[p] == nil {
			st.Players[p] = &PlayerStats{}
		}
		st.Players[p].Played++
	}
	for _, w := range o.Winners {
		if st.Players[w] == nil {
			st.Players[w] = &PlayerStats{}
		}
		st.Players[w].Won++
		if st.ByGame[t.Game] == nil {
			st.ByGame[t.Game] = map[string]int{}
		}
		st.ByGame[t.Game][w]++
	}
	return putJSON(b, []byte(t.GuildID), st)
}

// GuildStats returns a guild's stats (empty when it has none).
func (s *Store) GuildStats(guildID string) (Stats, error) {
	var st Stats
	err := s.db.View(func(tx *bolt.Tx) error {
		data := tx.Bucket(bucketStats).Get([]byte(guildID))
		if data == nil {
			return nil
		}
		return json.Unmarshal(data, &st)
	})
	return st, err
}
