package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestASecondAnswerToAMessageWaitsForTheFirstToGoOutWhole(t *testing.T) {
	t.Parallel()
	var m messageSenders
	first, release, firstDone := make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		_ = m.do("m", func() error { close(first); <-release; return nil })
		close(firstDone)
	}()
	<-first
	second, done := make(chan struct{}), make(chan struct{})
	go func() {
		_ = m.do("m", func() error { close(second); return nil })
		close(done)
	}()
	_ = m.do("other", func() error { return nil }) // an answer to another message does not wait
	select {
	case <-second:
		t.Fatal("the second answer went out while the first was still going out")
	case <-time.After(20 * time.Millisecond):
	}
	close(release)
	<-firstDone
	<-done
	m.mu.Lock()
	defer m.mu.Unlock()
	assert.Empty(t, m.by, "a message's sender goes once no answer waits for it")
}
