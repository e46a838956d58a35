package storage

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	bolt "go.etcd.io/bbolt"
)

// tournaments rewrites every tournament record that names the member.
// Its data is the bot's and opaque here, but it is JSON: wherever it
// holds the member's id, the id becomes a stand-in of its own (so that
// pairings and results that name them still tell them apart from every
// other player), and an object whose ID is theirs has its Name become
// FormerPlayer, as a seat does.
func (f *forgetting) tournaments(tx *bolt.Tx, _ *Forgotten) error {
	records := tx.Bucket(bucketTournaments)
	if records == nil {
		return nil
	}
	sum := sha256.Sum256([]byte(f.id))
	standIn := "former-" + hex.EncodeToString(sum[:6])
	_, err := rewriteEach(records, func(_ []byte, t *Tournament) bool {
		if len(t.Data) == 0 {
			return false
		}
		var data any
		if json.Unmarshal(t.Data, &data) != nil {
			return false
		}
		changed := false
		data = forgetIn(data, f.id, standIn, &changed)
		if !changed {
			return false
		}
		out, err := json.Marshal(data)
		if err != nil {
			return false
		}
		t.Data = out
		return true
	}, nil)
	return err
}

// forgetIn is v with every string id replaced by standIn, and the Name
// of every object whose ID is id replaced by FormerPlayer.
func forgetIn(v any, id, standIn string, changed *bool) any {
	switch x := v.(type) {
	case string:
		if x == id {
			*changed = true
			return standIn
		}
	case []any:
		for i := range x {
			x[i] = forgetIn(x[i], id, standIn, changed)
		}
	case map[string]any:
		if x["ID"] == id {
			if _, ok := x["Name"]; ok {
				x["Name"], *changed = FormerPlayer, true
			}
		}
		for k, e := range x {
			x[k] = forgetIn(e, id, standIn, changed)
		}
	}
	return v
}
