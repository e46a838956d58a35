package storage

import (
	"encoding/json"
	"time"

	bolt "go.etcd.io/bbolt"
)

// MemberTournament is a tournament whose record names the member, for
// their data export. The record's data is the bot's encoding, which
// storage keeps opaque: Entry is what the tournament keeps of the
// member, filled by the bot that reads it (its entrant record and
// results); the rest of the record names other members and stays out.
type MemberTournament struct {
	ID, GuildID      string
	Open             bool
	Created, Updated time.Time
	Entry            json.RawMessage `json:",omitempty"`
	// Data is the record's data, for the bot to read Entry from; it is
	// never exported.
	Data json.RawMessage `json:"-"`
}

// tournamentData adds to d the tournaments whose record holds d.UserID
// anywhere in its data (as Forget finds them: tournamentforget.go).
func tournamentData(tx *bolt.Tx, d *MemberData) error {
	records := tx.Bucket(bucketTournaments)
	if records == nil {
		return nil
	}
	return records.ForEach(func(k, v []byte) error {
		var t Tournament
		if decodeJSON(records, k, v, &t) != nil || len(t.Data) == 0 {
			return nil
		}
		var data any
		if json.Unmarshal(t.Data, &data) != nil {
			return nil
		}
		changed := false
		forgetIn(data, d.UserID, "", &changed)
		if changed {
			d.Tournaments = append(d.Tournaments, MemberTournament{ID: t.ID, GuildID: t.GuildID, Open: t.Open, Created: t.Created, Updated: t.Updated, Data: t.Data})
		}
		return nil
	})
}
