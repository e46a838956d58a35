package serial

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestASecondAnswerToAMessageWaitsForTheFirstToGoOutWhole(t *testing.T) {
	t.Parallel()
	var m Keyed
	first, release, firstDone := make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		_ = m.Do("m", func() error { close(first); <-release; return nil })
		close(firstDone)
	}()
	<-first
	second, done := make(chan struct{}), make(chan struct{})
	go func() {
		_ = m.Do("m", func() error { close(second); return nil })
		close(done)
	}()
	_ = m.Do("other", func() error { return nil }) // an answer to another message does not wait
	select {
	case <-second:
		t.Fatal("the second answer went out while the first was still going out")
	case <-time.After(20 * time.Millisecond):
	}
	close(release)
	<-firstDone
	<-done
	assert.Zero(t, m.keys(), "a message's queue goes once no answer waits for it")
}
