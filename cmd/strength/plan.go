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

// planPlayer plays plan in a determinization of the seat's view, as the
// Easy player plays its heuristic, so a plan cannot peek. Where the plan
// has no answer it lets an optional moment pass, and answers at random
// where the game waits on the seat.
func planPlayer(plan string) ismcts.Player {
	return func(_ context.Context, q ismcts.Question) (ismcts.Choice, error) {
		rng := rand.New(rand.NewPCG(q.Seed, q.Seed^0x9e3779b97f4a7c15))
		d := q.State.Determinize(q.Seat, rng)
		if a, ok := d.(games.Plans).Plan(plan, q.Seat, rng); ok {
			return ismcts.Choice{Answer: a.Clone()}, nil
		}
		if !slices.Contains(games.Waiting(q.State.Prompts()), q.Seat) {
			return ismcts.Choice{Pass: true}, nil
		}
		return ismcts.Random(q)
	}
}
