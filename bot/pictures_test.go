package bot

import (
	"bytes"
	"log/slog"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

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
	assert.False(t, b.takeScene(tb, -1).ok())
	assert.Contains(t, log.String(), "scene panicked")
}

func TestAPictureThatFailsToDrawTakesTheOldOneAwayAndIsLogged(t *testing.T) {
	t.Parallel()
	var log bytes.Buffer
	b, tb := playingWith(t, Config{Token: "t", Log: slog.New(slog.NewTextHandler(&log, nil))}, ann, bob)
	m := discord.Message{Embeds: []*discordgo.MessageEmbed{{Title: "Pick", Image: &discordgo.MessageEmbedImage{URL: discord.Ref(boardPicture)}}}}
	broken := shot{data: []byte(`{"Areas": 7}`), sum: 1}
	got := b.picture(tb.rec.ID, &m, boardPicture, broken, "42", carried{msgID: "42", scene: 2, png: 3})
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
	s := b.takeScene(tb, -1)
	board := func() discord.Message {
		return discord.Message{Embeds: []*discordgo.MessageEmbed{{Title: "Pick"}}}
	}

	m := board()
	first := b.picture(tb.rec.ID, &m, boardPicture, s, "42", carried{})
	assert.Equal(t, 1, len(m.Files), "a message that carries nothing gets the picture")
	assert.Equal(t, discord.Ref(boardPicture), m.Embeds[0].Image.URL)

	m = board()
	assert.Equal(t, first, b.picture(tb.rec.ID, &m, boardPicture, s, "42", first))
	assert.Zero(t, len(m.Files), "the same scene on the same message: kept")
	assert.False(t, m.ClearFiles)
	assert.Equal(t, discord.Ref(boardPicture), m.Embeds[0].Image.URL, "and still shown")

	m = board()
	b.picture(tb.rec.ID, &m, boardPicture, s, "43", first)
	assert.Equal(t, 1, len(m.Files), "another message needs its own upload")

	m = board()
	renamed := s
	renamed.sum++ // another scene that draws the same picture
	again := b.picture(tb.rec.ID, &m, boardPicture, renamed, "42", first)
	assert.Zero(t, len(m.Files), "the same PNG is not uploaded again")
	assert.Equal(t, renamed.sum, again.scene)
}

// sceneState is the pick game with a scene of one face-up card.
type sceneState struct{ *picktest.State }

func (s sceneState) Scene(seat int) games.Scene {
	return games.Scene{Title: "Pick", Areas: []games.Area{{Seat: -1, Zones: []games.Zone{{Name: "Picks", Cards: []games.Card{games.StandardCard("10♥", "")}}}}}}
}
