package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// boardOfNobody is a scene with an area of no seat and an empty zone:
// its picture says "The table" and "empty" in the picture's own words.
type boardOfNobody struct{ sceneState }

func (boardOfNobody) Scene(int) games.Scene {
	return games.Scene{Title: "Pick", Areas: []games.Area{{Seat: -1, Zones: []games.Zone{{Name: "Picks"}}}}}
}

// Not parallel: it holds every one of the bot's drawing slots.
func TestAPictureIsCachedPerLanguage(t *testing.T) {
	b, _ := playing(t, ann, bob)
	rec, st := replayed(t)
	rec.Seats = []storage.Seat{ann, {Name: "CPU 2", CPU: true, Level: "Hard"}}
	state := boardOfNobody{st}
	english, ok := b.room.pictures.scene(rec, state, nil)
	require.True(t, ok)
	german, ok := b.room.pictures.scene(rec, state, lang.Get(lang.German))
	require.True(t, ok)
	assert.NotEqual(t, english.sum, german.sum, "a picture's language is part of what it is")
	assert.Contains(t, english.alt, "The table")
	assert.Contains(t, german.alt, "Der Tisch", "the alt text is in its reader's language")
	assert.Contains(t, german.alt, "leer")
	assert.Contains(t, german.names, "CPU 2 · Schwer", "a CPU's level beside its seat, in German")

	png, _, err := b.out.draw(english, rec.ID, 0)
	require.NoError(t, err)
	release := holdDrawingSlots()
	defer release()
	_, _, err = b.out.draw(german, rec.ID, 10*time.Millisecond)
	assert.ErrorIs(t, err, errNoSlot, "the English picture drawn lately is not the German reader's: it is drawn anew")
	again, _, err := b.out.draw(english, rec.ID, 10*time.Millisecond)
	require.NoError(t, err)
	assert.Equal(t, png, again, "the English reader is served the English picture drawn lately")
}
