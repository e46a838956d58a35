package pace

import (
	"sync"
	"time"
)

// Slots hands out a number of drawing slots, urgent waiters before
// routine ones, each kind in turn. A drawing takes a core for its whole
// time, and each slot rests after a picture as long as the picture
// took (drawRest), so that pictures take at most their share of the
// cores however many are asked for, and the rest stays free to answer.
// When the machine is busy a picture takes longer, and its slot rests
// longer.
//
// When more pictures are asked for than that, they wait their turn. A
// message that is about to go (an answer, a hand's live edit) waits at
// most AnswerDrawWait for its slot and otherwise goes as its text view,
// its picture following. Behind a queue it waits queuedDrawWait at
// most (or, where one picture alone takes longer, behind one picture at
// most), and joins only if the pictures ahead of it would be drawn by
// then, by what a slot was lately held for: otherwise it goes as its
// text at once. Under load the slots draw as many pictures a second
// either way (the queue never empties); the rule decides only who waits
// for them, and keeps each wait short.
type Slots struct {
	mu      sync.Locker
	slots   int
	free    int
	waiting waiters
	// took is what a slot was lately held for, with its rest: a moving
	// average, 0 before the first.
	took time.Duration
}

// NewSlots makes n slots. mu is their lock (nil: a sync.Mutex of their
// own); it is never held while a caller waits or draws.
func NewSlots(n int, mu sync.Locker) *Slots {
	if mu == nil {
		mu = new(sync.Mutex)
	}
	return &Slots{mu: mu, slots: n, free: n}
}

// drawRest is how long a slot rests after a picture, in times the
// picture took: 1 leaves each slot drawing half the time.
const drawRest = 1.0

// AnswerDrawWait is the longest a message about to go waits for a
// drawing slot before it goes without its picture: the drawing queue is
// congested. Discord gives an answer 3 s, and the router acknowledges
// one that takes longer than its deferral (2 s), so the wait costs the
// player at most this long, never the interaction.
const AnswerDrawWait = 750 * time.Millisecond

// queuedDrawWait is the longest a message about to go expects to wait
// behind other pictures: with a queue ahead the machine is busy, and a
// picture that would come later than this follows its text instead of
// holding the answer. A message that finds no queue (a slow machine, a
// slot about to free) still waits up to AnswerDrawWait.
const queuedDrawWait = 150 * time.Millisecond

// Acquire blocks until the caller holds a slot.
func (g *Slots) Acquire(pr Priority) {
	g.mu.Lock()
	if g.free > 0 {
		g.free--
		g.mu.Unlock()
		return
	}
	ch := g.waiting.add(pr, "") // pictures are drawn in one queue, whatever their server
	g.mu.Unlock()
	<-ch
}

// AcquireWithin is Acquire for at most d (d <= 0: as long as it takes);
// it reports whether the caller holds a slot.
func (g *Slots) AcquireWithin(pr Priority, d time.Duration) bool {
	if d <= 0 {
		g.Acquire(pr)
		return true
	}
	g.mu.Lock()
	if g.free > 0 {
		g.free--
		g.mu.Unlock()
		return true
	}
	if ahead := g.ahead(pr); ahead > 0 {
		// On a slow machine (the race detector) a picture alone takes
		// longer than queuedDrawWait: behind one, a message still waits.
		d = min(d, max(queuedDrawWait, g.wait(1)))
		if g.wait(ahead) > d {
			g.mu.Unlock()
			return false // it would wait in vain: its text goes now
		}
	}
	ch := g.waiting.add(pr, "")
	g.mu.Unlock()
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ch:
		return true
	case <-timer.C:
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	select {
	case <-ch: // woken as the time ran out: the slot is ours
		return true
	default:
	}
	g.waiting.drop(pr, "", ch)
	return false
}

// ahead is how many waiters a newcomer of priority pr would wait behind;
// g.mu is held.
func (g *Slots) ahead(pr Priority) int {
	n := 0
	for p := Urgent; p <= pr; p++ {
		n += g.waiting[p].n
	}
	return n
}

// wait is how long a newcomer would wait for a slot behind ahead
// waiters, by what a slot was lately held for; g.mu is held.
func (g *Slots) wait(ahead int) time.Duration {
	return time.Duration(ahead+1) * g.took / time.Duration(g.slots)
}

// Release gives the slot back once it has rested after the caller's
// work, which held it for took: as long again (drawRest times took).
// A took of 0 says nothing was drawn: the slot comes back at once.
func (g *Slots) Release(took time.Duration) {
	held := took + time.Duration(drawRest*float64(took))
	time.Sleep(held - took)
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case took == 0: // found unwanted: nothing drawn
	case g.took == 0:
		g.took = held
	default:
		g.took += (held - g.took) / 4
	}
	if !g.waiting.wake() { // a waiter takes the slot over
		g.free++
	}
}

// Waiting is how many callers wait for a slot now; it may change as
// soon as it is read.
func (g *Slots) Waiting() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.waiting.len()
}

// Free is how many slots nobody holds now; it may change as soon as it
// is read.
func (g *Slots) Free() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.free
}
