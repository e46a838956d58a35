package bot

import (
	"errors"
	"maps"
	"slices"

	"github.com/deckhand/deckhand/storage"
)

// A board edit waits its turn under Discord's global rate limit, behind
// every other table's: at a busy hour, seconds. Close does not wait for
// them; the tables whose board had a change not yet sent are stored,
// and the next start edits their boards, so every board ends showing
// its game, a finished one's included.

// wantShown notes that t's board has a change to show; t is locked.
func (b *outbox) wantShown(t *table) {
	t.changes++
	b.mu.Lock()
	defer b.mu.Unlock()
	b.unshown[t.rec.ID] = t.changes
}

// shown notes that the board of table id was sent (or found to show
// already) what it had to as of change want.
func (b *outbox) shown(id string, want uint64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.unshown[id] <= want {
		delete(b.unshown, id)
	}
}

// leaveBehind stores in store the tables whose board is behind, once
// Close has stopped every edit.
func (b *outbox) leaveBehind(store *storage.Store) {
	b.mu.Lock()
	ids := slices.Sorted(maps.Keys(b.unshown))
	b.mu.Unlock()
	if len(ids) == 0 {
		return
	}
	if err := store.MarkBoardsBehind(ids); err != nil {
		b.log.Error("storing the boards left behind", "tables", len(ids), "err", err)
		return
	}
	b.log.Info("boards left behind for the next start", "tables", len(ids))
}

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
	t.locked(func() {
		b.rt.refreshBoard(t)
		if t.rec.Phase.Done() {
			b.rt.forget(t)
		}
	})
}
