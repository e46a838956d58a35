package bot

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/storage"
)

// replayPictures is a bot on a Discord that counts the replay pictures
// it is sent, and a click on a replay message of it.
func replayPictures(t *testing.T) (b *Bot, c *discord.Context, sent func() int) {
	var mu sync.Mutex
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if strings.Contains(string(body), `filename="`+replayPicture+`"`) {
			mu.Lock()
			n++
			mu.Unlock()
		}
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"id": "42", "channel_id": "1"}`)
	}))
	t.Cleanup(srv.Close)
	b, _ = playingWith(t, Config{Token: "t", BaseURL: srv.URL + "/"}, ann, bob)
	ix := &discordgo.Interaction{ID: "7", AppID: "8", Token: "tok", Type: discordgo.InteractionMessageComponent, GuildID: "g", Message: &discordgo.Message{ID: "42"}}
	c = &discord.Context{Session: b.session, Interaction: ix, User: &discordgo.User{ID: "1"}}
	// The step's text has answered the click (the replay message, 42):
	// its picture follows that answer.
	require.NoError(t, c.Update(discord.Message{Content: "Replay · step"}))
	return b, c, func() int {
		mu.Lock()
		defer mu.Unlock()
		return n
	}
}

// holdTheGate takes every slot of the drawing gate; the func it returns
// gives them back.
func holdTheGate() (release func()) {
	drawing.mu.Lock()
	n := drawing.free
	drawing.mu.Unlock()
	for range n {
		drawing.acquire(urgent)
	}
	return func() {
		for range n {
			drawing.release(0)
		}
	}
}

func replayed(t *testing.T) (*storage.Table, sceneState, discord.Message) {
	st, err := picktest.Game{}.New(gamesConfig(2))
	require.NoError(t, err)
	rec := &storage.Table{ID: "t1", GuildID: "g", Game: "pick", Seats: []storage.Seat{ann, bob}}
	step := render.ReplayStep{Rec: rec, Game: picktest.Game{}, State: st, Turns: []render.ReplayTurn{{}}, Picture: replayPicture}
	return rec, sceneState{st.(*picktest.State)}, render.Replay(step)
}

// Not parallel: these hold every slot of the bot's drawing gate, which
// the parallel tests do not use until the sequential ones are done.

func TestAReplayPictureIsDrawnUnderTheDrawingLimitLikeEveryPicture(t *testing.T) {
	b, c, sent := replayPictures(t)
	rec, st, m := replayed(t)
	release := holdTheGate()
	b.room.pictureReplay(c, rec, st, m)
	require.Eventually(t, drawing.congested, 5*time.Second, time.Millisecond,
		"the replay's picture waits for a drawing slot: 16 replay clicks at once must not take every core")
	assert.Zero(t, sent(), "nothing is drawn or sent while every slot is taken")
	release()
	require.NoError(t, b.Close())
	assert.Equal(t, 1, sent(), "the picture is drawn and sent once a slot is free")
}

func TestAReplayPictureMadeStaleByANewerClickIsNotDrawn(t *testing.T) {
	b, c, sent := replayPictures(t)
	rec, st, m := replayed(t)
	release := holdTheGate()
	b.room.lookback.shown.click(c)
	b.room.pictureReplay(c, rec, st, m)
	require.Eventually(t, drawing.congested, 5*time.Second, time.Millisecond)
	b.room.lookback.shown.click(c) // the owner clicks Next meanwhile
	release()
	require.NoError(t, b.Close()) // waits for the picture's work
	assert.Zero(t, sent(), "the step clicked past is not drawn: the newer step's picture follows")
}

func TestForgedAndHistoryClicksLeaveNoReplayMarkBehind(t *testing.T) {
	t.Parallel()
	var s replayShown
	clickOn := func(msg string) *discord.Context {
		ix := &discordgo.Interaction{Type: discordgo.InteractionMessageComponent, GuildID: "g", Message: &discordgo.Message{ID: msg}}
		return &discord.Context{Interaction: ix, User: &discordgo.User{ID: "1"}}
	}
	for i := range 10000 { // history pages and forged replay ids, each on a message of its own
		s.click(clickOn(fmt.Sprint("m", i)))
	}
	assert.Empty(t, s.clicks, "a click that draws no picture is not remembered")

	c := clickOn("replay")
	stale, done := s.current(c) // a step's picture is being drawn
	for range 1000 {
		s.click(c)
	}
	assert.Len(t, s.clicks, 1, "clicks on a message with a picture in flight mark it once")
	assert.True(t, stale(), "and make its picture stale")
	done()
	assert.Empty(t, s.clicks, "the mark goes with the last picture in flight")
}
