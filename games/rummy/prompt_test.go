package rummy

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
)

// randomStates plays random rounds and calls visit at every step.
func randomStates(t *testing.T, rounds int, visit func(s *state)) {
	t.Helper()
	for i := 0; i < rounds; i++ {
		for _, wrap := range []string{"on", "off"} {
			g, err := Game{}.New(games.Config{Seats: 2, Seed: uint64(i) + 100, Options: map[string]string{optWrap: wrap}})
			require.NoError(t, err)
			s := g.(*state)
			rng := rand.New(rand.NewPCG(uint64(i), 3))
			for s.Phase == phaseDraw || s.Phase == phasePlay {
				visit(s)
				_, _, err := games.PlayRandom(s, -1, false, rng)
				require.NoError(t, err)
			}
			visit(s)
		}
	}
}

func TestEveryOptionOfASingleChoicePromptIsALegalMove(t *testing.T) {
	t.Parallel()
	rounds := gametest.Scale(40, 2)
	randomStates(t, rounds, func(s *state) {
		for _, p := range s.Prompts() {
			if p.Max != 1 {
				continue
			}
			for _, o := range p.Options {
				c := s.clone()
				_, err := c.Apply(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{o.ID}})
				require.NoError(t, err, "%s %s in %s", p.ID, o.ID, mustEncode(t, s))
			}
		}
	})
}

func TestApplyChecksAnswersAgainstThePromptsShown(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(4, 4))
	randomStates(t, 10, func(s *state) {
		prompts := s.Prompts()
		for _, a := range answersToTry(prompts, rng) {
			_, findErr := games.Find(prompts, a)
			_, err := s.clone().Apply(a)
			switch {
			case findErr != nil:
				require.Error(t, err, "%+v answers no prompt shown", a)
				for _, kind := range []error{games.ErrStale, games.ErrBadChoice} {
					assert.Equal(t, errors.Is(findErr, kind), errors.Is(err, kind), "%+v: %v, where the prompts say %v", a, err, findErr)
				}
			case len(a.Choices) == 1 && !strings.HasPrefix(a.PromptID, kindMeld):
				require.NoError(t, err, "%+v is an option shown", a)
			}
		}
	})
}

// answersToTry are random answers to each prompt, and the same with a
// stale id, another seat, a forged option, a repeat or one too many.
func answersToTry(prompts []games.Prompt, rng *rand.Rand) []games.Answer {
	var out []games.Answer
	for _, p := range prompts {
		a := games.RandomAnswer(p, rng)
		out = append(out, a,
			games.Answer{Seat: p.Seat, PromptID: p.ID + "0", Choices: a.Choices},
			games.Answer{Seat: 1 - p.Seat, PromptID: p.ID, Choices: a.Choices},
			games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: append([]string{"9X"}, a.Choices[1:]...)},
			games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: append(a.Choices[1:len(a.Choices):len(a.Choices)], a.Choices[0], a.Choices[0])},
			games.Answer{Seat: p.Seat, PromptID: p.ID})
	}
	for _, kind := range []string{kindDraw, kindQuick, kindMeld, kindLayOff, kindDiscard, kindNext} {
		out = append(out, games.Answer{Seat: 0, PromptID: kind + "-1", Choices: []string{"7H"}})
	}
	return out
}

func TestTheTurnAlwaysHasAWayForward(t *testing.T) {
	t.Parallel()
	randomStates(t, 20, func(s *state) {
		if s.Phase != phasePlay {
			return
		}
		ps := s.Prompts()
		require.NotEmpty(t, ps)
		if s.Owed != nil {
			// With no discard, some one-click meld or lay-off must exist.
			single := 0
			for _, p := range ps {
				if p.Max == 1 {
					single += len(p.Options)
				}
			}
			assert.Positive(t, single, "owing %s with no single move in %s", s.Owed, mustEncode(t, s))
		}
	})
}

func TestTheRulesPageDescribesTheRulings(t *testing.T) {
	t.Parallel()
	rules := Game{}.Info().Rules
	for _, want := range []string{
		"**7 cards**", "Q-K-A-2-3", "deepest", "only card left in your hand",
		"**every** card left", "blocked", "scores for the player who laid it", "target", "Next round", "drawn at random",
	} {
		assert.Contains(t, rules, want)
	}
}

func TestTheRulesPageHasNoTables(t *testing.T) {
	t.Parallel()
	for i, line := range strings.Split(Game{}.Info().Rules, "\n") {
		assert.False(t, strings.HasPrefix(strings.TrimSpace(line), "|"), "line %d is a Markdown table row, which Discord shows as raw pipes: %s", i+1, line)
	}
	assert.Contains(t, Game{}.Info().Rules, "**Ace**: 15 points", "the card values are a list")
}
