package bot

import "github.com/deckhand/deckhand/bot/discord"

// A table's answers go out in the order of the changes they show (two
// quick lobby clicks must not leave the older lobby up), yet never with
// the table's lock held (locks.go). So each answer takes a turn while the
// table is locked, in the order of the changes, and is sent once the
// table is let go, after the turns before it: the wait is unlocked.

// answerTurn is one answer's place in its table's order: it goes out
// once prev is closed, and closes done once it has (or failed to).
type answerTurn struct {
	prev <-chan struct{} // nil for the first answer of the table
	done chan struct{}
}

// takeTurn gives the next answer of t its turn; t is locked.
func (t *table) takeTurn() answerTurn {
	turn := answerTurn{prev: t.lastAnswer, done: make(chan struct{})}
	t.lastAnswer = turn.done
	return turn
}

// wait returns once the answers before this one have gone out.
func (a answerTurn) wait() {
	if a.prev != nil {
		<-a.prev
	}
}

// withAnswer is withTable for a handler that answers c from inside do:
// the answers do makes are held (discord.Context.Hold) and sent in the
// table's order once the table is unlocked; what follows them
// (AfterAnswer) runs in that turn too. do's own error comes first, then
// any met sending.
func (b *tableRuntime) withAnswer(c *discord.Context, id string, check func(*table) error, do func(*table) error) (err error) {
	c.Hold()
	var turn answerTurn
	defer func() {
		// Sent even when do failed or panicked: what it answered stands,
		// as it did when answers went out inside the lock.
		if turn.done != nil {
			defer close(turn.done)
			turn.wait()
		}
		if sent := c.Release(); err == nil {
			err = sent
		}
	}()
	return b.withTable(id, check, func(t *table) error {
		defer func() { turn = t.takeTurn() }()
		return do(t)
	})
}
