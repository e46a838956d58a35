package reading

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// panicky is the pick game with rules that panic on every answer, as a
// game whose rules changed since it was played might.
type panicky struct{ picktest.Game }

func (panicky) New(cfg games.Config) (games.State, error) {
	st, err := picktest.Game{}.New(cfg)
	if err != nil {
		return nil, err
	}
	st.(*picktest.State).Panic = true
	return st, nil
}

// readWithin reads the game's reading as the Log, a replay or the final
// figures do, and gives up after a while: a reading left locked would
// hold the table's final board for ever.
func readWithin(t *testing.T, b *Room, rec *storage.Table, g games.Game) (err error, answered bool) {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- fmt.Errorf("panicked: %v", p)
			}
		}()
		_, unlock, err := b.reading(rec, g)
		if err == nil {
			unlock()
		}
		done <- err
	}()
	select {
	case err := <-done:
		return err, true
	case <-time.After(5 * time.Second):
		return nil, false
	}
}

func TestAGameThatPanicsWhileItsLogIsReadIsRefusedAndItsTableReadsAgain(t *testing.T) {
	t.Parallel()
	b, _ := testRoom(t, nil)
	rec := &storage.Table{GuildID: "g", ChannelID: "c", Game: "pick", Phase: storage.Lobby, Seed: 1, Seats: []storage.Seat{ann, bob}}
	require.NoError(t, b.store.Create(rec))
	rec.Phase = storage.Playing
	require.NoError(t, b.store.Commit(rec, storage.Move{N: 1, Seat: 0, Prompt: "pick0", Choices: []string{"o1"}, By: storage.ByPlayer}, nil))

	err, answered := readWithin(t, b, rec, panicky{})
	require.True(t, answered, "the first read answers")
	require.Error(t, err, "an answer the rules panic on is a reading that fails")
	assert.NotContains(t, err.Error(), "panicked:", "the panic is caught where the game is read and becomes an error")

	err, answered = readWithin(t, b, rec, panicky{})
	require.True(t, answered, "a second read is not left waiting on a lock the panic kept")
	assert.Error(t, err)

	err, answered = readWithin(t, b, rec, picktest.Game{})
	require.True(t, answered)
	assert.NoError(t, err, "the failed reading was not kept: the game reads again from its deal")
}
