package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestHandMessagesOfTablesThatWentAwayAreForgottenOnceTheirTokenIsDead(t *testing.T) {
	t.Parallel()
	var h handMessages
	hp := &handPictures{}
	h.add("old", hp)
	h.mu.Lock()
	h.m["old"] = handMessage{hp, time.Now().Add(-tokenLife - time.Minute)} // its table ended long ago
	h.swept = time.Time{}
	h.mu.Unlock()
	h.add("new", hp)
	assert.Nil(t, h.take("old"), "a message whose token is dead is swept: no edit could reach it")
	assert.Same(t, hp, h.take("new"))
	assert.Nil(t, h.take("new"), "taken once")
}

func TestAnotherHandsMessageIsNotForgottenForThisOne(t *testing.T) {
	t.Parallel()
	var h handMessages
	a, b := &handPictures{}, &handPictures{}
	h.add("1", a)
	h.remove("1", b)
	assert.Same(t, a, h.take("1"), "only the hand a message shows may forget it")
}
