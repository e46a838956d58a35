package bot

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
)

// titledScene is a game whose board picture shows title.
type titledScene struct {
	*picktest.State
	title string
}

func (s titledScene) Scene(int) games.Scene {
	return games.Scene{Title: s.title, Areas: []games.Area{{Seat: -1, Zones: []games.Zone{{Name: "Picks", Cards: []games.Card{games.StandardCard("10♥", "")}}}}}}
}

// Not parallel: it holds every drawing slot of the bot.
func TestABoardThatChangesWhileItsPictureWaitsForADrawingSlotGoesOutOnceShowingTheNewerBoard(t *testing.T) {
	var mu sync.Mutex
	var edits []string // the bodies of the board's edits
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if r.Method == http.MethodPatch && strings.HasSuffix(r.URL.Path, "/messages/42") {
			mu.Lock()
			edits = append(edits, string(body))
			mu.Unlock()
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id": "42", "channel_id": "`+testChannel+`"}`)
	}))
	defer srv.Close()
	b, tb := playingWith(t, Config{Token: "t", BaseURL: srv.URL + "/"}, ann, bob)
	pick := tb.state.(*picktest.State)
	var before takenScene
	tb.do(func() {
		tb.state, tb.rec.BoardID = titledScene{pick, "Before"}, "42"
		before = b.out.takeScene(tb, -1)
	})

	release := holdDrawingSlots()
	tb.do(func() { b.rt.refreshBoard(tb) })
	require.Eventually(t, func() bool { // the board's picture waits for a slot
		return drawing.Waiting() == 1
	}, 10*time.Second, time.Millisecond)
	// The table changes meanwhile, and asks for its board again.
	tb.do(func() {
		tb.state = titledScene{pick, "After"}
		tb.changes++
		b.rt.refreshBoard(tb)
	})
	release()
	require.Eventually(t, func() bool {
		b.out.mu.Lock()
		defer b.out.mu.Unlock()
		_, running := b.out.boards[tb.rec.ID]
		return !running
	}, 10*time.Second, time.Millisecond)

	var after takenScene
	tb.do(func() { after = b.out.takeScene(tb, -1) })
	mu.Lock()
	defer mu.Unlock()
	require.Equal(t, 1, len(edits), "one edit, of the board as it is now")
	assert.Contains(t, edits[0], `filename="board.png"`)
	assert.Contains(t, edits[0], `"description":"After.`, "its picture's alt text says the newer scene")
	_, _, drawn := b.out.drawn.get(before.sum)
	assert.False(t, drawn, "the picture of a board already changed is not drawn")
	_, _, drawn = b.out.drawn.get(after.sum)
	assert.True(t, drawn)
}
