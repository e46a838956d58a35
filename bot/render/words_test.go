package render

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAGameForOneNumberOfPlayersSaysThatNumberOnce(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "2 players", Players(2, 2), "not (2–2 players)")
	assert.Equal(t, "2–4 players", Players(2, 4))
}

func TestOneIsSingular(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "1 card", Count(1, "card", "cards"), "not 1 cards")
	assert.Equal(t, "0 cards", Count(0, "card", "cards"))
}

func TestTheStartRefusalReadsRightForOnePlayer(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "Rummy needs exactly 2 players; there is 1.", SeatsWanted("Rummy", 2, 2, 1), "not: needs 2 to 2 players; there are 1")
	assert.Equal(t, "Bitch needs 2–8 players; there are 9.", SeatsWanted("Bitch", 2, 8, 9))
}
