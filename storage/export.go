package storage

import (
	"slices"
	"time"

	"github.com/deckhand/deckhand/storage/rating"
	bolt "go.etcd.io/bbolt"
)

// MemberData is everything the store keeps that names one member, as
// /privacy export hands it to them: what Forget erases.
type MemberData struct {
	UserID string
	// Names are the display names their seats were given, as they were
	// when they sat down.
	Names []string
	// Tables are the tables kept that they sat at, or left to a CPU.
	Tables []MemberTable
	// History are the finished (or ended early) games they played, as
	// each server's list keeps them.
	History []History
	// Stats are their totals by server id, and Ratings their standings
	// by server id and game.
	Stats   map[string]PlayerStats
	Ratings map[string]map[string]Standing
	// Forfeits are the rated games they left, or that others left
	// against them.
	Forfeits []Forfeit
	// PastRatings are their standings in past seasons' tables, by server
	// id and "season <number>/<game>"; Carried the ratings they start the
	// current season from, by server id and game; Honours their titles.
	PastRatings map[string]map[string]Standing      `json:",omitempty"`
	Carried     map[string]map[string]rating.Rating `json:",omitempty"`
	Honours     []Honour                            `json:",omitempty"`
	// Tournaments are the tournaments they entered.
	Tournaments []MemberTournament `json:",omitempty"`
}

// MemberTable is one table as it concerns the member: where and what,
// their seat, and the answers they gave.
type MemberTable struct {
	ID, GuildID, ChannelID, Game string
	Phase                        Phase
	Seat                         int // -1: they left it to a CPU
	Host                         bool
	Created, Updated             time.Time
	Answers                      []Move
}

// MemberData reads what the store keeps about userID.
func (s *Store) MemberData(userID string) (MemberData, error) {
	d := MemberData{UserID: userID, Stats: map[string]PlayerStats{}, Ratings: map[string]map[string]Standing{}}
	f := forgetting{id: userID, mention: "<@" + userID + ">"}
	names := map[string]bool{}
	name := func(seats []Seat) {
		for _, seat := range seats {
			if !seat.CPU && seat.UserID == userID && !names[seat.Name] {
				names[seat.Name] = true
				d.Names = append(d.Names, seat.Name)
			}
		}
	}
	err := s.view(func(tx *bolt.Tx) error {
		tables := tx.Bucket(bucketTables)
		if err := tables.ForEach(func(k, v []byte) error {
			var t, probe Table
			if decodeJSON(tables, k, v, &t) != nil || decodeJSON(tables, k, v, &probe) != nil {
				return nil
			}
			seat := t.SeatOf(userID)
			if seat < 0 && !f.table(&probe) { // a CPU seat that took theirs, their lines
				return nil
			}
			name(t.Seats)
			mt := MemberTable{ID: t.ID, GuildID: t.GuildID, ChannelID: t.ChannelID, Game: t.Game, Phase: t.Phase,
				Seat: seat, Host: t.Host == userID, Created: t.Created, Updated: t.Updated}
			if logs := tx.Bucket(bucketLogs).Bucket(k); logs != nil {
				if err := logs.ForEach(func(k, v []byte) error {
					var m Move
					if decodeJSON(logs, k, v, &m) == nil && m.UserID == userID {
						mt.Answers = append(mt.Answers, m)
					}
					return nil
				}); err != nil {
					return err
				}
			}
			d.Tables = append(d.Tables, mt)
			return nil
		}); err != nil {
			return err
		}
		if err := eachGuild(tx, bucketHistory, func(b *bolt.Bucket) error {
			return b.ForEach(func(k, v []byte) error {
				var e History
				if decodeJSON(b, k, v, &e) != nil {
					return nil
				}
				if f.seats(slices.Clone(e.Seats)) {
					name(e.Seats)
					d.History = append(d.History, e)
				}
				return nil
			})
		}); err != nil {
			return err
		}
		stats := tx.Bucket(bucketStats)
		if err := stats.ForEach(func(g, v []byte) error {
			var st Stats
			if decodeJSON(stats, g, v, &st) == nil && st.Players[userID] != nil {
				d.Stats[string(g)] = *st.Players[userID]
			}
			return nil
		}); err != nil {
			return err
		}
		ratings := tx.Bucket(bucketRatings)
		if err := ratings.ForEachBucket(func(g []byte) error {
			b := ratings.Bucket(g)
			return b.ForEach(func(game, _ []byte) error {
				if p := loadStandings(b, string(game))[userID]; p != nil {
					if d.Ratings[string(g)] == nil {
						d.Ratings[string(g)] = map[string]Standing{}
					}
					d.Ratings[string(g)][string(game)] = *p
				}
				return nil
			})
		}); err != nil {
			return err
		}
		if err := seasonData(tx, &d); err != nil {
			return err
		}
		if err := tournamentData(tx, &d); err != nil {
			return err
		}
		return eachGuild(tx, bucketForfeits, func(b *bolt.Bucket) error {
			return b.ForEach(func(k, v []byte) error {
				var ff Forfeit
				if decodeJSON(b, k, v, &ff) == nil && (ff.UserID == userID || slices.Contains(ff.Against, userID)) {
					d.Forfeits = append(d.Forfeits, ff)
				}
				return nil
			})
		})
	})
	return d, err
}
