package rummy

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
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
	rounds := 40
	if testing.Short() {
		rounds = 10
	}
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
	randomStates(t, 10, func(s *state) {
		var full []games.Prompt
		for _, p := range s.Prompts() {
			kind, _, _ := strings.Cut(p.ID, "-")
			full = append(full, p)
			var lean *games.Prompt
			for _, q := range s.promptsOf(kind, true) {
				if q.Seat == p.Seat {
					lean = &q
				}
			}
			require.NotNil(t, lean, p.ID)
			assert.Equal(t, p.ID, lean.ID)
			assert.Equal(t, [2]int{p.Min, p.Max}, [2]int{lean.Min, lean.Max})
			require.Len(t, lean.Options, len(p.Options))
			for i := range p.Options {
				assert.Equal(t, p.Options[i].ID, lean.Options[i].ID)
			}
		}
		assert.Len(t, s.promptsOf("", true), len(full))
	})
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
		"**every** card left", "blocked", "scores for the\nplayer who laid it", "target", "Next round", "drawn at random",
	} {
		assert.Contains(t, rules, want)
	}
}
