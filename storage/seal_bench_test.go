package storage

import (
	"bytes"
	"path/filepath"
	"testing"
)

// BenchmarkSealing is the cost of a sealed store beside a plain one: a
// move committed (a log entry and a table record with a 4 KB snapshot,
// then bbolt's fsync) and a table read.
//
//	go test -run '^$' -bench Sealing -benchmem ./storage/
func BenchmarkSealing(b *testing.B) {
	for _, sealed := range []bool{false, true} {
		name := "plain"
		if sealed {
			name = "sealed"
		}
		var key []byte
		if sealed {
			key = bytes.Repeat([]byte{3}, KeySize)
		}
		s, err := openWithin(filepath.Join(b.TempDir(), "deckhand.db"), lockWait, key)
		if err != nil {
			b.Fatal(err)
		}
		tb := &Table{GuildID: "g1", ChannelID: "c1", Game: "rummy", Phase: Playing,
			Seats:    []Seat{{UserID: "111111111111111111", Name: "Ann"}, {UserID: "222222222222222222", Name: "Bob"}},
			Snapshot: bytes.Repeat([]byte("x"), 4096)}
		if err := s.Create(tb); err != nil {
			b.Fatal(err)
		}
		b.Run(name+"/commit", func(b *testing.B) {
			for b.Loop() {
				if err := s.Commit(tb, Move{Seat: 0, Prompt: "p", Choices: []string{"o"}, UserID: "111111111111111111", By: ByPlayer}, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/read", func(b *testing.B) {
			for b.Loop() {
				if _, err := s.Table(tb.ID); err != nil {
					b.Fatal(err)
				}
			}
		})
		s.Close()
	}
}
