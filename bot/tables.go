package bot

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/deckhand/deckhand/bot/cpu"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/livehand"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/serial"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/bot/turnping"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// table is a loaded table. Its loop owns it: every field is read and
// written only by a job of its loop (do, post), so the answers of one
// channel, its timers and its CPU moves apply one at a time, in order.
// Its sender sends, in that same order, what a job gives it to send.
type table struct {
	loop   loop
	sender serial.Queue
	rec    *storage.Table
	game   games.Game
	state  games.State // nil until the game starts
	timer  *time.Timer
	// drafts hold the picks of long multi-selects per seat and prompt;
	// they are screen state, not game state, and are not stored.
	drafts map[int]map[string][]string
	// ping and hands are what the table keeps up to date besides its
	// board: the turn ping (bot/turnping; ping.go posts it), and each
	// seat's open hand (bot/livehand; livehands.go edits them).
	ping  turnping.Ping
	hands livehand.Set
	board uint64 // fingerprint of what the board shows, 0 if unknown

	// pingTimer runs the board's loop again when the turn ping may fall
	// due (ping.go).
	pingTimer *time.Timer
	// changes counts the changes its board is asked to show.
	changes uint64
	// moved are old boards, replaced by /game, still to be marked as
	// moved; the edit loop marks them, after any edit of theirs that
	// was already on its way.
	moved []string
	// pics is what its messages' pictures are; it has its own lock.
	pics pictures
	// cpu is the table's CPU scheduling (bot/cpu; cpu.go runs it).
	cpu cpu.Schedule
	// hosting is who hosts it as of its last save: read and written
	// under the runtime's lock, not by the loop (hosts.go).
	hosting hostedAs
	// heirs is the place claimed for the host it is being handed to,
	// until the save that makes them host (hosts.go).
	heirs *claim
	// figures are a finished game's, for its final board (bot/reading).
	figures *render.Figures
}

// do runs f on the table's loop and returns once it has run: the one way
// to read or change a table.
func (t *table) do(f func()) { t.loop.do(f) }

// post runs f on the table's loop in its turn, and returns at once: for
// a timer's or a CPU's work, which nobody waits on.
func (t *table) post(f func()) { t.loop.post(f) }

// errSendPanicked is what a send that panicked met.
var errSendPanicked = errors.New("sending panicked")

// send queues f on the table's sender, after everything a job of the
// loop gave it before; the returned channel gets f's error once it has
// run. Called from a job of the loop, so that what is sent goes out in
// the order of the changes it shows.
func (t *table) send(f func() error) <-chan error {
	sent := make(chan error, 1)
	t.sender.Post(func() {
		err := errSendPanicked // until f returns
		defer func() { sent <- err }()
		err = f()
	})
	return sent
}

// view is the table as rendering reads it.
func (t *table) view() render.Table { return t.viewIn(nil) }

// viewIn is t's view for a reader of l (nil: English): the board and
// lobby in the server's language, a hand in its holder's.
func (t *table) viewIn(l *lang.Lang) render.Table {
	return viewOf(t, l)
}

// tableRuntime is the table runtime: it finds a table (in memory, or
// loaded from storage), and on the table's loop checks it, applies an
// answer and commits it before anything shows (withTable, apply, commit,
// update), sets aside a table that cannot be read, and after every
// change tells the parts that keep something of the table up to date
// (afterChange, news.go). Every handler reaches a table through
// withTable; nothing keeps a table past it.
//
// It holds the loaded tables by id and who hosts each (hosts.go), under
// its own lock, a leaf (locks.go). It may call the outbox (board edits,
// notices) and the hands (their live edits); the clock, the CPU players
// and the reading room hear of a table through its news.
type tableRuntime struct {
	*runState
	cfg   *Config
	store *storage.Store
	langs *languages // a server's public language
	out   *outbox
	hands *hands

	mu      mutex
	tables  map[string]*table // loaded tables by id
	claimed claims            // places under the bounds not yet counted by a table (hosts.go)
	guilds  *tableGuilds      // for the log (logwhere.go); nil in some tests

	// news tells the other parts what happens to a table (news.go).
	news tableNews
}

// withTable finds the table with id and runs check, then do, on its
// loop: every handler reaches a table through it. A check or do that
// says no returns a refusal; nothing else may keep the table past do.
func (b *tableRuntime) withTable(id string, check func(*table) error, do func(*table) error) error {
	t, err := b.table(id)
	if err != nil {
		return err
	}
	t.do(func() {
		defer b.setAsideOnPanic(t, "drawing the game", &err)
		if err = check(t); err == nil {
			err = do(t)
		}
	})
	return err
}

