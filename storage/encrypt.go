package storage

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// ErrSealedAlready: Encrypt was asked to seal a file that is sealed.
var ErrSealedAlready = errors.New("the database is already encrypted")

// encryptBatch bounds the bytes one transaction of Encrypt writes: bbolt
// keeps a transaction's pages in memory until it commits, and a copy of
// a large file in one transaction would hold all of it.
const encryptBatch = 32 << 20

// Encrypt seals the database at path, written without a key, with key:
// it writes a sealed copy beside it (path + ".sealing"), opens the copy
// with the key to check it, and renames it over path. The file is never
// changed in place, so a failure at any point leaves it as it was; and
// the copy holds only sealed values, where sealing in place would leave
// the plain ones in the pages bbolt frees. Deckhand must be stopped: the
// file is opened read-only, which another Deckhand's lock refuses
// (ErrLocked). Old forfeits' keys, which named the member who left, are
// made again without them.
func Encrypt(path string, key []byte) error {
	seal, err := newSealer(key)
	if err != nil {
		return err
	}
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("storage: encrypt: %w", err)
	}
	src, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: lockWait, ReadOnly: true})
	if errors.Is(err, bolterrors.ErrTimeout) {
		return fmt.Errorf("storage: encrypt %s: %w", path, ErrLocked)
	}
	if err != nil {
		return fmt.Errorf("storage: encrypt %s: %w", path, err)
	}
	tmp := path + ".sealing"
	os.Remove(tmp) // a copy an interrupted run left
	err = sealCopy(src, tmp, seal)
	src.Close()
	if err == nil {
		var s *Store
		if s, err = OpenSealed(tmp, key); err == nil {
			err = s.Close()
		}
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("storage: encrypt %s: %w", path, err)
	}
	return syncDir(filepath.Dir(path))
}

// sealCopy writes every bucket and value of src into a new file at dst,
// the values sealed.
func sealCopy(src *bolt.DB, dst string, seal *sealer) error {
	out, err := bolt.Open(dst, 0o600, &bolt.Options{Timeout: lockWait})
	if err != nil {
		return err
	}
	w := &copier{db: out, seal: seal}
	err = src.View(func(tx *bolt.Tx) error {
		meta := tx.Bucket(bucketMeta)
		if meta == nil {
			return errors.New("not a Deckhand database (no meta bucket)")
		}
		if meta.Get(keyCheck) != nil {
			return ErrSealedAlready
		}
		if v := meta.Get(keySchema); v != nil {
			if n, err := strconv.Atoi(string(v)); err != nil || n != SchemaVersion {
				return fmt.Errorf("schema %q, this build reads %d", v, SchemaVersion)
			}
		}
		return tx.ForEach(func(name []byte, b *bolt.Bucket) error {
			if string(name) == string(bucketHistoryBy) {
				// Its keys name members, which a sealed store names by
				// digest: the sealed copy indexes its history anew at
				// its first open (indexHistory).
				return nil
			}
			return w.bucket([][]byte{name}, b)
		})
	})
	if err == nil {
		err = w.put([][]byte{bucketMeta}, keyCheck, seal.seal(keyCheck, checkText))
	}
	if err == nil {
		err = w.commit()
	} else if w.tx != nil {
		w.tx.Rollback()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// copier writes into a new file in transactions of at most encryptBatch
// bytes.
type copier struct {
	db      *bolt.DB
	seal    *sealer
	tx      *bolt.Tx
	written int
}

// bucket copies b, at path, and its nested buckets.
func (w *copier) bucket(path [][]byte, b *bolt.Bucket) error {
	forfeits := len(path) == 2 && string(path[0]) == string(bucketForfeits)
	var n uint64
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		if v == nil {
			if err := w.bucket(append(path[:len(path):len(path)], k), b.Bucket(k)); err != nil {
				return err
			}
			continue
		}
		plain := len(path) == 1 && string(path[0]) == string(bucketMeta)
		if forfeits {
			var f Forfeit
			if err := unmarshal(v, &f); err != nil {
				return fmt.Errorf("forfeit %x: %w", k, err)
			}
			n++
			k = forfeitKey(f, n)
		}
		if !plain && len(v) > 0 {
			v = w.seal.seal(k, v)
		}
		if err := w.put(path, k, v); err != nil {
			return err
		}
	}
	seq := b.Sequence()
	if forfeits {
		seq = max(seq, n)
	}
	if seq == 0 {
		return nil
	}
	dst, err := w.at(path)
	if err != nil {
		return err
	}
	return dst.SetSequence(seq)
}

// at is the bucket at path in the current transaction, made where it is
// missing; it begins a transaction when none is open.
func (w *copier) at(path [][]byte) (*bolt.Bucket, error) {
	if w.tx == nil {
		tx, err := w.db.Begin(true)
		if err != nil {
			return nil, err
		}
		w.tx, w.written = tx, 0
	}
	b, err := w.tx.CreateBucketIfNotExists(path[0])
	for _, name := range path[1:] {
		if err != nil {
			break
		}
		b, err = b.CreateBucketIfNotExists(name)
	}
	return b, err
}

// put writes k and v, already sealed (or plain: meta), into the bucket
// at path, committing once the transaction holds encryptBatch bytes.
func (w *copier) put(path [][]byte, k, v []byte) error {
	b, err := w.at(path)
	if err != nil {
		return err
	}
	if err := b.Put(k, v); err != nil {
		return err
	}
	w.written += len(k) + len(v)
	if w.written >= encryptBatch {
		return w.commit()
	}
	return nil
}

func (w *copier) commit() error {
	if w.tx == nil {
		return nil
	}
	err := w.tx.Commit()
	w.tx = nil
	return err
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
