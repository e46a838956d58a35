package render

import (
	"strings"
	"testing"
	"time"

	"github.com/deckhand/deckhand/storage"
)

func TestOneFinishedGameIsCountedAsOneGame(t *testing.T) {
	h := []storage.History{{TableID: "t1", Game: "rummy", Seats: []storage.Seat{{UserID: "1"}, {UserID: "2"}}, Places: []int{1, 2}, At: time.Unix(1e9, 0)}}
	foot := pageText(History(h, 0, 10, 1))
	if !strings.Contains(foot, "1 game ·") || strings.Contains(foot, "1 games") {
		t.Errorf("footer %q: one game is \"1 game\", not \"1 games\"", foot)
	}
}
