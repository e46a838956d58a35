package reading

import (
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	domain "github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

var ann, bob = storage.Seat{UserID: "1", Name: "Ann"}, storage.Seat{UserID: "2", Name: "Bob"}

// testWork runs the room's work at once on a goroutine, and waits for it.
type testWork struct{ wg sync.WaitGroup }

func (w *testWork) Go(_, _ string, f func()) { w.wg.Go(f) }

// testTables has no live table; it views a record by its ids and seats.
type testTables struct{}

func (testTables) Copy(*discord.Context, string) (storage.Table, games.Game, error) {
	return storage.Table{}, nil, discord.ErrForged
}

func (testTables) InChannel(string) (string, error) { return "", discord.ErrForged }

func (testTables) Look(*discord.Context, string, bool, func(Live) (discord.Message, error)) error {
	return discord.ErrForged
}

func (testTables) View(rec *storage.Table, info games.Info) domain.Table {
	seats := make([]domain.Seat, len(rec.Seats))
	for i, s := range rec.Seats {
		seats[i] = domain.Seat{UserID: s.UserID, Name: s.Name, CPU: s.CPU, Level: s.Level}
	}
	return domain.Table{ID: rec.ID, Guild: rec.GuildID, Channel: rec.ChannelID, Game: info, Seats: seats}
}

// testPictures draws a fixed picture, or none when refused (as a
// drawing queue that stays congested), and remembers how long it was
// let wait.
type testPictures struct {
	refused bool
	waited  time.Duration
}

func (p *testPictures) Replay(_ *storage.Table, _ games.State, _ *lang.Lang, wait time.Duration) ([]byte, string, bool) {
	p.waited = wait
	if p.refused {
		return nil, "", false
	}
	return []byte("png"), "the table", true
}

// testRoom is a room over a new store of its own, logging to log (nil:
// nowhere).
func testRoom(t testing.TB, log *slog.Logger) (*Room, *testWork) {
	t.Helper()
	store, err := storage.Open(filepath.Join(t.TempDir(), "room.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	work := &testWork{}
	t.Cleanup(work.wg.Wait)
	return New(Config{Store: store, Log: log, Work: work, Tables: testTables{}, Pictures: &testPictures{}}), work
}

// thinking is the line that says a CPU seat is thinking, as data.
func thinking(seat int) games.Text {
	return games.Say("deckhand.render.cpu.thinking", "Seat", games.Seat(seat))
}
