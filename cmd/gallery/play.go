package main

import (
	"fmt"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
)

// tries is how many random answers are drawn to find one that does not
// end the game.
const tries = 8

// play plays g at random from cfg, for at most maxSteps answers, and
// returns the answer log. It puts the end off while it can: an answer
// that would end the game is taken only when a few others drawn at
// random end it too. Random players left alone end a Rummy match after
// a round or two; a gallery wants the long match, the full battlelines.
func play(g games.Game, cfg games.Config, maxSteps int) ([]games.Answer, error) {
	s, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 1))
	var log []games.Answer
	for len(log) < maxSteps && s.Result() == nil {
		prompts := s.Prompts()
		var open []games.Prompt
		for _, p := range prompts {
			if !p.Optional {
				open = append(open, p)
			}
		}
		if len(open) == 0 {
			return nil, fmt.Errorf("step %d: the game waits on nobody", len(log))
		}
		pick, ok := putOffEnd(g, s, open, rng)
		if !ok {
			// Random answers to a multi-select prompt are often refused:
			// the shared random player tries harder.
			a, _, err := games.PlayRandom(s, -1, true, rng)
			if err != nil {
				return nil, fmt.Errorf("step %d: %w", len(log), err)
			}
			log = append(log, a)
			continue
		}
		if _, err := s.Apply(pick); err != nil {
			return nil, fmt.Errorf("step %d: %w", len(log), err)
		}
		log = append(log, pick)
	}
	return log, nil
}

// putOffEnd draws random answers to the open prompts and returns the
// first accepted one that does not end the game, else an accepted one
// that does; false when none drawn was accepted.
func putOffEnd(g games.Game, s games.State, open []games.Prompt, rng *rand.Rand) (games.Answer, bool) {
	var ending games.Answer
	found := false
	for range tries {
		a := games.RandomAnswer(open[rng.IntN(len(open))], rng)
		next, err := after(g, s, a)
		if err != nil {
			continue
		}
		if next.Result() == nil {
			return a, true
		}
		ending, found = a, true
	}
	return ending, found
}

// after is s with a applied, on a copy.
func after(g games.Game, s games.State, a games.Answer) (games.State, error) {
	data, err := s.Encode()
	if err != nil {
		return nil, err
	}
	c, err := g.Decode(data)
	if err != nil {
		return nil, err
	}
	_, err = c.Apply(a)
	return c, err
}

// busiest is the step of log whose board shows the most cards.
func busiest(g games.Game, cfg games.Config, log []games.Answer) (int, error) {
	s, err := g.New(cfg)
	if err != nil {
		return 0, err
	}
	best, most := 0, -1
	for i := 0; ; i++ {
		sc, ok := s.(games.Scener)
		if !ok {
			return 0, nil
		}
		if n := cardsShown(sc.Scene(-1)); n > most {
			best, most = i, n
		}
		if i == len(log) {
			return best, nil
		}
		if _, err := s.Apply(log[i]); err != nil {
			return 0, err
		}
	}
}

// cardsShown counts the faces a scene draws, upgrades included, and
// the points of its chart.
func cardsShown(sc games.Scene) int {
	n := 0
	for _, a := range sc.Areas {
		for _, z := range a.Zones {
			for _, c := range z.Cards {
				n += 1 + len(c.Attached)
			}
		}
	}
	if sc.Chart != nil {
		for _, s := range sc.Chart.Series {
			n += len(s.Totals)
		}
	}
	return n
}
