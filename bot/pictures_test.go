package bot

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
)

type panickyScene struct{ *picktest.State }

func (panickyScene) Scene(int) games.Scene { panic("no scene") }

func TestAScenePanicIsLoggedAndDrawsNothing(t *testing.T) {
	t.Parallel()
	var log bytes.Buffer
	b, tb := playingWith(t, Config{Token: "t", Log: slog.New(slog.NewTextHandler(&log, nil))}, ann, bob)
	tb.state = panickyScene{tb.state.(*picktest.State)}
	assert.False(t, b.out.takeScene(tb, -1).ok())
	assert.Contains(t, log.String(), "scene panicked")
}

func TestAPictureThatFailsToDrawTakesTheOldOneAwayAndIsLogged(t *testing.T) {
	t.Parallel()
	var log bytes.Buffer
	b, tb := playingWith(t, Config{Token: "t", Log: slog.New(slog.NewTextHandler(&log, nil))}, ann, bob)
	m := discord.Message{Embeds: []*discordgo.MessageEmbed{{Title: "Pick", Image: &discordgo.MessageEmbedImage{URL: discord.Ref(boardPicture)}}}}
	broken := takenScene{data: []byte(`{"Areas": 7}`), sum: 1}
	got, _ := b.out.picture(tb.rec.ID, &m, boardPicture, broken, "42", messagePicture{msgID: "42", scene: 2, png: 3}, 0)
	assert.True(t, m.ClearFiles, "the old picture no longer shows the game")
	assert.Zero(t, len(m.Files))
	assert.Nil(t, m.Embeds[0].Image, "the text alone")
	assert.False(t, got.on("42"))
	assert.Contains(t, log.String(), "drawing")
}

func TestAPictureIsDrawnOnlyForANewSceneAndUploadedOnlyWhenItChanged(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.state = sceneState{tb.state.(*picktest.State)}
	s := b.out.takeScene(tb, -1)
	board := func() discord.Message {
		return discord.Message{Embeds: []*discordgo.MessageEmbed{{Title: "Pick"}}}
	}

	m := board()
	first, _ := b.out.picture(tb.rec.ID, &m, boardPicture, s, "42", messagePicture{}, 0)
	assert.Equal(t, 1, len(m.Files), "a message that carries nothing gets the picture")
	assert.Equal(t, discord.Ref(boardPicture), m.Embeds[0].Image.URL)

	m = board()
	kept, _ := b.out.picture(tb.rec.ID, &m, boardPicture, s, "42", first, 0)
	assert.Equal(t, first, kept)
	assert.Zero(t, len(m.Files), "the same scene on the same message: kept")
	assert.False(t, m.ClearFiles)
	assert.Equal(t, discord.Ref(boardPicture), m.Embeds[0].Image.URL, "and still shown")

	m = board()
	b.out.picture(tb.rec.ID, &m, boardPicture, s, "43", first, 0)
	assert.Equal(t, 1, len(m.Files), "another message needs its own upload")

	m = board()
	renamed := s
	renamed.sum++ // another scene that draws the same picture
	again, _ := b.out.picture(tb.rec.ID, &m, boardPicture, renamed, "42", first, 0)
	assert.Zero(t, len(m.Files), "the same PNG is not uploaded again")
	assert.Equal(t, renamed.sum, again.scene)
}

// sceneState is the pick game with a scene of one face-up card.
type sceneState struct{ *picktest.State }

func (s sceneState) Scene(seat int) games.Scene {
	return games.Scene{Title: "Pick", Areas: []games.Area{{Seat: -1, Zones: []games.Zone{{Name: "Picks", Cards: []games.Card{games.StandardCard("10♥", "")}}}}}}
}

func TestABoardWhosePictureIsRefusedIsEditedWithItsTextAlone(t *testing.T) {
	t.Parallel()
	// A Discord where the bot may send messages but not attach files.
	var mu sync.Mutex
	var bodies []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, string(body))
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
			w.WriteHeader(http.StatusForbidden)
			io.WriteString(w, `{"code": 50013, "message": "Missing Permissions"}`)
			return
		}
		io.WriteString(w, `{"id": "42", "channel_id": "1"}`)
	}))
	defer srv.Close()
	var log bytes.Buffer
	b, tb := playingWith(t, Config{Token: "t", BaseURL: srv.URL + "/", Log: slog.New(slog.NewTextHandler(&log, nil))}, ann, bob)
	tb.state = sceneState{tb.state.(*picktest.State)}

	board := discord.Message{Embeds: []*discordgo.MessageEmbed{{Title: "Pick", Description: "Ann to pick"}}}
	b.out.editBoard(tb, tb.rec.ID, tb.rec.GuildID, board, "1", "42", b.out.takeScene(tb, -1), nil)
	mu.Lock()
	defer mu.Unlock()
	require.Len(t, bodies, 2, "the edit with the picture, then with the text alone")
	assert.Contains(t, bodies[0], `filename="board.png"`)
	assert.Contains(t, bodies[1], "Ann to pick")
	assert.NotContains(t, bodies[1], "attachment://", "no reference to a file that is not there")
	assert.Contains(t, bodies[1], `"attachments":[]`)
	assert.Contains(t, log.String(), "sending a picture")
	last, allowed := tb.pics.lastBoard()
	assert.False(t, last.on("42"))
	assert.False(t, allowed, "the next edits go without a picture for a while, not twice each")

	bodies = nil
	mu.Unlock()
	b.out.editBoard(tb, tb.rec.ID, tb.rec.GuildID, board, "1", "42", b.out.takeScene(tb, -1), nil)
	mu.Lock()
	assert.Len(t, bodies, 1)
}
