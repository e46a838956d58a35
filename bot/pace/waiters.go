package pace

import "slices"

// waiters are callers waiting their turn for something scarce (the
// pacer's request slots, the drawing slots): urgent ones before routine
// ones. Within a priority the servers take turns, one caller each, and a
// server's callers go in the order they came: a server with one request
// waits for one of each other server's at most, not for the hundreds
// one owner's busy tables queued before it (the pacer's budget is the
// whole shard's, and anyone may invite the bot to more servers).
//
// The turns go to the servers served longest ago first. A server with
// callers waiting always is served once a round, as in a plain round
// robin; a server that comes back after a quiet spell longer than a
// round goes first, not after a round of the busy ones, and one that
// comes back sooner takes its place among them. Going quiet gains a
// server nothing: it is served once a round at most, like the others.
type waiters [Routine + 1]turns

// turns are the callers of one priority, by server.
type turns struct {
	order []string                   // servers with callers waiting, served longest ago first
	queue map[string][]chan struct{} // each server's callers, in order
	n     int
	// served is when each server was last served, in turns given
	// (tick); a server missing from it was served before every server
	// waiting, or never.
	served map[string]uint64
	tick   uint64
}

// add queues a caller of priority pr for guild; the channel closes at
// its turn.
func (w *waiters) add(pr Priority, guild string) chan struct{} {
	t := &w[pr]
	if t.queue == nil {
		t.queue, t.served = map[string][]chan struct{}{}, map[string]uint64{}
	}
	ch := make(chan struct{})
	if len(t.queue[guild]) == 0 {
		// Its place: after every server waiting that was served before
		// it, or as long ago.
		at := t.served[guild]
		i := len(t.order)
		for i > 0 && t.served[t.order[i-1]] > at {
			i--
		}
		t.order = slices.Insert(t.order, i, guild)
	}
	t.queue[guild] = append(t.queue[guild], ch)
	t.n++
	return ch
}

// len is how many callers wait.
func (w *waiters) len() int { return w[Urgent].n + w[Routine].n }

// servers is how many servers have callers waiting, at any priority.
func (w *waiters) servers() int {
	n := len(w[Urgent].order)
	for _, g := range w[Routine].order {
		if len(w[Urgent].queue[g]) == 0 {
			n++
		}
	}
	return n
}

// wake lets the next caller go, urgent first, the server whose turn it
// is; it reports false when nobody waits.
func (w *waiters) wake() bool {
	for pr := range w {
		t := &w[pr]
		if t.n == 0 {
			continue
		}
		g := t.order[0]
		q := t.queue[g]
		close(q[0])
		t.n--
		t.order = t.order[1:]
		t.tick++
		t.served[g] = t.tick
		if len(q) == 1 {
			delete(t.queue, g)
			t.forget()
		} else {
			t.queue[g] = q[1:]
			t.order = append(t.order, g) // its next caller waits for the others' turns
		}
		return true
	}
	return false
}

// forget drops, once served holds many servers, those served before
// every server waiting: missing, they still come back first.
func (t *turns) forget() {
	if len(t.served) < 2*len(t.order)+64 {
		return
	}
	oldest := t.tick
	for _, g := range t.order {
		if at, ok := t.served[g]; ok {
			oldest = min(oldest, at)
		}
	}
	for g, at := range t.served {
		if at < oldest {
			delete(t.served, g)
		}
	}
}

// drop takes ch, queued at priority pr for guild, off the queue: its
// caller no longer waits.
func (w *waiters) drop(pr Priority, guild string, ch chan struct{}) {
	t := &w[pr]
	q := t.queue[guild]
	i := slices.Index(q, ch)
	if i < 0 {
		return
	}
	t.n--
	if q = slices.Delete(q, i, i+1); len(q) > 0 {
		t.queue[guild] = q
		return
	}
	delete(t.queue, guild)
	t.order = slices.DeleteFunc(t.order, func(g string) bool { return g == guild })
}
