package discordtest

import (
	"sync"
	"time"
)

// book is the interactions the fake dispatched, by token, and the routes
// that answer them: the callback within the deadline, then the webhook
// with the token for followups and edits. The server's lock guards it:
// an interaction is recorded under the lock its dispatch is sent under.
type book struct {
	mu       *sync.Mutex // the server's
	app      string
	deadline time.Duration
	byToken  map[string]*Interaction
	closed   bool // the server is closing: no deadline passes any more
	store    *store
	ledger   *ledger
	routes   *messageRoutes
	signal   *signal
}

func (bk *book) expire(ix *Interaction) {
	bk.mu.Lock()
	defer bk.mu.Unlock()
	if ix.acked || ix.expired || bk.closed {
		return
	}
	ix.expireLocked()
	bk.ledger.note("interaction %s: not answered within %v", ix.label, bk.deadline)
	bk.signal.notify()
}
