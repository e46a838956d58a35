package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/storage"
)

// holdDrawingSlots takes every drawing slot; the func it returns
// gives them back.
func holdDrawingSlots() (release func()) {
	n := drawing.Free()
	for range n {
		drawing.Acquire(pace.Urgent)
	}
	return func() {
		for range n {
			drawing.Release(0)
		}
	}
}

// replayed is a replayed state of a game that draws its scene, and its
// table.
func replayed(t *testing.T) (rec *storage.Table, st sceneState) {
	g, err := picktest.Game{}.New(gamesConfig(2))
	require.NoError(t, err)
	rec = &storage.Table{ID: "t1", GuildID: "g", Game: "pick", Seats: []storage.Seat{ann, bob}}
	return rec, sceneState{g.(*picktest.State)}
}

// Not parallel: these hold every one of the bot's drawing slots, which
// the parallel tests do not use until the sequential ones are done.

func TestAReplayStepsPictureIsDrawnWithItsAltText(t *testing.T) {
	b, _ := playing(t, ann, bob)
	rec, st := replayed(t)
	png, alt, ok := b.room.pictures.Replay(rec, st, nil, time.Second)
	require.True(t, ok, "the reading room's replay step gets its picture from the outbox")
	assert.NotEmpty(t, png)
	s, _ := b.room.pictures.scene(rec, st, nil)
	assert.Equal(t, s.alt, alt, "with the scene in words")
}

func TestAReplayStepWhoseDrawingQueueIsCongestedGoesAsItsTextAlone(t *testing.T) {
	b, _ := playing(t, ann, bob)
	rec, st := replayed(t)
	release := holdDrawingSlots()
	defer release()
	const wait = 300 * time.Millisecond
	began := time.Now()
	_, _, ok := b.room.pictures.Replay(rec, st, nil, wait)
	assert.GreaterOrEqual(t, time.Since(began), wait, "it waited for a drawing slot, so long and no longer")
	assert.False(t, ok, "16 replay clicks at once must not take every core: the step goes without its picture")
}
