package bot

import "slices"

// waiters are callers waiting their turn for something scarce (the
// pacer's request slots, the drawing gate's): urgent ones before routine
// ones, each kind in the order it came.
type waiters [routine + 1][]chan struct{}

// add queues a caller of priority pr; the channel closes at its turn.
func (w *waiters) add(pr priority) chan struct{} {
	ch := make(chan struct{})
	w[pr] = append(w[pr], ch)
	return ch
}

// len is how many callers wait.
func (w *waiters) len() int { return len(w[urgent]) + len(w[routine]) }

// wake lets the first caller go, urgent first; it reports false when
// nobody waits.
func (w *waiters) wake() bool {
	for pr := range w {
		if q := w[pr]; len(q) > 0 {
			w[pr] = q[1:]
			close(q[0])
			return true
		}
	}
	return false
}

// drop takes ch, queued at priority pr, off the queue: its caller no
// longer waits.
func (w *waiters) drop(pr priority, ch chan struct{}) {
	w[pr] = slices.DeleteFunc(w[pr], func(c chan struct{}) bool { return c == ch })
}
