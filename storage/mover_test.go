package storage

import (
	"encoding/json"
	"testing"
)

// TestAMoveSavedBeforeTheMoverWasTypedReadsAsItWasWritten reads log
// entries in the words the log has always held and writes them back in
// the same words: typing the mover must not change a byte of the log.
func TestAMoveSavedBeforeTheMoverWasTypedReadsAsItWasWritten(t *testing.T) {
	t.Parallel()
	for word, want := range map[string]Mover{"player": ByPlayer, "cpu": ByCPU, "timer": ByTimer} {
		saved := `{"N":3,"Seat":1,"Prompt":"draw","Choices":["stock"],"UserID":"","By":"` + word + `","At":"2026-01-02T03:04:05Z"}`
		var m Move
		if err := json.Unmarshal([]byte(saved), &m); err != nil {
			t.Fatalf("a saved move no longer reads: %v", err)
		}
		if m.By != want {
			t.Errorf("a move saved as by %q reads as %q, want %q", word, m.By, want)
		}
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if string(out) != saved {
			t.Errorf("a move reads and writes back other bytes than the log holds:\n%s\n%s", saved, out)
		}
	}
}
