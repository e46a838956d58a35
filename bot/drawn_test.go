package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/storage"
)

// Not parallel: it holds every one of the bot's drawing slots.
func TestAPictureDrawnLatelyIsNotDrawnAgainAndAnotherSceneIs(t *testing.T) {
	b, _ := playing(t, ann, bob)
	rec, st := replayed(t)
	s, ok := b.room.pictures.scene(rec, st, nil)
	require.True(t, ok)
	png, sum, err := b.out.draw(s, rec.ID, 0)
	require.NoError(t, err)

	release := holdDrawingSlots()
	defer release()
	again, againSum, err := b.out.draw(s, rec.ID, 10*time.Millisecond)
	require.NoError(t, err, "the same scene is not drawn again: it needs no drawing slot")
	assert.Equal(t, png, again)
	assert.Equal(t, sum, againSum)

	renamed := *rec
	renamed.Seats = []storage.Seat{ann, {Name: "CPU 2", CPU: true, Level: "Hard"}}
	other, ok := b.room.pictures.scene(&renamed, st, nil)
	require.True(t, ok)
	assert.NotEqual(t, s.sum, other.sum, "the seats' names are part of the picture")
	_, _, err = b.out.draw(other, rec.ID, 10*time.Millisecond)
	assert.ErrorIs(t, err, errNoSlot, "a scene not drawn lately waits for a slot")
}
