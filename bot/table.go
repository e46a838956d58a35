package bot

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// table is a loaded table. Its mutex serialises everything done to it,
// so the answers of one channel apply one at a time.
type table struct {
	mu    sync.Mutex
	rec   *storage.Table
	game  games.Game
	state games.State // nil until the game starts
	timer *time.Timer
	// drafts hold the picks of long multi-selects per seat and prompt;
	// they are screen state, not game state, and are not stored.
	drafts map[int]map[string][]string
}

// Errors the player sees as they are.
var (
	ErrNoTable     = errors.New("There is no game in this channel. Start one with `/play`.")
	ErrGameOver    = errors.New("This game has ended.")
	ErrNotSeated   = errors.New("You are not playing at this table.")
	ErrNotStarted  = errors.New("This game has not started yet.")
	errInternal    = errors.New("Something went wrong on our side; the game is as it was before your move.")
	errStoreFailed = errors.New("I could not save that move, so it was not made. Please try again.")
	errNotSaved    = errors.New("I could not save that; nothing changed. Please try again.")
	errUnreadable  = errors.New("I could not read this table's saved game just now; nothing was changed.")
)

// table returns the loaded table with id, loading it from storage if it
// is not in memory (a button on a board from before a restart).
func (b *Bot) table(id string) (*table, error) {
	b.mu.Lock()
	t, ok := b.tables[id]
	b.mu.Unlock()
	if ok {
		return t, nil
	}
	rec, err := b.store.Table(id)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, ErrNoTable
	}
	if err != nil {
		b.log.Error("reading table", "table", id, "err", err)
		return nil, errUnreadable
	}
	if rec.Phase.Done() {
		// An old board of a finished game: answer from the record alone,
		// without keeping it in memory.
		g, ok := games.Lookup(rec.Game)
		if !ok {
			return nil, ErrGameOver
		}
		return &table{rec: rec, game: g}, nil
	}
	t, err = b.load(rec)
	if err != nil {
		b.log.Error("loading table", "table", id, "game", rec.Game, "err", err)
		return nil, errUnreadable
	}
	return t, nil
}

// channelTable returns the unfinished table of a channel.
func (b *Bot) channelTable(channelID string) (*table, error) {
	rec, err := b.store.ChannelTable(channelID)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, ErrNoTable
	}
	if err != nil {
		b.log.Error("reading channel table", "channel", channelID, "err", err)
		return nil, errUnreadable
	}
	return b.table(rec.ID)
}

// lockChannelTable finds the channel's unfinished table and locks it, or
// answers why there is none. The caller unlocks.
func (b *Bot) lockChannelTable(c *Context) (*table, bool) {
	t, err := b.channelTable(c.Interaction.ChannelID)
	if err != nil {
		b.refuse(c, err)
		return nil, false
	}
	t.mu.Lock()
	if t.rec.Phase.Done() { // it ended while we waited for the lock
		t.mu.Unlock()
		b.refuse(c, ErrGameOver)
		return nil, false
	}
	return t, true
}

