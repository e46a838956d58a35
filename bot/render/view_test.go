package render

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

// A view of a table is what its keeper hands render: the table as its
// rules know it and what it keeps for its messages. Built here from
// literals, with no stored record anywhere, it renders the lobby, the
// board and a hand a player sees.
func TestALobbyABoardAndAHandRenderFromAViewOfTheTableBuiltByHand(t *testing.T) {
	t.Parallel()
	seated := table.Table{ID: "zz9", Guild: "10", Channel: "20", Game: picktest.Game{}.Info(), Host: "1", Phase: table.Lobby,
		Seats:   []table.Seat{{UserID: "1", Name: "Ann"}, {Name: "CPU 2", CPU: true, Level: "Hard"}},
		Options: map[string]string{"size": "3"}}

	lobby := Lobby(Table{Table: seated, Game: picktest.Game{}})
	text := textOf(lobby)
	assert.Contains(t, text, "1. <@1> (host)", "the host is marked among the seats")
	assert.Contains(t, text, "2. 🤖 CPU 2 · Hard", "a CPU seat shows its level")
	assert.Contains(t, text, "Size: **three**", "the options are the view's")
	assert.Contains(t, buttonIDs(lobby), discord.LobbyID{Table: "zz9", Action: discord.LobbyJoin}.String(), "Join answers the view's table")

	st, err := picktest.Game{}.New(games.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	seated.Phase = table.Playing
	v := Table{Table: seated, Game: picktest.Game{}, State: st, Kept: Kept{
		Moves: 1, Deadline: time.Unix(1e9, 0),
		Recent: []string{games.Seat(1) + " picked o2"}, Since: []int{1, 1},
		Notes: map[int][]string{0: {"You kept o1"}}, NotesAt: map[int][]int{0: {1}},
	}}
	board := Board(v)
	text = textOf(board)
	assert.Contains(t, text, "Waiting on <@1>", "the board says whom the game waits on, by the view's seats")
	assert.Contains(t, text, "<t:1000000000:R>", "and when the turn timer runs out")
	assert.Contains(t, text, "• 🤖 CPU 2 picked o2", "the kept lines are the board's last moves")
	assert.Contains(t, text, "Press **Hand** below", "the first moves say how to play")
	assert.Contains(t, buttonIDs(board), discord.HandID{Table: "zz9"}.String(), "Hand opens the view's table")

	hand := Hand(v, 0, 0, "")
	text = textOf(hand)
	assert.Contains(t, text, "• 🤖 CPU 2 picked o2\n• You kept o1", "the hand recaps the public line and then the seat's own note")
	assert.NotContains(t, textOf(Hand(v, 1, 0, "")), "You kept o1", "a seat's note is its own")
}
