package bot

import (
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/internal/logtest"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// TestAFailedWriteOfATableIsLoggedOnceWithItsTableAndServer: the
// writes the bot makes on its own or for a move (a commit, a save, a
// timer's save, a table set aside) each log their failure once, naming
// the table and its server.
func TestAFailedWriteOfATableIsLoggedOnceWithItsTableAndServer(t *testing.T) {
	t.Parallel()
	var log syncBuffer
	srv := discordtest.NewServer(t) // setting aside tells the channel
	b, tb := playingWith(t, Config{Token: srv.Token(), BaseURL: srv.URL(), Log: slog.New(slog.NewTextHandler(&log, nil))}, ann, bob)
	require.NoError(t, b.store.Close(), "every storage call fails from here")
	for what, write := range map[string]func(){
		"commit": func() {
			_ = b.rt.apply(tb, games.Answer{Seat: 0, PromptID: "pick0", Choices: []string{"o1"}}, storage.ByPlayer, "1")
		},
		"saving table": func() { _ = b.rt.update(tb, func(r *storage.Table) { r.NoPings = true }) },
		"saving timer": func() { b.clock.saveTimer(tb) },
		"quarantine":   func() { b.rt.setAside(tb.rec, "a test") },
	} {
		before := len(logtest.Lines(log.String(), "database not open"))
		write()
		met := logtest.Lines(log.String(), "database not open")[before:]
		if assert.Len(t, met, 1, "%s: logged once:\n%s", what, log.String()) {
			assert.Contains(t, met[0], "table="+tb.rec.ID, what)
			assert.Contains(t, met[0], "guild="+tb.rec.GuildID, what)
		}
	}
}
