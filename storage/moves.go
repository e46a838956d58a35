package storage

import (
	"encoding/binary"

	bolt "go.etcd.io/bbolt"
)

// MovesFrom returns the answers of a table's log after the first after
// of them, up to and including the upto-th (upto < 0: to the end), in
// order. It reads only those: what looks back on a long game asks for a
// few answers at a time, and decoding a whole 9,000-answer log for each
// would cost more than the answers it needs.
func (s *Store) MovesFrom(id string, after, upto int) ([]Move, error) {
	var out []Move
	err := s.view(func(tx *bolt.Tx) error {
		logs := tx.Bucket(bucketLogs).Bucket([]byte(id))
		if logs == nil {
			return nil
		}
		c := logs.Cursor()
		for k, v := c.Seek(itob(uint64(after + 1))); k != nil; k, v = c.Next() {
			if upto >= 0 && binary.BigEndian.Uint64(k) > uint64(upto) {
				break
			}
			var m Move
			if err := decodeJSON(logs, k, v, &m); err != nil {
				return &DamagedMoveError{Table: id, At: int(binary.BigEndian.Uint64(k)), Err: err}
			}
			out = append(out, m)
		}
		return nil
	})
	return out, err
}
