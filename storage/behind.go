package storage

import bolt "go.etcd.io/bbolt"

// bucketBehind holds the ids of the tables whose board had a change not
// yet shown when the bot closed: the bot closes at once rather than wait
// behind Discord's rate limit for every board, and the next start edits
// these boards, finished games' included.
var bucketBehind = []byte("boardsBehind")

// MarkBoardsBehind records tables whose board is behind its game, in one
// transaction.
func (s *Store) MarkBoardsBehind(ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketBehind)
		for _, id := range ids {
			if err := b.Put([]byte(id), nil); err != nil {
				return err
			}
		}
		return nil
	})
}

// TakeBoardsBehind returns the tables MarkBoardsBehind recorded and
// forgets them, in one transaction: the caller is to bring their boards
// up to date.
func (s *Store) TakeBoardsBehind() ([]string, error) {
	var ids []string
	err := s.db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketBehind)
		if err := b.ForEach(func(k, _ []byte) error {
			ids = append(ids, string(k))
			return nil
		}); err != nil {
			return err
		}
		for _, id := range ids {
			if err := b.Delete([]byte(id)); err != nil {
				return err
			}
		}
		return nil
	})
	return ids, err
}
