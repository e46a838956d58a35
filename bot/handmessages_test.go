package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/livehand"
)

func TestHandMessagesOfTablesThatWentAwayAreForgottenOnceTheirTokenIsDead(t *testing.T) {
	t.Parallel()
	var h handMessages
	old := h.get("old")
	h.mu.Lock()
	old.at = time.Now().Add(-tokenLife - time.Minute) // its table ended long ago
	h.swept = time.Time{}
	h.mu.Unlock()
	now := h.get("new")
	assert.Nil(t, h.find("old"), "a message whose token is dead is swept: no edit could reach it")
	assert.Same(t, now, h.find("new"))
}

func TestAMessageReplacedByAnotherAnswerIsNoLongerAHandNorCountedOnForItsPicture(t *testing.T) {
	t.Parallel()
	var h hands
	lh := &livehand.Hand{}
	e := h.handMsgs.get("1")
	e.pic = messagePicture{msgID: "1", scene: 2, png: 3}
	h.handMsgs.wrote(e, lh)
	gone := h.replacing("1")
	assert.False(t, e.writing.TryLock(), "its writers wait until the answer replacing it has gone")
	gone()
	assert.False(t, h.handMsgs.shows(e, lh), "no live edit turns it back into the hand")
	assert.Zero(t, e.pic, "the next hand answer on it does not count on its picture")
	assert.Nil(t, h.replacing("2"), "a message that never showed a hand is nothing to wait for")
}
