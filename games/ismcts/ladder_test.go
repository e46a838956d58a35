package ismcts

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTheLaddersFiguresAreReadFromItsPage(t *testing.T) {
	t.Parallel()
	edges := Ladder("birdrummy")
	require.Len(t, edges, 2)
	assert.Equal(t, Edge{Level: Normal, Below: Easy, Won: 77.5, Decided: 40, Seats: 2}, edges[0], "lowest level first")
	assert.Equal(t, Hard, edges[1].Level)
	assert.Empty(t, Ladder("no-such-game"))
}

func TestALadderRowThatSaysTheWrongThingIsRefused(t *testing.T) {
	t.Parallel()
	page := func(row string) string {
		return "<!-- ladder:start -->\n| game | level | against | won % | decided | seats | command |\n| --- |\n" + row + "\n<!-- ladder:end -->"
	}
	_, err := parseLadder(page("| rummy | Hard | Normal | 63.8 | 94 | 2 | `strength -game rummy -a x -b y -sprt` |"))
	require.NoError(t, err)
	for why, row := range map[string]string{
		"not the level below": "| rummy | Hard | Easy | 63.8 | 94 | 2 | `strength -game rummy -a x` |",
		"a share past 100":    "| rummy | Hard | Normal | 163.8 | 94 | 2 | `strength -game rummy -a x` |",
		"another game's run":  "| rummy | Hard | Normal | 63.8 | 94 | 2 | `strength -game bitch -a x` |",
		"no games":            "| rummy | Hard | Normal | 63.8 | 0 | 2 | `strength -game rummy -a x` |",
	} {
		_, err := parseLadder(page(row))
		assert.Error(t, err, why)
	}
	_, err = parseLadder(strings.ReplaceAll(page(""), "ladder:end", "x"))
	assert.Error(t, err, "a page without the table")
}
