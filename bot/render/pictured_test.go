package render

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/table"
)

func TestTheBoardsAccentIsThePictureColourOfTheSeatToMove(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	m := Board(tb)
	c := draw.SeatColour(0)
	want := int(c.R)<<16 | int(c.G)<<8 | int(c.B)
	for _, msg := range [][]discordgo.MessageComponent{m.Components, m.Plain.Components} {
		assert.Equal(t, want, *msg[0].(discordgo.Container).AccentColor, "the seat to move, in the colour its picture gives it")
	}
	tb.State = finished{tb.State.(*picktest.State)}
	tb.Table.Phase = table.Finished
	assert.Equal(t, colourOver, *Board(tb).Components[0].(discordgo.Container).AccentColor, "a finished game: nobody's colour")
}

func TestAPicturedBoardSaysNoPlayersListAndHasASlotForItsPicture(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 2, 0)
	tb.Table.Seats = append(tb.Table.Seats, table.Seat{UserID: "2", Name: "Bob"})
	m := Board(tb)
	assert.NotContains(t, textOf(m), "Players", "the picture shows the seats; its alt text names them")
	assert.Contains(t, textOf(*m.Plain), "Players", "the whole text view keeps the list")
	_, ok := WithPicture(m, "attachment://board.png", "a table")
	require.True(t, ok, "the pictured board has a place for its picture")
	_, ok = WithPicture(*m.Plain, "attachment://board.png", "a table")
	assert.False(t, ok, "its whole text view has none")
	assert.True(t, strings.Contains(textOf(m), "Waiting on"), "it says whose move it is")
}
