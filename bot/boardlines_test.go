package bot

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/internal/msgtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// A line a game says as data: "{seat} is thinking…" in the catalogs.
func thinking(seat int) games.Text {
	return games.Say("deckhand.render.cpu.thinking", "Seat", games.Seat(seat))
}

// pickBoard is a playing pick table over rec, read in l.
func pickBoard(t *testing.T, rec *storage.Table, l *lang.Lang) render.Table {
	t.Helper()
	st, err := picktest.Game{}.New(games.Config{Seats: len(rec.Seats), Seed: 1})
	require.NoError(t, err)
	rec.ID, rec.Phase = "zz9", storage.Playing
	v := TableView(rec, picktest.Game{})
	v.State, v.Lang = st, l
	return v
}

func TestABoardsLinesReadInEachReadersLanguageAfterARestart(t *testing.T) {
	t.Parallel()
	rec := &storage.Table{Seats: []storage.Seat{ann, bob}}
	record(rec, 0, []games.Event{said("ann played"), {Msg: thinking(0)}, {Msg: thinking(1), Seat: 1, Private: true}})
	assert.Equal(t, []string{"ann played", "{seat0} is thinking…"}, rec.Recent, "the record keeps its English lines as before")

	// A restart reads the table back from its JSON.
	data, err := json.Marshal(rec)
	require.NoError(t, err)
	var back storage.Table
	require.NoError(t, json.Unmarshal(data, &back))

	german := msgtest.Shown(render.Board(pickBoard(t, &back, lang.Get(lang.German))))
	assert.Contains(t, german, "<@1> denkt nach…", "the line kept as data reads in German, its seat named")
	assert.Contains(t, german, "ann played", "a line the game said only in words reads as it was said")
	assert.NotContains(t, german, "is thinking")
	assert.Contains(t, msgtest.Shown(render.Board(pickBoard(t, &back, nil))), "<@1> is thinking…")

	hand := msgtest.Shown(render.Hand(pickBoard(t, &back, lang.Get(lang.Portuguese)), 1, 0, ""))
	assert.Contains(t, hand, "<@2> está pensando…", "a seat's own line too")
}

// oldRecord is a table as the bot wrote it before lines were kept as
// data: its lines are English sentences only.
const oldRecord = `{"ID":"zz9","GuildID":"g","ChannelID":"c","Game":"pick","Host":"1","Phase":"playing",
"Seats":[{"UserID":"1","Name":"Ann","CPU":false},{"UserID":"2","Name":"Bob","CPU":false}],
"Options":null,"Seed":1,"Snapshot":null,"Moves":2,"BoardID":"b",
"Recent":["{seat0} picked o1","{seat1} picked o2"],"Notes":{"1":["secret"]},
"Since":[1,0],"NotesAt":{"1":[1]},"Timer":0,"Deadline":"0001-01-01T00:00:00Z","Warned":false,
"Created":"2026-11-01T10:00:00Z","Updated":"2026-11-01T10:05:00Z"}`

func TestOldBoardLinesOnDiskStillShow(t *testing.T) {
	t.Parallel()
	var rec storage.Table
	require.NoError(t, json.Unmarshal([]byte(oldRecord), &rec))
	for _, l := range []*lang.Lang{nil, lang.Get(lang.German)} {
		board := msgtest.Shown(render.Board(pickBoard(t, &rec, l)))
		assert.Contains(t, board, "<@1> picked o1")
		assert.Contains(t, board, "<@2> picked o2")
	}
	assert.Contains(t, msgtest.Shown(render.Hand(pickBoard(t, &rec, lang.Get(lang.German)), 1, 0, "")), "secret", "a seat's old private line shows too")

	// The next move keeps the old lines beside the new data, line for line.
	record(&rec, 0, []games.Event{{Msg: thinking(0)}})
	require.Len(t, rec.RecentMsg, len(rec.Recent))
	board := msgtest.Shown(render.Board(pickBoard(t, &rec, lang.Get(lang.German))))
	assert.Contains(t, board, "<@2> picked o2")
	assert.Contains(t, board, "<@1> denkt nach…")
}
