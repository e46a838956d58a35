package storage

import (
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/deckhand/deckhand/games"
)

// Outcome is how a finished table ended: every seat's finishing place
// (1 is first; equal places tie), by seat, and the result in a line.
// Storage reads who sat where from the table's seats; CPU seats are
// never counted in stats or ratings.
type Outcome struct {
	Places  []int
	Summary string
	// SummaryMsg is Summary as data, from a game whose words are in
	// catalogs: what history keeps to say in each reader's language.
	SummaryMsg games.Text
}

// Stats are one guild's totals.
type Stats struct {
	Games   map[string]int            // finished games per game slug
	Players map[string]*PlayerStats   // per user id
	ByGame  map[string]map[string]int // game slug -> user id -> wins
}

// PlayerStats are one player's totals in a guild. A player placed first
// alone won; placed first with others, drew.
type PlayerStats struct {
	Played int
	Won    int
	Drawn  int
}

// verdict says how seat fared: won (first alone), drew (first with
// others) or neither.
func (o Outcome) verdict(seat int) (won, drew bool) {
	if seat >= len(o.Places) || o.Places[seat] != 1 {
		return false, false
	}
	firsts := 0
	for _, p := range o.Places {
		if p == 1 {
			firsts++
		}
	}
	return firsts == 1, firsts > 1
}

func addOutcome(tx *bolt.Tx, t *Table, o Outcome, at time.Time) error {
	b := tx.Bucket(bucketStats)
	st := Stats{}
	if _, err := getJSON(b, []byte(t.GuildID), &st); err != nil {
		// Stats are derived data: a broken record restarts them
		// rather than losing the move being committed.
		st = Stats{}
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
	for i, seat := range t.Seats {
		if seat.CPU {
			continue
		}
		p := st.Players[seat.UserID]
		if p == nil {
			p = &PlayerStats{}
			st.Players[seat.UserID] = p
		}
		p.Played++
		won, drew := o.verdict(i)
		switch {
		case won:
			p.Won++
			if st.ByGame[t.Game] == nil {
				st.ByGame[t.Game] = map[string]int{}
			}
			st.ByGame[t.Game][seat.UserID]++
		case drew:
			p.Drawn++
		}
	}
	if err := putJSON(b, []byte(t.GuildID), st); err != nil {
		return err
	}
	e := historyEntry(t, o, at)
	if err := addHistory(tx, e); err != nil {
		return err
	}
	return rate(tx, e)
}

// GuildStats returns a guild's stats (empty when it has none).
func (s *Store) GuildStats(guildID string) (Stats, error) {
	var st Stats
	err := s.view(func(tx *bolt.Tx) error {
		_, err := getJSON(tx.Bucket(bucketStats), []byte(guildID), &st)
		return err
	})
	return st, err
}
