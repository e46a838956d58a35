package bot

import (
	"maps"
	"runtime/debug"
	"slices"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// apply applies one answer and commits it before returning: once apply
// returns nil the move is on disk. On any error (refused, a panic inside
// the game, the disk) the table is exactly as before.
func (b *tableRuntime) apply(t *table, a games.Answer, by storage.Mover, userID string) error {
	if t.rec.Phase != storage.Playing || t.state == nil {
		if t.rec.Phase.Done() {
			return errGameOver
		}
		return discord.ErrNotStarted
	}
	return b.move(t, by, userID, func() (games.Answer, []games.Event, error) {
		events, err := t.state.Apply(a)
		return a, events, err
	})
}

// move makes one move with play and commits it. Once play has changed
// the game, any failure after it (a panic in the game, in Apply or in the
// Encode, Result or Prompts that commit calls; a failed commit) puts the
// table back to its last committed state. The player hears errInternal
// for a panic; only the log gets the panic and its stack.
func (b *tableRuntime) move(t *table, by storage.Mover, userID string, play func() (games.Answer, []games.Event, error)) (err error) {
	before := *t.rec
	played := false
	defer func() {
		if r := recover(); r != nil {
			b.log.Error("game panicked", "table", before.ID, "game", before.Game, "panic", r, "stack", string(debug.Stack()))
			err, played = errInternal, true // a panic may leave the game half changed
		}
		if err != nil && played {
			*t.rec = before
			b.restore(t)
		}
	}()
	a, events, err := play()
	if err != nil {
		return err // refused: the game is unchanged
	}
	played = true
	return b.commit(t, a, events, by, userID)
}

// restore puts the game back to the last committed snapshot.
func (b *tableRuntime) restore(t *table) {
	st, err := t.game.Decode(t.rec.Snapshot)
	if err != nil {
		b.log.Error("restoring snapshot", "table", t.rec.ID, "err", err)
		return
	}
	t.state = st
}

// commit writes an applied answer: log entry, snapshot, board lines,
// notes, result and the next deadline, in one transaction. If it fails,
// move puts the table back and the caller tells the player.
func (b *tableRuntime) commit(t *table, a games.Answer, events []games.Event, by storage.Mover, userID string) error {
	snapshot, err := t.state.Encode()
	if err != nil {
		b.log.Error("encode", "table", t.rec.ID, "err", err)
		return errInternal
	}
	rec := t.rec
	rec.Snapshot = snapshot
	record(rec, a.Seat, events)
	var outcome *storage.Outcome
	if r := t.state.Result(); r != nil {
		rec.Phase = storage.Finished
		outcome = b.outcome(r)
	}
	tell(b.news.moving, t)
	move := storage.Move{Seat: a.Seat, Prompt: a.PromptID, Choices: a.Choices, UserID: userID, By: by}
	if err := b.store.Commit(rec, move, outcome); err != nil {
		b.log.Error("commit", "table", t.rec.ID, "guild", t.rec.GuildID, "err", err)
		return errStoreFailed
	}
	b.noteHost(t)
	return nil
}

func (b *tableRuntime) outcome(r *games.Result) *storage.Outcome {
	return &storage.Outcome{Places: r.Rank, Summary: r.Summary, SummaryMsg: r.SummaryMsg}
}

// update changes t's record with change and saves it. If the save fails
// the record is put back as it was, so memory never runs ahead of the
// disk, and the error is the one to tell the player.
func (b *tableRuntime) update(t *table, change func(rec *storage.Table)) error {
	return b.updateWith(t, change, b.store.Save)
}

// updateWith is update with the record written by save, for a change
// that writes more than the record in the same transaction.
func (b *tableRuntime) updateWith(t *table, change func(rec *storage.Table), save func(*storage.Table) error) error {
	before := *t.rec
	before.Seats = slices.Clone(t.rec.Seats)
	before.Options = maps.Clone(t.rec.Options)
	change(t.rec)
	if err := save(t.rec); err != nil {
		*t.rec = before
		b.log.Error("saving table", "table", before.ID, "guild", before.GuildID, "err", err)
		return errNotSaved
	}
	b.noteHost(t)
	return nil
}
