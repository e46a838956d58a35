package table

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEachPhaseSaysWhichClicksItTakes(t *testing.T) {
	t.Parallel()
	reason := func(err error) Reason {
		if r, ok := err.(*Refusal); ok {
			return r.Reason
		}
		return -1
	}
	for _, c := range []struct {
		phase                     Phase
		lobby, unfinished, replay Reason // -1: taken
	}{
		{Lobby, -1, -1, NotFinished},
		{Playing, Started, -1, NotFinished},
		{Finished, Closed, GameOver, -1},
		{Cancelled, Closed, GameOver, NotFinished},
	} {
		assert.Equal(t, c.lobby, reason(InLobby(c.phase)), "a lobby click, the table %s", c.phase)
		assert.Equal(t, c.unfinished, reason(Unfinished(c.phase)), "a game's click, the table %s", c.phase)
		assert.Equal(t, c.replay, reason(PlayedOut(c.phase)), "a Rematch, the table %s", c.phase)
	}
}
