package storage

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"

	bolt "go.etcd.io/bbolt"
)

// Encryption at rest: with a key, every value the store writes is sealed
// with AES-256-GCM before it reaches the file, each under a fresh random
// 12-byte nonce (stored before it), with the value's key as additional
// data, so a sealed value moved under another key no longer opens. A
// stolen file or backup then shows no card, name or member id: only its
// keys are plain, and no key holds one (table, channel and server ids,
// game slugs, days, times and counters; a forfeit's key names no member).
//
// The key travels with the bbolt handle, not with each call: every
// helper that reads or writes a value is handed a bucket, whose
// transaction names its database, and sealers maps that database to its
// key. The helpers (put, value, putJSON, getJSON) are therefore the only
// way values reach the file; a bucket's raw Get or Put would bypass the
// seal.
//
// An empty value (a set's member, as boardsBehind holds) carries nothing
// and stays empty.
//
// The meta bucket's schema stays plain, so that a build too old for a
// file refuses it before asking for a key; beside it a sealed check
// value tells a wrong key from a right one at open, before anything is
// written (keyCheck).

// KeySize is the length of a DECKHAND_DB_KEY: 32 bytes, AES-256.
const KeySize = 32

// keyCheck is the meta key of the sealed check value, and checkText what
// it seals.
var (
	keyCheck  = []byte("keycheck")
	checkText = []byte("deckhand sealed store")
)

// Errors of the key, told apart at open.
var (
	// ErrWrongKey: the file was sealed with another key.
	ErrWrongKey = errors.New("the database key does not open this database (DECKHAND_DB_KEY is not the key it was encrypted with)")
	// ErrKeyNeeded: the file is sealed and no key was given.
	ErrKeyNeeded = errors.New("the database is encrypted: set DECKHAND_DB_KEY to its key")
	// ErrNotSealed: a key was given for a file written without one.
	ErrNotSealed = errors.New("the database is not encrypted: encrypt it first with `deckhand -encrypt` (DECKHAND_DB_KEY set), or unset DECKHAND_DB_KEY")
)

// ParseKey reads a key as 64 hex digits or as the standard base64 of 32
// bytes (what `openssl rand -hex 32` or `openssl rand -base64 32`
// print). The error never repeats the key.
func ParseKey(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	if k, err := hex.DecodeString(s); err == nil && len(k) == KeySize {
		return k, nil
	}
	if k, err := base64.StdEncoding.DecodeString(s); err == nil && len(k) == KeySize {
		return k, nil
	}
	return nil, fmt.Errorf("storage: DECKHAND_DB_KEY must be %d bytes as 64 hex digits or base64 (openssl rand -base64 32); the one given is %d characters of neither", KeySize, len(s))
}

// sealer seals and opens values with one key, and names members in keys
// by a digest keyed by it (memberKey).
type sealer struct {
	aead cipher.AEAD
	mac  []byte // the key of member digests, derived from the store's key
}

func newSealer(key []byte) (*sealer, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("storage: a database key is %d bytes, not %d", KeySize, len(key))
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte("deckhand member keys"))
	return &sealer{aead: aead, mac: m.Sum(nil)}, nil
}

// memberKey is the key under which an index names a member: prefix and
// their id in a plain store; in a sealed one, prefix and a digest of the
// id keyed by the store's key, since keys are never sealed and no key of
// a sealed store may show a member's id. The digest is the same for the
// same member, so the index still finds their entries.
func memberKey(b *bolt.Bucket, prefix, id string) []byte {
	s := sealerOf(b)
	if s == nil {
		return []byte(prefix + id)
	}
	m := hmac.New(sha256.New, s.mac)
	m.Write([]byte(id))
	return append([]byte(prefix), m.Sum(nil)[:16]...)
}

func (s *sealer) seal(key, plain []byte) []byte {
	out := make([]byte, s.aead.NonceSize(), s.aead.NonceSize()+len(plain)+s.aead.Overhead())
	if _, err := rand.Read(out); err != nil {
		panic(err) // crypto/rand does not fail on the systems Go supports
	}
	return s.aead.Seal(out, out, plain, key)
}

func (s *sealer) open(key, sealed []byte) ([]byte, error) {
	n := s.aead.NonceSize()
	if len(sealed) < n+s.aead.Overhead() {
		return nil, errSealBroken
	}
	plain, err := s.aead.Open(nil, sealed[:n], sealed[n:], key)
	if err != nil {
		return nil, errSealBroken
	}
	return plain, nil
}

var errSealBroken = errors.New("storage: a sealed value does not open (damaged, or moved from another key)")

// sealers maps each open database to its sealer; a database without a
// key has none.
var sealers sync.Map // *bolt.DB -> *sealer

func sealerOf(b *bolt.Bucket) *sealer {
	if s, ok := sealers.Load(b.Tx().DB()); ok {
		return s.(*sealer)
	}
	return nil
}

// put writes v under k in b, sealed when the store has a key.
func put(b *bolt.Bucket, k, v []byte) error {
	if s := sealerOf(b); s != nil && len(v) > 0 {
		v = s.seal(k, v)
	}
	return b.Put(k, v)
}

// value is v, read under k in b, opened when the store has a key. The
// result may be v itself: it is valid for the transaction only.
func value(b *bolt.Bucket, k, v []byte) ([]byte, error) {
	if s := sealerOf(b); s != nil && len(v) > 0 {
		return s.open(k, v)
	}
	return v, nil
}

// get reads the value under k in b, opened; nil when there is none.
func get(b *bolt.Bucket, k []byte) ([]byte, error) {
	v := b.Get(k)
	if v == nil {
		return nil, nil
	}
	return value(b, k, v)
}

// getJSON decodes the value under k in b into v; found is false when
// there is none.
func getJSON(b *bolt.Bucket, k []byte, v any) (found bool, err error) {
	data, err := get(b, k)
	if data == nil || err != nil {
		return false, err
	}
	return true, unmarshal(data, v)
}

// decodeJSON decodes v, read under k in b, into out.
func decodeJSON(b *bolt.Bucket, k, v []byte, out any) error {
	data, err := value(b, k, v)
	if err != nil {
		return err
	}
	return unmarshal(data, out)
}
