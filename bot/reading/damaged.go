package reading

import (
	"errors"

	"github.com/deckhand/deckhand/storage"
)

// noteDamaged logs err when it is a damaged answer-log entry of rec's. A
// damaged entry is the operator's to know about, not only the player's
// "could not rebuild": it is logged once per table, with the table, its
// server and the entry, since every Log page and replay step would
// otherwise log it again.
func (b *Room) noteDamaged(rec *storage.Table, err error) {
	var damaged *storage.DamagedMoveError
	if errors.As(err, &damaged) {
		if _, seen := b.damaged.LoadOrStore(rec.ID, true); !seen {
			b.log.Error("answer log damaged", "table", rec.ID, "guild", rec.GuildID, "answer", damaged.At, "err", damaged.Err)
		}
	}
}
