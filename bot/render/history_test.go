package render

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

var historySeats = []storage.Seat{{UserID: "1", Name: "Ann"}, {UserID: "2", Name: "Bob"}}

func TestHistoryNamesTheWinnerOnce(t *testing.T) {
	t.Parallel()
	h := storage.History{TableID: "t1", Game: "starcollector", Seats: historySeats, Places: []int{1, 2}, Summary: "{seat0} wins with 13★ to 7★.", At: time.Unix(1e9, 0)}
	m := History([]storage.History{h}, 0, 10, 1)
	line := pageText(m)
	assert.Equal(t, 2, strings.Count(line, "<@1>"), "Ann is named among the players and once as the winner: %s", line)
	assert.NotContains(t, line, "won (", "the game's own summary says who won: nothing repeats it in brackets")
	assert.Contains(t, line, "<@1> wins with 13★ to 7★.", "the summary is the outcome")
	assert.Contains(t, pageText(m), "-# Page 1 of 1 · 1 game ·", "one game, not \"1 games\"")

	h.Summary = ""
	assert.Contains(t, pageText(History([]storage.History{h}, 0, 10, 1)), "<@1> won", "without a summary the list says who won")
}

func TestAGameEndedEarlyIsListedAsEndedEarly(t *testing.T) {
	t.Parallel()
	h := storage.History{TableID: "t1", Game: "bitch", Seats: historySeats, Early: true, At: time.Unix(1e9, 0)}
	m := History([]storage.History{h}, 0, 10, 1)
	assert.Contains(t, pageText(m), "ended early", "a game ended with /end is listed as such")
	assert.NotContains(t, pageText(m), "no winner")
	sel := pageSelects(m)["0"]
	assert.Contains(t, sel.Options[0].Description, "ended early", "and so is its entry in the replay select")
}

func TestAHistoryEntrySaysItsGamesSummaryInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	h := storage.History{TableID: "t1", Game: "starcollector", Seats: historySeats, Places: []int{2, 1},
		Summary:    "{seat0} ran out of cards before the deck did: {seat1} wins.",
		SummaryMsg: games.Say("starcollector.end.out", "Out", games.Seat(0), "Winner", games.Seat(1)), At: time.Unix(1e9, 0)}
	en := pageText(HistoryIn(lang.Get(lang.English), []storage.History{h}, 0, 10, 1))
	de := pageText(HistoryIn(lang.Get(lang.German), []storage.History{h}, 0, 10, 1))
	assert.Contains(t, en, "<@1> ran out of cards before the deck did: <@2> wins.")
	assert.NotContains(t, de, "ran out of cards", "the kept summary is said again in German, not the English it was written in")
	assert.Contains(t, de, "<@2>", "with the winner's name in it")
}

func TestAGamesDateReadsAsItsReaderWritesOne(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 2, 15, 4, 0, 0, time.UTC)
	assert.Equal(t, "2 Mar 15:04 UTC", dateIn(lang.Get(lang.English), at), "English as it always read")
	assert.Equal(t, "2. März 15:04 UTC", dateIn(lang.Get(lang.German), at))
	assert.Equal(t, "2 de mar. 15:04 UTC", dateIn(lang.Get(lang.Portuguese), at))
}
