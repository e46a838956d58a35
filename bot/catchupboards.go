package bot

import (
	"errors"

	"github.com/deckhand/deckhand/storage"
)

// Close does not wait for the board edits still queued; it stores the
// tables whose board is behind (unshownboards.go), and the next start
// edits them, so every board ends showing its game.

// boardsBehind is the start-up work of the boards the last Close left
// behind: each is edited, a finished table's loaded for its edit alone.
func (b *starter) boardsBehind() []func() {
	ids, err := b.store.TakeBoardsBehind()
	if err != nil {
		b.log.Error("reading the boards left behind", "err", err)
		return nil
	}
	work := make([]func(), len(ids))
	for i, id := range ids {
		work[i] = func() { b.catchUpBoard(id) }
	}
	return work
}

// catchUpBoard edits the board of table id, left behind.
func (b *starter) catchUpBoard(id string) {
	b.rt.mu.Lock()
	t := b.rt.tables[id]
	b.rt.mu.Unlock()
	if t == nil {
		rec, err := b.store.Table(id)
		if errors.Is(err, storage.ErrNotFound) {
			return // pruned, or set aside meanwhile
		}
		if err != nil {
			b.log.Error("reading a table whose board was left behind", "table", id, "err", err)
			return
		}
		if t, err = b.rt.load(rec); err != nil {
			b.log.Warn("loading a table whose board was left behind", "table", id, "err", err)
			return
		}
	}
	t.do(func() {
		b.rt.refreshBoard(t)
		if t.rec.Phase.Done() {
			b.rt.forget(t)
		}
	})
}