// load puts a record in memory with its decoded game.
func (b *Bot) load(rec *storage.Table) (*table, error) {
	g, ok := games.Lookup(rec.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", rec.Game)
	}
	t := &table{rec: rec, game: g, drafts: map[int]map[string][]string{}}
	if rec.Snapshot != nil {
		st, err := g.Decode(rec.Snapshot)
		if err != nil {
			return nil, fmt.Errorf("snapshot does not decode: %w", err)
		}
		t.state = st
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if prev, ok := b.tables[rec.ID]; ok {
		return prev, nil // loaded meanwhile by another interaction
	}
	b.tables[rec.ID] = t
	return t, nil
}

// forget drops a finished table from memory; storage keeps it.
func (b *Bot) forget(t *table) {
	t.stopTimer()
	b.mu.Lock()
	delete(b.tables, t.rec.ID)
	b.mu.Unlock()
}

// apply applies one answer and commits it before returning: once apply
// returns nil the move is on disk. On any error (refused, a panic inside
// the game, the disk) the table is exactly as before.
func (b *Bot) apply(t *table, a games.Answer, by, userID string) error {
	if t.rec.Phase != storage.Playing || t.state == nil {
		if t.rec.Phase.Done() {
			return ErrGameOver
		}
		return ErrNotStarted
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
func (b *Bot) move(t *table, by, userID string, play func() (games.Answer, []games.Event, error)) (err error) {
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
func (b *Bot) restore(t *table) {
	st, err := t.game.Decode(t.rec.Snapshot)
	if err != nil {
		b.log.Error("restoring snapshot", "table", t.rec.ID, "err", err)
		return
	}
	t.state = st
}

// recentMoves is how many public events the board shows.
const recentMoves = 6

// commit writes an applied answer: log entry, snapshot, board lines,
// notes, result and the next deadline, in one transaction. If it fails,
// move puts the table back and the caller tells the player.
func (b *Bot) commit(t *table, a games.Answer, events []games.Event, by, userID string) error {
	snapshot, err := t.state.Encode()
	if err != nil {
		b.log.Error("encode", "table", t.rec.ID, "err", err)
		return errInternal
	}
	rec := t.rec
	rec.Snapshot = snapshot
	notes := map[int][]string{}
	for _, e := range events {
		if e.Private {
			notes[e.Seat] = append(notes[e.Seat], e.Text)
		} else {
			rec.Recent = append(rec.Recent, e.Text)
		}
	}
	if n := len(rec.Recent); n > recentMoves {
		rec.Recent = append([]string(nil), rec.Recent[n-recentMoves:]...)
	}
	if len(notes) > 0 {
		merged := map[int][]string{}
		for s, n := range rec.Notes {
			merged[s] = n
		}
		for s, n := range notes {
			merged[s] = n // the newest private lines replace older ones
		}
		rec.Notes = merged
	}
	var outcome *storage.Outcome
	if r := t.state.Result(); r != nil {
		rec.Phase = storage.Finished
		outcome = b.outcome(r)
	}
	b.setDeadline(t)
	move := storage.Move{Seat: a.Seat, Prompt: a.PromptID, Choices: a.Choices, UserID: userID, By: by}
	if err := b.store.Commit(rec, move, outcome); err != nil {
		b.log.Error("commit", "table", t.rec.ID, "err", err)
		return errStoreFailed
	}
	return nil
}

func (b *Bot) outcome(r *games.Result) *storage.Outcome {
	return &storage.Outcome{Places: r.Rank, Summary: r.Summary}
}

// playCPUs lets CPU seats answer while the game waits on one of them.
func (b *Bot) playCPUs(t *table) {
	for guard := 0; guard < 10000 && t.state != nil && t.state.Result() == nil; guard++ {
		seat := -1
		for _, s := range games.Waiting(t.state.Prompts()) {
			if t.rec.Seats[s].CPU {
				seat = s
				break
			}
		}
		if seat < 0 {
			return
		}
		if err := b.playRandom(t, seat, "cpu"); err != nil {
			b.log.Error("cpu move", "table", t.rec.ID, "seat", seat, "err", err)
			return
		}
	}
}

// playRandom makes a random legal move for seat and commits it.
// The RNG is derived from the table's seed and move count, so the same
// table at the same move always makes the same CPU move.
func (b *Bot) playRandom(t *table, seat int, by string) error {
	rng := rand.New(rand.NewPCG(t.rec.Seed, uint64(t.rec.Moves)))
	return b.move(t, by, "", func() (games.Answer, []games.Event, error) {
		return games.PlayRandom(t.state, seat, true, rng)
	})
}

// update changes t's record with change and saves it. If the save fails
// the record is put back as it was, so memory never runs ahead of the
// disk, and the error is the one to tell the player.
func (b *Bot) update(t *table, change func(rec *storage.Table)) error {
	before := *t.rec
	before.Seats = slices.Clone(t.rec.Seats)
	before.Options = maps.Clone(t.rec.Options)
	change(t.rec)
	if err := b.store.Save(t.rec); err != nil {
		*t.rec = before
		b.log.Error("saving table", "table", before.ID, "err", err)
		return errNotSaved
	}
	return nil
}
