package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestASecondAnswerToAMessageWaitsForTheFirstToGoOutWhole(t *testing.T) {
	t.Parallel()
	var l messageLocks
	unlock := l.lock("m")
	second, done := make(chan struct{}), make(chan struct{})
	go func() {
		u := l.lock("m")
		close(second)
		u()
		close(done)
	}()
	l.lock("other")() // an answer to another message does not wait
	select {
	case <-second:
		t.Fatal("the second answer went out while the first was still going out")
	case <-time.After(20 * time.Millisecond):
	}
	unlock()
	<-done
	l.mu.Lock()
	defer l.mu.Unlock()
	assert.Empty(t, l.locks, "a message's lock goes once nobody holds or waits for it")
}
