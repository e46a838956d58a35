package bot

import (
	"maps"
	"slices"

	"github.com/deckhand/deckhand/storage"
)

// A board edit waits its turn under Discord's global rate limit, behind
// every other table's: at a busy hour, seconds. Close does not wait for
// them; the tables whose board had a change not yet sent are stored,
// and the next start edits their boards, so every board ends showing
// its game, a finished one's included.

// wantShown notes that t's board has a change to show; on t's loop.
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
