package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// idle waits until no thinker serves tb.
func idle(t *testing.T, tb *table) {
	t.Helper()
	require.Eventually(t, func() bool {
		running := true
		tb.do(func() { running = tb.cpu.Serving() })
		return !running
	}, 20*time.Second, time.Millisecond, "the table's CPUs never finished")
}

func TestTheAddCPUButtonAddsANormalCPUAndTheMenuItsLevel(t *testing.T) {
	t.Parallel()
	l, err := cpuLevel(discord.LobbyCPU, nil)
	require.NoError(t, err)
	assert.Equal(t, ismcts.Normal, l)
	l, err = cpuLevel(discord.LobbyCPULevel, []string{"Hard"})
	require.NoError(t, err)
	assert.Equal(t, ismcts.Hard, l)
	_, err = cpuLevel(discord.LobbyCPULevel, []string{"Grandmaster"})
	assert.ErrorIs(t, err, discord.ErrForged, "a level the menu never offered is forged")
}

func TestCPUMovesAreNotMadeInsideTheAnswerThatLetsThemMove(t *testing.T) {
	t.Parallel()
	srv := discordtest.NewServer(t)
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL()}, ann, storage.Seat{Name: "CPU 2", CPU: true})
	tb.do(func() {
		_, _ = b.actions.answer(click(b, tb, ann.UserID), tb, 0, "pick0", "", []string{"o1"})
		assert.Equal(t, 1, tb.rec.Moves, "the answer returns with only the player's move made")
	})
	idle(t, tb)
	require.NoError(t, b.Close())
	srv.TakeViolations() // the answer to an interaction the fake never sent
	assert.Equal(t, 2, tb.state.(*picktest.State).Picks, "the CPU moved in the background")
}
