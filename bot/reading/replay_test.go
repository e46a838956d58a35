package reading

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/msgtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// replayed is a replay step of a game that draws its scene: its text
// view, and the same step with a place for its picture.
func replayed(t *testing.T) (rec *storage.Table, st games.State, text, pictured discord.Message) {
	st, err := picktest.Game{}.New(games.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	rec = &storage.Table{ID: "t1", GuildID: "g", Game: "pick", Seats: []storage.Seat{ann, bob}}
	step := render.ReplayStep{Table: testTables{}.View(rec, picktest.Game{}.Info()), Game: picktest.Game{}, State: st, Turns: []render.ReplayTurn{{}}}
	text = render.Replay(step)
	step.Picture = replayPicture
	return rec, st, text, render.Replay(step)
}

func TestAReplayStepArrivesWithItsPicture(t *testing.T) {
	t.Parallel()
	b, _ := testRoom(t, nil)
	rec, st, text, pictured := replayed(t)
	m := b.replayMessage(rec, st, nil, text, pictured)
	require.Len(t, m.Files, 1, "the step's answer carries its picture: no edit follows it")
	assert.Equal(t, replayPicture, m.Files[0].Name)
	assert.True(t, msgtest.ShowsFile(m, replayPicture))
}

func TestAReplayStepWhoseDrawingQueueIsCongestedGoesAsItsTextAlone(t *testing.T) {
	t.Parallel()
	b, _ := testRoom(t, nil)
	congested := &testPictures{refused: true}
	b.pictures = congested
	rec, st, text, pictured := replayed(t)
	m := b.replayMessage(rec, st, nil, text, pictured)
	assert.Equal(t, replayDrawWait, congested.waited, "it waits for a drawing slot so long and no longer")
	assert.Empty(t, m.Files, "16 replay clicks at once must not take every core: the step goes without its picture")
	assert.True(t, m.ClearFiles, "and the previous step's picture goes")
	assert.False(t, msgtest.ShowsFile(m, replayPicture), "it names no picture it does not hold")
}