// withSeat is withAnswer for a seated player of a started game, clicking
// in the table's channel; do gets the player's seat.
func (b *tableRuntime) withSeat(c *discord.Context, id string, do func(t *table, seat int) (answer, error)) error {
	var seat int
	userID := c.User.ID
	return b.withAnswer(c, id, inTableChannel(c, func(t *table) error {
		if t.rec.Phase.Done() {
			return errGameOver
		}
		if seat = t.rec.SeatOf(userID); seat < 0 {
			return errNotSeated
		}
		if t.state == nil {
			return discord.ErrNotStarted
		}
		return nil
	}), func(t *table) (answer, error) {
		tell(b.news.acted, t)
		return do(t, seat)
	})
}

// unfinished is the check of a table a channel command acts on: it may
// have ended while the click waited its turn.
func unfinished(t *table) error {
	return refusedBy(domain.Unfinished(phaseOf(t.rec.Phase)), t)
}

// inLobby is the check of a lobby click.
func inLobby(t *table) error {
	return refusedBy(domain.InLobby(phaseOf(t.rec.Phase)), t)
}

// channelTableID is the id of the channel's unfinished table.
func (b *tableRuntime) channelTableID(channelID string) (string, error) {
	rec, err := b.store.ChannelTable(channelID)
	if errors.Is(err, storage.ErrNotFound) {
		return "", errNoTable
	}
	if err != nil {
		// The router logs it once, with the server and the command.
		return "", discord.ErrUnreadable.Because(fmt.Errorf("reading the table of channel %s: %w", channelID, err))
	}
	return rec.ID, nil
}

// table returns the loaded table with id, loading it from storage if it
// is not in memory (a button on a board from before a restart).
func (b *tableRuntime) table(id string) (*table, error) {
	b.mu.Lock()
	t, ok := b.tables[id]
	b.mu.Unlock()
	if ok {
		return t, nil
	}
	rec, err := b.store.Table(id)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errNoTable
	}
	if err != nil {
		// The router logs it once, with the server and the click, whose
		// id names the table; a CPU's move logs it with its table.
		return nil, discord.ErrUnreadable.Because(fmt.Errorf("reading table %s: %w", id, err))
	}
	if rec.Phase.Done() {
		// An old board of a finished game: answer from the record alone,
		// without keeping it in memory.
		g, ok := games.Lookup(rec.Game)
		if !ok {
			return nil, errGameOver
		}
		return &table{rec: rec, game: g}, nil
	}
	t, err = b.load(rec)
	if err != nil {
		b.setAside(rec, err.Error())
		return nil, errSetAside
	}
	return t, nil
}

// load puts a record in memory with its decoded game. A record that
// does not fit its game, or whose game panics as it loads, is an error:
// the caller sets it aside, so one damaged record never stops the start.
func (b *tableRuntime) load(rec *storage.Table) (loaded *table, err error) {
	return b.loadClaimed(rec, nil)
}

// loadClaimed is load for a new table whose place under the bounds c
// holds: the table counts itself from the moment c is given back.
func (b *tableRuntime) loadClaimed(rec *storage.Table, c *claim) (loaded *table, err error) {
	defer func() {
		if r := recover(); r != nil {
			loaded, err = nil, fmt.Errorf("loading panicked: %v", r)
		}
	}()
	g, ok := games.Lookup(rec.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", rec.Game)
	}
	t := &table{rec: rec, game: g, drafts: map[int]map[string][]string{}}
	t.cpu.Seen(time.Now()) // a restart gives the people a CPUIdle again
	if rec.Snapshot != nil {
		st, err := decode(g, rec.Snapshot)
		if err != nil {
			return nil, fmt.Errorf("snapshot does not decode: %w", err)
		}
		if err := recordFits(rec, g, st); err != nil {
			return nil, err
		}
		t.state = st
		// A table loaded mid-game was pinged before the stop: take that
		// ping as standing rather than pinging the same players again.
		t.ping.Standing(humansWaited(t))
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	defer b.releaseLocked(c)
	if prev, ok := b.tables[rec.ID]; ok {
		return prev, nil // loaded meanwhile by another interaction
	}
	t.hosting = hostingOf(rec)
	b.tables[rec.ID] = t
	b.guilds.seen(rec.ID, rec.GuildID)
	return t, nil
}

// forget drops a finished table from memory; storage keeps it.
func (b *tableRuntime) forget(t *table) {
	t.stopTimer()
	b.mu.Lock()
	delete(b.tables, t.rec.ID)
	b.mu.Unlock()
	b.guilds.forget(t.rec.ID)
}

// anyPhase is the check of a visit that needs the table as it is.
func anyPhase(*table) error { return nil }

// decode is g.Decode with a panic turned into an error: a damaged save
// must not take the process down with it.
func decode(g games.Game, snapshot []byte) (st games.State, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("decoding panicked: %v", r)
		}
	}()
	return g.Decode(snapshot)
}

// loaded is every table in memory: after start, every unfinished table.
func (b *tableRuntime) loaded() []*table {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Collect(maps.Values(b.tables))
}
