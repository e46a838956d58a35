package games

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSeatReferencesAreReplacedByNames(t *testing.T) {
	t.Parallel()
	name := func(s int) string { return "P" + strconv.Itoa(s) }
	cases := map[string]string{
		"no seats here":                      "no seats here",
		Seat(0) + " plays":                   "P0 plays",
		Seat(1) + " beats " + Seat(12) + ".": "P1 beats P12.",
		"{seat} and {seatx} stay " + Seat(2): "{seat} and {seatx} stay P2",
		"an open {seat3 stays":               "an open {seat3 stays",
		"{seat0}{seat1}":                     "P0P1",
	}
	for in, want := range cases {
		assert.Equal(t, want, ExpandSeats(in, name), in)
	}
}

func TestASeatWithoutANameIsCountedFromOne(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "Seat 1", SeatName(0))
}
