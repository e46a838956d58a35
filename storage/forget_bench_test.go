package storage

import (
	"fmt"
	"path/filepath"
	"testing"

	bolt "go.etcd.io/bbolt"
)

// BenchmarkForget erases one member from a store of 2,000 finished
// games of 40 answers each, the member seated at one game in ten: the
// one write transaction that rewrites them, and the scrub of the pages
// it freed.
//
//	go test -run '^$' -bench Forget -benchtime 5x ./storage/
func BenchmarkForget(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		s, err := Open(filepath.Join(b.TempDir(), "deckhand.db"))
		if err != nil {
			b.Fatal(err)
		}
		s.db.NoSync = true // the set-up is not what is measured
		for i := range 2000 {
			who := fmt.Sprintf("%018d", 100000+i%50)
			if i%10 == 0 {
				who = "999999999999999999"
			}
			tb := &Table{GuildID: "g1", ChannelID: fmt.Sprint("c", i), Game: "rummy", Phase: Playing,
				Seats: []Seat{{UserID: who, Name: "p" + who}, {UserID: "888888888888888888", Name: "other"}}, Snapshot: make([]byte, 2000)}
			if err := s.Create(tb); err != nil {
				b.Fatal(err)
			}
			if err := s.writes.do(func(tx *bolt.Tx) error {
				logs, err := tx.Bucket(bucketLogs).CreateBucketIfNotExists([]byte(tb.ID))
				if err != nil {
					return err
				}
				for n := 1; n <= 40; n++ {
					if err := putJSON(logs, itob(uint64(n)), Move{N: n, Seat: n % 2, Prompt: "p", Choices: []string{"o"}, UserID: tb.Seats[n%2].UserID, By: ByPlayer}); err != nil {
						return err
					}
				}
				return nil
			}); err != nil {
				b.Fatal(err)
			}
			tb.Phase = Finished
			if err := s.Save(tb); err != nil {
				b.Fatal(err)
			}
		}
		s.db.NoSync = false
		b.StartTimer()
		got, err := s.Forget("999999999999999999")
		b.StopTimer()
		if err != nil || got.Tables != 200 || got.Moves != 200*20 {
			b.Fatal(got, err)
		}
		b.ReportMetric(float64(got.Scrubbed), "pages-zeroed/op")
		s.Close()
		b.StartTimer()
	}
}
