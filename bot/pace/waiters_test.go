package pace

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// servers queues callers of the servers named at w, and says whose turn
// each wake gives.
type servers struct {
	w     waiters
	whose map[chan struct{}]string
}

func (s *servers) add(guilds ...string) {
	if s.whose == nil {
		s.whose = map[chan struct{}]string{}
	}
	for _, g := range guilds {
		s.whose[s.w.add(Routine, g)] = g
	}
}

// wake lets n callers go and returns their servers, in turn.
func (s *servers) wake(n int) []string {
	var out []string
	for range n {
		s.w.wake()
		for ch, g := range s.whose {
			select {
			case <-ch:
				delete(s.whose, ch)
				out = append(out, g)
			default:
			}
		}
	}
	return out
}

func TestTheServerServedLongestAgoTakesTheNextTurn(t *testing.T) {
	t.Parallel()
	var s servers
	s.add("a", "a", "b")
	assert.Equal(t, []string{"a", "b"}, s.wake(2), "one caller of each server in turn")
	s.add("c", "b")
	assert.Equal(t, []string{"c", "a", "b"}, s.wake(3),
		"c, never served, goes first; b, back, takes its place after a, which was served before it")
	s.add("b", "a", "a", "quiet")
	assert.Equal(t, []string{"quiet", "a", "b", "a"}, s.wake(4),
		"a server back after a quiet spell goes before the busy ones, which go in turn")
}
