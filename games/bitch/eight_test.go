package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAnEightSkipsTheNextPlayer(t *testing.T) {
	t.Parallel()
	s := table(4).hand(0, "8C 3C").played("5S", 5)
	ev := play(t, s, 0, "8")
	assert.Equal(t, 2, s.Turn, "seat 1 is skipped")
	assert.Contains(t, eventText(ev), "Skipped: {seat1}")
}

func TestEachEightSkipsOnePlayer(t *testing.T) {
	t.Parallel()
	s := table(5).hand(0, "8C 8D 8H 3C").played("5S", 5)
	play(t, s, 0, "8", "n3j0")
	assert.Equal(t, 4, s.Turn, "seats 1, 2 and 3 are skipped")
}

func TestTwoEightsWithThreePlayersGiveTheTurnBack(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "8C 8D 6C 4C").played("5S", 5)
	play(t, s, 0, "8", "n2j0")
	assert.Equal(t, 0, s.Turn, "seats 1 and 2 are skipped: seat 0 plays again")
	// The 8s are invisible to seat 0 too: it plays on the 5.
	assert.Equal(t, []string{"6", "pass"}, optionIDs(t, s, 0))
}

func TestEightsAreInvisibleToTheNextPlayer(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "8C 3C").hand(2, "6C 9D 4D").played("5S", 5)
	play(t, s, 0, "8")
	// Seat 2 plays on the 5 beneath: a 6 is fine although 6 < 8.
	assert.Equal(t, []string{"6", "9", "pass"}, optionIDs(t, s, 2))
	play(t, s, 2, "6")
	assert.Equal(t, "5S 8C 6C", stackCodes(s))
	assert.Contains(t, publicText(s.Public()), "8♣ (see-through)")
}

func TestAnEightMustStillBeatTheCardBeneath(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "8C 3C").played("9S", 9)
	assert.Contains(t, optionIDs(t, s, 0), "8", "8 is 9 or lower")
	s = table(3).hand(0, "8C 3C").played("QS", queen)
	assert.NotContains(t, optionIDs(t, s, 0), "8")
}

func TestSkipsCountOnlyPlayersStillIn(t *testing.T) {
	t.Parallel()
	s := table(4).hand(0, "8C 3C").played("5S", 5)
	s.Out = []int{1}
	play(t, s, 0, "8")
	assert.Equal(t, 3, s.Turn, "seat 1 is out: the 8 skips seat 2")
}

func TestAJokerAsAnEightSkips(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "JK 3C").played("5S", 5)
	play(t, s, 0, "8")
	assert.Equal(t, 2, s.Turn)
}

func TestAPlayerWhoFinishesWithEightsSkipsFromTheirPlace(t *testing.T) {
	t.Parallel()
	s := table(4).blind(0, "8C").played("5S", 5)
	play(t, s, 0, "blind1")
	assert.Equal(t, finishers{0}, s.Out)
	assert.Equal(t, 2, s.Turn, "seat 1 is skipped; seat 0 is out of the rotation")
}
