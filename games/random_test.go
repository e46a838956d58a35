package games

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestARandomAnswerPicksDistinctOptionsWithinTheBounds(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	for _, p := range sample {
		for range 200 {
			a := RandomAnswer(p, rng)
			_, err := Find(sample, a)
			require.NoError(t, err, "%+v", a)
		}
	}
}

// counter is a state that accepts only answers picking "ok", so the
// random player must retry the refused ones.
type counter struct {
	prompts []Prompt
	applied []Answer
}

func (c *counter) Prompts() []Prompt { return c.prompts }
func (c *counter) Apply(a Answer) ([]Event, error) {
	if _, err := Find(c.prompts, a); err != nil {
		return nil, err
	}
	if !slices.Contains(a.Choices, "ok") {
		return nil, errors.New("not ok")
	}
	c.applied = append(c.applied, a)
	return []Event{{Text: "applied"}}, nil
}
func (c *counter) Public() View                      { return View{} }
func (c *counter) Private(int) View                  { return View{} }
func (c *counter) Result() *Result                   { return nil }
func (c *counter) Encode() ([]byte, error)           { return nil, nil }
func (c *counter) Determinize(int, *rand.Rand) State { return c }

func TestTheRandomPlayerRetriesRefusedAnswersUntilOneIsAccepted(t *testing.T) {
	t.Parallel()
	s := &counter{prompts: []Prompt{{ID: "m", Seat: 1, Options: opts("no1", "no2", "ok", "no3"), Min: 2, Max: 2}}}
	a, ev, err := PlayRandom(s, 1, false, rand.New(rand.NewPCG(3, 4)))
	require.NoError(t, err)
	assert.Contains(t, a.Choices, "ok")
	assert.Len(t, ev, 1)
	assert.Len(t, s.applied, 1)
}

func TestTheRandomPlayerAnswersOnlyTheSeatAskedFor(t *testing.T) {
	t.Parallel()
	s := &counter{prompts: []Prompt{
		{ID: "p", Seat: 0, Options: opts("ok"), Min: 1, Max: 1},
		{ID: "q", Seat: 1, Options: opts("ok"), Min: 1, Max: 1},
	}}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20 {
		a, _, err := PlayRandom(s, 1, false, rng)
		require.NoError(t, err)
		assert.Equal(t, 1, a.Seat)
	}
	_, _, err := PlayRandom(s, 2, false, rng)
	assert.ErrorIs(t, err, ErrNoMove)
}

func TestATimerLeavesOptionalPromptsAlone(t *testing.T) {
	t.Parallel()
	s := &counter{prompts: []Prompt{{ID: "call", Seat: 0, Options: opts("ok"), Min: 1, Max: 1, Optional: true}}}
	_, _, err := PlayRandom(s, 0, true, rand.New(rand.NewPCG(7, 8)))
	assert.ErrorIs(t, err, ErrNoMove)
	assert.Empty(t, s.applied)
}

func TestTheRandomPlayerGivesUpWhenNothingIsAccepted(t *testing.T) {
	t.Parallel()
	s := &counter{prompts: []Prompt{{ID: "m", Seat: 0, Options: opts("no1", "no2"), Min: 1, Max: 1}}}
	_, _, err := PlayRandom(s, 0, false, rand.New(rand.NewPCG(9, 10)))
	assert.ErrorIs(t, err, ErrNoMove)
	assert.Empty(t, s.applied)
}
