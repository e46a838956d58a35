package games

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// upGame is the smallest game there is: seat 0 says "up" until it has
// said it three times.
type upGame struct{}

type upState struct{ N int }

func (upGame) Info() Info                            { return Info{Slug: "counter", MinSeats: 1, MaxSeats: 1} }
func (upGame) New(Config) (State, error)             { return &upState{}, nil }
func (upGame) Decode([]byte) (State, error)          { return nil, errors.New("not needed") }
func (s *upState) Public() View                      { return View{} }
func (s *upState) Private(int) View                  { return View{} }
func (s *upState) Encode() ([]byte, error)           { return []byte{byte(s.N)}, nil }
func (s *upState) Determinize(int, *rand.Rand) State { c := *s; return &c }

func (s *upState) Prompts() []Prompt {
	if s.N == 3 {
		return nil
	}
	return []Prompt{{ID: "up", Options: []Option{{ID: "up", Label: "Up"}}, Min: 1, Max: 1}}
}

func (s *upState) Apply(a Answer) ([]Event, error) {
	if _, err := Find(s.Prompts(), a); err != nil {
		return nil, err
	}
	s.N++
	return nil, nil
}

func (s *upState) Result() *Result {
	if s.N < 3 {
		return nil
	}
	return &Result{Rank: []int{1}}
}

var up = Answer{PromptID: "up", Choices: []string{"up"}}

func TestReplayRebuildsTheStateFromTheLog(t *testing.T) {
	t.Parallel()
	s, err := Replay(upGame{}, Config{Seats: 1}, []Answer{up, up})
	require.NoError(t, err)
	assert.Equal(t, 2, s.(*upState).N, "two answers replayed make two steps")
}

func TestReplaySaysWhichAnswerWasRefused(t *testing.T) {
	t.Parallel()
	_, err := Replay(upGame{}, Config{Seats: 1}, []Answer{up, up, up, up})
	require.ErrorIs(t, err, ErrStale, "a fourth answer after the end is refused")
	assert.Contains(t, err.Error(), "answer 3", "the error names the refused answer's place in the log")
}
