package bot

import (
	"encoding/json"
	"slices"
	"sync"
	"time"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/bot/pace"
	"github.com/deckhand/deckhand/bot/reading"
	"github.com/deckhand/deckhand/bot/render"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// readingRoom is the reading room (bot/reading) as the bot holds it:
// the room, which reads storage and renders and changes no table, and
// reaches the bot through the adapters below, made in wire.
type readingRoom struct {
	*reading.Room
	// pictures draws a replay step's picture (the room's Pictures).
	pictures roomPictures
}

// newReadingRoom makes the reading room, handing it the run state's
// work, the runtime's tables and the outbox's drawing.
func newReadingRoom(l *runState, store *storage.Store, out *outbox, rt *tableRuntime) *readingRoom {
	pictures := roomPictures{out}
	return &readingRoom{
		Room: reading.New(reading.Config{
			Store: store, Log: l.log, Work: roomWork{l}, Tables: roomTables{rt}, Pictures: pictures,
			Locks: func() sync.Locker { return new(mutex) },
		}),
		pictures: pictures,
	}
}

// figure gives a table whose game has just finished the figures of its
// final board (reading.Room.Figures), once; t is its loop's.
func (b *readingRoom) figure(t *table) {
	if t.rec.Phase != storage.Finished || t.figures != nil {
		return
	}
	t.figures = b.Figures(t.rec, t.game, t.state)
}

// roomWork is the run state as the room's Work: what it starts, Close
// waits for.
type roomWork struct{ *runState }

func (w roomWork) Go(what, table string, f func()) {
	if !w.enter() {
		return
	}
	go func() {
		defer w.wg.Done()
		defer w.recoverAndLog(what, table)
		f()
	}()
}

// roomTables is the runtime as the room's Tables.
type roomTables struct{ rt *tableRuntime }

// Copy copies the live table's record on its loop: the room reads the
// copy after, while the table goes on.
func (a roomTables) Copy(c *discord.Context, id string) (storage.Table, games.Game, error) {
	var rec storage.Table
	var game games.Game
	err := a.rt.withTable(id, inTableChannel(c, anyPhase), func(t *table) error {
		rec, game = *t.rec, t.game
		rec.Seats = slices.Clone(t.rec.Seats)
		return nil
	})
	return rec, game, err
}

func (roomTables) View(rec *storage.Table, info games.Info) domain.Table { return tableOf(rec, info) }

func (a roomTables) InChannel(channelID string) (string, error) {
	return a.rt.channelTableID(channelID)
}

// Look reads the table on its loop, and its answer goes out on the
// table's sender, as every answer of the table does.
func (a roomTables) Look(c *discord.Context, id string, inChannel bool, look func(reading.Live) (discord.Message, error)) error {
	check := started
	if inChannel {
		check = inTableChannel(c, started)
	}
	return a.rt.withAnswer(c, id, check, func(t *table) (answer, error) {
		m, err := look(reading.Live{Game: t.game, State: t.state, Table: t.seated()})
		if err != nil {
			return nil, err
		}
		return respond(c, m), nil
	})
}

// roomPictures is the outbox's drawing as the room's Pictures.
type roomPictures struct{ out *outbox }

// Replay takes the replayed state's public scene and draws it, as a live
// board's is, at routine priority: after what live games wait on.
func (p roomPictures) Replay(rec *storage.Table, st games.State, l *lang.Lang, wait time.Duration) ([]byte, string, bool) {
	s, ok := p.scene(rec, st, l)
	if !ok {
		return nil, "", false
	}
	png, _, err := p.out.draw(s, rec.ID, wait)
	if err != nil {
		return nil, "", false
	}
	return png, s.alt, true
}

// scene takes the public scene of a replayed state, as takeScene takes a
// live table's, for a reader of l: the scene as the game says it in l,
// the picture's own words and its alt text in l. A game without scenes,
// or whose scene fails, gets none.
func (p roomPictures) scene(rec *storage.Table, st games.State, l *lang.Lang) (s takenScene, ok bool) {
	sc, isScener := games.In(st, langOr(l)).(games.Scener)
	if !isScener {
		return takenScene{}, false
	}
	defer func() {
		if r := recover(); r != nil {
			p.out.log.Error("replay scene panicked", "table", rec.ID, "game", rec.Game, "panic", r)
			s, ok = takenScene{}, false
		}
	}()
	// The step's text says what it did, reveals and all: the notes a
	// live board draws under the table (its last reveal) would say it
	// twice.
	scene := sc.Scene(-1)
	scene.Notes = nil
	data, err := json.Marshal(scene)
	if err != nil {
		p.out.log.Error("replay scene", "table", rec.ID, "err", err)
		return takenScene{}, false
	}
	alt := draw.AltTextIn(l, scene, render.SeatNames(seatsOf(rec)), altTextMax)
	return newTakenScene(data, pictureNames(rec, l), l, pace.Routine, alt), true
}
