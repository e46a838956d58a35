package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// planPrefix names a one-track player: plan:rush plays the game's plan
// "rush" (games.Plans).
const planPrefix = "plan:"

// parsePlayer reads a player spec as ismcts.ParsePlayer does, plus
// plan:NAME, one of the plans g's states offer.
func parsePlayer(spec string, g games.Game, cfg games.Config, base ismcts.Config) (ismcts.Player, error) {
	name, ok := strings.CutPrefix(spec, planPrefix)
	if !ok {
		return ismcts.ParsePlayer(spec, base)
	}
	s, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	p, ok := s.(games.Plans)
	if !ok {
		return nil, fmt.Errorf("%s has no one-track plans", g.Info().Name)
	}
	if !slices.Contains(p.PlanNames(), name) {
		return nil, fmt.Errorf("%s has no plan %q (its plans: %s)", g.Info().Name, name, strings.Join(p.PlanNames(), ", "))
	}
	return planPlayer(name), nil
}

// planPlayer plays plan as the Easy player plays its heuristic
// (ismcts.Follow), so a plan cannot peek.
func planPlayer(plan string) ismcts.Player {
	return func(_ context.Context, q ismcts.Question) (ismcts.Choice, error) {
		return ismcts.Follow(q, func(d games.State, seat int, rng *rand.Rand) (games.Answer, bool) {
			return d.(games.Plans).Plan(plan, seat, rng)
		})
	}
}
