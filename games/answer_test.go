package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func opts(ids ...string) []Option {
	out := make([]Option, len(ids))
	for i, id := range ids {
		out[i] = Option{ID: id, Label: id}
	}
	return out
}

var sample = []Prompt{
	{ID: "play", Seat: 0, Options: opts("a", "b", "c"), Min: 1, Max: 1},
	{ID: "meld", Seat: 0, Options: opts("a", "b", "c"), Min: 2, Max: 3},
	{ID: "call", Seat: 1, Options: opts("call"), Min: 1, Max: 1, Optional: true},
	{ID: "pick", Seat: 2, Options: opts("x", "y"), Min: 1, Max: 1},
}

func TestFindAcceptsAnAnswerToAnOpenPromptOfThatSeat(t *testing.T) {
	t.Parallel()
	p, err := Find(sample, Answer{Seat: 0, PromptID: "meld", Choices: []string{"c", "a"}})
	require.NoError(t, err)
	assert.Equal(t, "meld", p.ID)
}

func TestFindRefusesAPromptOfAnotherSeatAsStale(t *testing.T) {
	t.Parallel()
	_, err := Find(sample, Answer{Seat: 1, PromptID: "play", Choices: []string{"a"}})
	assert.ErrorIs(t, err, ErrStale)
	_, err = Find(sample, Answer{Seat: 0, PromptID: "gone", Choices: []string{"a"}})
	assert.ErrorIs(t, err, ErrStale)
}

func TestFindRefusesTheWrongNumberOfChoices(t *testing.T) {
	t.Parallel()
	_, err := Find(sample, Answer{Seat: 0, PromptID: "play", Choices: []string{"a", "b"}})
	assert.ErrorIs(t, err, ErrBadChoice)
	assert.Contains(t, err.Error(), "pick exactly 1")
	_, err = Find(sample, Answer{Seat: 0, PromptID: "meld", Choices: []string{"a"}})
	assert.ErrorIs(t, err, ErrBadChoice)
	assert.Contains(t, err.Error(), "between 2 and 3")
	_, err = Find(sample, Answer{Seat: 0, PromptID: "play"})
	assert.ErrorIs(t, err, ErrBadChoice)
}

func TestFindRefusesAnOptionNotOfferedOrPickedTwice(t *testing.T) {
	t.Parallel()
	_, err := Find(sample, Answer{Seat: 0, PromptID: "play", Choices: []string{"z"}})
	assert.ErrorIs(t, err, ErrBadChoice)
	_, err = Find(sample, Answer{Seat: 0, PromptID: "meld", Choices: []string{"a", "a"}})
	assert.ErrorIs(t, err, ErrBadChoice)
	assert.Contains(t, err.Error(), "twice")
}

func TestPromptsForKeepsOneSeatsPromptsInOrder(t *testing.T) {
	t.Parallel()
	got := PromptsFor(sample, 0)
	require.Len(t, got, 2)
	assert.Equal(t, "play", got[0].ID)
	assert.Equal(t, "meld", got[1].ID)
	assert.Empty(t, PromptsFor(sample, 5))
}

func TestWaitingNamesEachSeatOnceAndNotForOptionalPrompts(t *testing.T) {
	t.Parallel()
	assert.Equal(t, []int{0, 2}, Waiting(sample))
	assert.Empty(t, Waiting(nil))
}

func TestAPromptKnowsItsOptions(t *testing.T) {
	t.Parallel()
	p := sample[0]
	assert.True(t, p.Has("b"))
	assert.False(t, p.Has("z"))
	o, ok := p.Option("c")
	assert.True(t, ok)
	assert.Equal(t, "c", o.Label)
	_, ok = p.Option("z")
	assert.False(t, ok)
}
