package bot

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// recapOf is seat's recap as the bot shows it of rec.
func recapOf(rec *storage.Table, seat int, except string) string {
	return render.Recap(TableView(rec, picktest.Game{}), seat, except)
}

func said(text string) games.Event { return games.Event{Text: text} }

func toSeat(seat int, text string) games.Event {
	return games.Event{Text: text, Seat: seat, Private: true}
}

func TestAHandRecapsEverythingSinceThePlayersOwnLastMove(t *testing.T) {
	t.Parallel()
	rec := &storage.Table{Seats: []storage.Seat{ann, bob}}
	record(rec, 0, []games.Event{said("ann played"), toSeat(0, "you drew 7")})
	record(rec, 1, []games.Event{said("bob played"), said("bob won the fight"), toSeat(0, "you lost the fight")})

	recap := recapOf(rec, 0, "")
	for _, line := range []string{"ann played", "you drew 7", "bob played", "bob won the fight", "you lost the fight"} {
		assert.Contains(t, recap, line, "Ann has not moved since: her hand says all of it")
	}
	assert.NotContains(t, recapOf(rec, 1, ""), "you drew 7", "a private line stays with its seat")
}

func TestTheRecapClearsAtThePlayersNextMove(t *testing.T) {
	t.Parallel()
	rec := &storage.Table{Seats: []storage.Seat{ann, bob}}
	record(rec, 0, []games.Event{said("ann played"), toSeat(0, "you drew 7")})
	record(rec, 1, []games.Event{said("bob played")})
	record(rec, 0, []games.Event{said("ann passed")})

	recap := recapOf(rec, 0, "")
	assert.Equal(t, "• ann passed", recap, "what came before Ann's move is gone from her hand")
	assert.Contains(t, recapOf(rec, 1, ""), "ann passed")
}

func TestTheMoverSeesWhatTheirOwnMoveRevealed(t *testing.T) {
	t.Parallel()
	rec := &storage.Table{Seats: []storage.Seat{ann, bob}}
	record(rec, 0, []games.Event{said("ann chose")})
	record(rec, 1, []games.Event{said("bob chose"), said("Red Giant 4 loses to Meteor 5")})
	assert.Contains(t, recapOf(rec, 1, ""), "Red Giant 4 loses to Meteor 5", "the second chooser sees the reveal")
	assert.Contains(t, recapOf(rec, 0, ""), "Red Giant 4 loses to Meteor 5", "and so does the first")
}

func TestRecentMovesKeepEverythingSinceEachPlayersLastMove(t *testing.T) {
	t.Parallel()
	cpu := storage.Seat{Name: "CPU", CPU: true}
	rec := &storage.Table{Seats: []storage.Seat{ann, cpu}}
	record(rec, 0, []games.Event{said("ann played")})
	for i := range 20 {
		record(rec, 1, []games.Event{said(fmt.Sprintf("cpu move %d", i))})
	}
	assert.Len(t, rec.Recent, 21, "Ann has not moved for 20 lines: the board keeps them all")
	assert.Equal(t, "ann played", rec.Recent[0])

	record(rec, 0, []games.Event{said("ann again")})
	record(rec, 1, []games.Event{said("cpu again")})
	assert.Len(t, rec.Recent, recentMoves, "once she has moved the board is short again; a CPU waits on no one")
}

func TestTheRecapKeepsPrivateLinesInTheirPlace(t *testing.T) {
	t.Parallel()
	rec := &storage.Table{Seats: []storage.Seat{ann, bob}}
	record(rec, 0, []games.Event{said("ann has chosen"), toSeat(0, "you chose Comet")})
	record(rec, 1, []games.Event{said("bob has chosen"), said("the reveal"), toSeat(0, "you drew Nova")})
	assert.Equal(t, "• ann has chosen\n• you chose Comet\n• bob has chosen\n• the reveal\n• you drew Nova", recapOf(rec, 0, ""),
		"in the order it happened: Ann's choice before the reveal, her draw after it")
}

func TestTheResultIsNotRepeatedInTheRecap(t *testing.T) {
	t.Parallel()
	rec := &storage.Table{Seats: []storage.Seat{ann, bob}}
	record(rec, 0, []games.Event{said("ann played"), said("ann wins")})
	assert.Equal(t, "• ann played", recapOf(rec, 1, "ann wins"), "the hand's Game over says it once")
}
