package bot

// backlog counts the bot's own work under way in the background: lines
// and board edits waiting for the pacer or for Discord's answer, hands'
// pictures, and CPU thinkers. Start-up work waits while it is long
// (startup.go), so that a start on thousands of tables holds a bounded
// number of goroutines and their memory, whatever the number of tables.
type backlog struct {
	mu    mutex
	n     int
	freed chan struct{} // closed when n falls, for the waiters
	// stalled counts the callers of waitBelow waiting (tests read it).
	stalled int
}

func (q *backlog) add() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.n++
}

func (q *backlog) done() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.n--
	if q.freed != nil {
		close(q.freed)
		q.freed = nil
	}
}

// waitBelow waits until fewer than limit pieces of work are under way,
// or stop closes: it reports whether there is room.
func (q *backlog) waitBelow(limit int, stop <-chan struct{}) bool {
	q.mu.Lock()
	for q.n >= limit {
		if q.freed == nil {
			q.freed = make(chan struct{})
		}
		freed := q.freed
		q.stalled++
		q.mu.Unlock()
		select {
		case <-freed:
		case <-stop:
			q.mu.Lock()
			q.stalled--
			q.mu.Unlock()
			return false
		}
		q.mu.Lock()
		q.stalled--
	}
	q.mu.Unlock()
	return true
}

// Busy reports whether the bot has work of its own under way: a board,
// a live hand or a hand's picture on its way, a line to post, a CPU
// thinking. Once it is not, what players see stays as it is until
// someone acts (or a timer runs out): a test that records it waits for
// this.
func (b *Bot) Busy() bool {
	n, _ := b.background.state()
	return n > 0
}

// state is the work under way and the callers waiting for room.
func (q *backlog) state() (n, stalled int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.n, q.stalled
}
