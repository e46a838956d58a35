package discord

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAnInteractionDeliveredTwiceIsHandledOnce(t *testing.T) {
	t.Parallel()
	var s seenIDs
	assert.True(t, s.first("1"), "the first delivery is handled")
	assert.False(t, s.first("1"), "the same interaction replayed after a reconnect is not")
	for i := range seenSize {
		s.first("x" + strconv.Itoa(i))
	}
	assert.True(t, s.first("1"), "an id long past is forgotten: the memory stays bounded")
	assert.Len(t, s.set, seenSize)
}
