package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/storage"
)

func TestASeatVisitRefusesWhoIsNotSeated(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	ran := false
	err := b.rt.withSeat(click(b, tb, "3"), tb.rec.ID, func(*table, int) (answer, error) { ran = true; return nil, nil })
	assert.Equal(t, errNotSeated, err)
	assert.False(t, ran, "a stranger's click does nothing at the table")
}

func TestASeatVisitRefusesAnEndedGame(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.rec.Phase = storage.Cancelled
	err := b.rt.withSeat(click(b, tb, ann.UserID), tb.rec.ID, func(*table, int) (answer, error) { return nil, nil })
	assert.Equal(t, errGameOver, err, "a game that ended while the click waited for the lock")
}

func TestASeatVisitGetsThePlayersSeat(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	got := -1
	require.NoError(t, b.rt.withSeat(click(b, tb, bob.UserID), tb.rec.ID, func(_ *table, seat int) (answer, error) { got = seat; return nil, nil }))
	assert.Equal(t, 1, got)
}

func TestATableStillTakesWorkAfterAVisitThatPanics(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	err := b.rt.withTable(tb.rec.ID, anyPhase, func(*table) error { panic("bug in a handler") })
	assert.Error(t, err, "the panic is caught there: the table is set aside (aside.go) and the player told")
	tb.do(func() {}) // the router survives a handler's panic; the table's loop must too
}

func TestALobbyClickOnAStartedGameIsRefused(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	err := b.rt.withTable(tb.rec.ID, inLobby, func(*table) error { return nil })
	assert.Equal(t, errStarted, err)
}
