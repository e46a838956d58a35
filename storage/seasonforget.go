package storage

import (
	"encoding/json"
	"strings"

	bolt "go.etcd.io/bbolt"
)

// What the seasons keep of a member, for Forget and MemberData: their
// standing in each past season's table, the rating they carry into the
// current season, their honours, and the seasons they started.

// seasonsForget erases the member from every season's table, carried
// rating, honour and season record.
func (f *forgetting) seasonsForget(tx *bolt.Tx, _ *Forgotten) error {
	if tx.Bucket(bucketSeasonRatings) != nil {
		if err := eachGuild(tx, bucketSeasonRatings, func(b *bolt.Bucket) error {
			// A past table (standings) and a carry (ratings) are both maps
			// by member id.
			_, err := rewriteEach(b, func(_ []byte, m *map[string]json.RawMessage) bool {
				_, ok := (*m)[f.id]
				delete(*m, f.id)
				return ok
			}, nil)
			return err
		}); err != nil {
			return err
		}
	}
	if tx.Bucket(bucketHonours) != nil {
		if err := eachGuild(tx, bucketHonours, func(b *bolt.Bucket) error {
			var theirs [][]byte
			if err := b.ForEach(func(k, v []byte) error {
				var h Honour
				if decodeJSON(b, k, v, &h) == nil && h.User == f.id {
					theirs = append(theirs, append([]byte(nil), k...))
				}
				return nil
			}); err != nil {
				return err
			}
			for _, k := range theirs {
				if err := b.Delete(k); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			return err
		}
	}
	if tx.Bucket(bucketSeasons) == nil {
		return nil
	}
	return eachGuild(tx, bucketSeasons, func(b *bolt.Bucket) error {
		_, err := rewriteEach(b, func(_ []byte, s *Season) bool {
			if s.By != f.id {
				return false
			}
			s.By = ""
			return true
		}, nil)
		return err
	})
}

// seasonData adds to d what the seasons keep of d.UserID.
func seasonData(tx *bolt.Tx, d *MemberData) error {
	id := d.UserID
	if tx.Bucket(bucketSeasonRatings) != nil {
		if err := eachGuildNamed(tx, bucketSeasonRatings, func(g string, b *bolt.Bucket) error {
			return b.ForEach(func(k, v []byte) error {
				if game, ok := strings.CutPrefix(string(k), "carry/"); ok {
					var c carried
					if decodeJSON(b, k, v, &c) == nil {
						if r, ok := c[id]; ok {
							add(&d.Carried, g, game, r)
						}
					}
					return nil
				}
				var st standings
				if decodeJSON(b, k, v, &st) == nil && st[id] != nil {
					add(&d.PastRatings, g, "season "+string(k), *st[id])
				}
				return nil
			})
		}); err != nil {
			return err
		}
	}
	if tx.Bucket(bucketHonours) == nil {
		return nil
	}
	return eachGuild(tx, bucketHonours, func(b *bolt.Bucket) error {
		return b.ForEach(func(k, v []byte) error {
			var h Honour
			if decodeJSON(b, k, v, &h) == nil && h.User == id {
				d.Honours = append(d.Honours, h)
			}
			return nil
		})
	})
}

// add sets (*m)[guild][key] = v, making the maps it needs.
func add[V any](m *map[string]map[string]V, guild, key string, v V) {
	if *m == nil {
		*m = map[string]map[string]V{}
	}
	if (*m)[guild] == nil {
		(*m)[guild] = map[string]V{}
	}
	(*m)[guild][key] = v
}

// eachGuildNamed runs f on each guild's bucket in the top-level bucket
// name, with the guild's id.
func eachGuildNamed(tx *bolt.Tx, name []byte, f func(guild string, b *bolt.Bucket) error) error {
	top := tx.Bucket(name)
	return top.ForEachBucket(func(g []byte) error { return f(string(g), top.Bucket(g)) })
}
