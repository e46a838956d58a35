package render

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/table"
)

func TestACPUIsListedWithItsLevel(t *testing.T) {
	t.Parallel()
	rec := &table.Table{Seats: []table.Seat{
		{UserID: "1", Name: "Ann"},
		{Name: "CPU 2", CPU: true, Level: "Hard"},
		{Name: "CPU 3", CPU: true}, // stored before levels
	}}
	assert.Equal(t, "<@1>", SeatLabel(rec, 0), "a person has no level")
	assert.Equal(t, "🤖 CPU 2 · Hard", SeatLabel(rec, 1))
	assert.Equal(t, "🤖 CPU 3 · Normal", SeatLabel(rec, 2), "an old CPU seat plays at Normal")
}

func TestTheBoardSaysWhoIsThinking(t *testing.T) {
	t.Parallel()
	rec := &table.Table{Seats: []table.Seat{{UserID: "1", Name: "Ann"}, {Name: "CPU 2", CPU: true}}}
	assert.Equal(t, "🤖 CPU 2 is thinking…", thinkingStatus(nil, rec, []int{1}))
	assert.Equal(t, "🤖 A CPU is moving for <@1>…", thinkingStatus(nil, rec, []int{0}), "a person whose time ran out")
}
