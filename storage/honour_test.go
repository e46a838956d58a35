package storage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestATournamentsWinnersAreListedAmongTheServersHonoursNewestFirst(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	at := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	first := Honour{Guild: "g1", User: "u1", Game: "rummy", Title: "Winner of the May Swiss", At: at}
	shared := Honour{Guild: "g1", User: "u2", Game: "bitch", Title: "Winner of the Bitch pods", At: at.Add(time.Hour)}
	cowinner := shared
	cowinner.User = "u3"
	for _, h := range []Honour{first, shared, cowinner, {Guild: "g2", User: "u1", Game: "rummy", Title: "elsewhere", At: at}} {
		require.NoError(t, s.AddHonour(h))
	}
	all, err := s.Honours("g1", 10)
	require.NoError(t, err)
	assert.Equal(t, []Honour{cowinner, shared, first}, all, "two winners of one event at one time are two honours")
	top, err := s.Honours("g1", 1)
	require.NoError(t, err)
	assert.Equal(t, []Honour{cowinner}, top)

	require.NoError(t, s.AddHonour(Honour{Guild: "g3", User: "u1", Title: "now"}))
	now, err := s.Honours("g3", 1)
	require.NoError(t, err)
	assert.False(t, now[0].At.IsZero(), "an honour without a time is given now")
}
