package bot

import (
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

// holdDrawingSlots takes every drawing slot; the func it returns
// gives them back.
func holdDrawingSlots() (release func()) {
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

// replayed is a replay step of a game that draws its scene: its text
// view, and the same step with a place for its picture.
func replayed(t *testing.T) (rec *storage.Table, st sceneState, text, pictured discord.Message) {
	g, err := picktest.Game{}.New(gamesConfig(2))
	require.NoError(t, err)
	rec = &storage.Table{ID: "t1", GuildID: "g", Game: "pick", Seats: []storage.Seat{ann, bob}}
	step := render.ReplayStep{Table: tableOf(rec, picktest.Game{}.Info()), Game: picktest.Game{}, State: g, Turns: []render.ReplayTurn{{}}}
	text = render.Replay(step)
	step.Picture = replayPicture
	return rec, sceneState{g.(*picktest.State)}, text, render.Replay(step)
}

// showsFile reports whether m shows the file called name in a gallery.
func showsFile(m discord.Message, name string) bool {
	found := false
	var walk func([]discordgo.MessageComponent)
	walk = func(cs []discordgo.MessageComponent) {
		for _, c := range cs {
			switch x := c.(type) {
			case discordgo.Container:
				walk(x.Components)
			case discordgo.MediaGallery:
				for _, it := range x.Items {
					found = found || it.Media.URL == discord.Ref(name)
				}
			}
		}
	}
	walk(m.Components)
	return found
}

// Not parallel: these hold every one of the bot's drawing slots, which
// the parallel tests do not use until the sequential ones are done.

func TestAReplayStepArrivesWithItsPicture(t *testing.T) {
	b, _ := playing(t, ann, bob)
	rec, st, text, pictured := replayed(t)
	s, ok := b.room.replayScene(rec, st)
	require.True(t, ok)
	m := b.room.replayMessage(rec.ID, text, pictured, s, ok)
	require.Len(t, m.Files, 1, "the step's answer carries its picture: no edit follows it")
	assert.Equal(t, replayPicture, m.Files[0].Name)
	assert.True(t, showsFile(m, replayPicture))
}

func TestAReplayStepWhoseDrawingQueueIsCongestedGoesAsItsTextAlone(t *testing.T) {
	b, _ := playing(t, ann, bob)
	rec, st, text, pictured := replayed(t)
	s, ok := b.room.replayScene(rec, st)
	require.True(t, ok)
	release := holdDrawingSlots()
	defer release()
	began := time.Now()
	m := b.room.replayMessage(rec.ID, text, pictured, s, ok)
	assert.GreaterOrEqual(t, time.Since(began), replayDrawWait, "it waited for a drawing slot, so long and no longer")
	assert.Empty(t, m.Files, "16 replay clicks at once must not take every core: the step goes without its picture")
	assert.True(t, m.ClearFiles, "and the previous step's picture goes")
	assert.False(t, showsFile(m, replayPicture), "it names no picture it does not hold")
}
