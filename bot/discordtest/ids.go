package discordtest

import (
	"strconv"
	"sync/atomic"
	"time"
)

// ids makes the fake's snowflakes. Messages, attachments, commands,
// threads and interactions all draw from it, so ids of different kinds
// still sort by creation as Discord's do; it needs no lock.
type ids struct{ last atomic.Uint64 }

// next makes a fresh snowflake: the time since Discord's epoch, strictly
// increasing.
func (g *ids) next() string {
	next := uint64(time.Now().UnixMilli()-1420070400000) << 22
	for {
		old := g.last.Load()
		id := max(next, old+1)
		if g.last.CompareAndSwap(old, id) {
			return strconv.FormatUint(id, 10)
		}
	}
}
