package storage

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestACPUSeatKeepsItsLevel(t *testing.T) {
	t.Parallel()
	s, _ := open(t)
	tb := newTable("c1")
	tb.Seats = append(tb.Seats, Seat{Name: "CPU 2", CPU: true, Level: "Hard"})
	require.NoError(t, s.Create(tb))
	got, err := s.Table(tb.ID)
	require.NoError(t, err)
	assert.Equal(t, "Hard", got.Seats[1].CPULevel())
}

func TestACPUSeatStoredBeforeLevelsPlaysAtNormal(t *testing.T) {
	t.Parallel()
	var seat Seat
	require.NoError(t, json.Unmarshal([]byte(`{"UserID":"","Name":"CPU 2","CPU":true}`), &seat))
	assert.Equal(t, "Normal", seat.CPULevel(), "an old record names no level")
}
