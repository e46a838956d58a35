package bot

import "github.com/deckhand/deckhand/bot/serial"

// loop is a live table's queue (bot/serial): every read and change of the
// table is a job there. A request to Discord from one of its jobs would
// keep every click on the table waiting on the network, so the lock check
// of tests (lockWatch) counts a running job as a lock held, and fails a
// request made from it.
type loop struct{ q serial.Queue }

func (l *loop) do(f func())     { l.q.Do(watched(f)) }
func (l *loop) post(f func())   { l.q.Post(watched(f)) }
func (l *loop) pause()          { l.q.Pause() }
func (l *loop) resume(f func()) { l.q.Resume(watched(f)) }

// watched is f reporting itself to the lock check while it runs.
func watched(f func()) func() {
	return func() {
		if w := lockWatch.Load(); w != nil {
			(*w)(+1)
			defer (*w)(-1)
		}
		f()
	}
}
