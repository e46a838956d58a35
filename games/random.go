package games

import (
	"errors"
	"math/rand/v2"
)

// ErrNoMove means a random player found no accepted answer for a seat.
var ErrNoMove = errors.New("no legal answer found")

// RandomAnswer picks a random answer to p: a random count within its
// bounds and that many distinct options.
func RandomAnswer(p Prompt, rng *rand.Rand) Answer {
	a := Answer{Seat: p.Seat, PromptID: p.ID}
	if p.Min == 1 && p.Max == 1 { // the common case, without a permutation
		a.Choices = []string{p.Options[rng.IntN(len(p.Options))].ID}
		return a
	}
	n := p.Min
	if p.Max > p.Min {
		n += rng.IntN(p.Max - p.Min + 1)
	}
	a.Choices = make([]string, n)
	for i, j := range rng.Perm(len(p.Options))[:n] {
		a.Choices[i] = p.Options[j].ID
	}
	return a
}

// randomTries bounds how often PlayRandom retries refused answers
// (multi-select prompts such as melds refuse most random combinations).
const randomTries = 200

// PlayRandom answers one random prompt of seat (any seat when seat < 0)
// with a random accepted answer and applies it. Optional prompts are
// left alone when skipOptional is set, as a turn timer must. Answers the
// game refuses leave the state unchanged and are retried.
func PlayRandom(s State, seat int, skipOptional bool, rng *rand.Rand) (Answer, []Event, error) {
	prompts := s.Prompts()
	open := func(p Prompt) bool { return (seat < 0 || p.Seat == seat) && !(skipOptional && p.Optional) }
	n := 0
	for _, p := range prompts {
		if open(p) {
			n++
		}
	}
	if n == 0 {
		return Answer{}, nil, ErrNoMove
	}
	for try := 0; try < randomTries; try++ {
		k := rng.IntN(n)
		for _, p := range prompts {
			if !open(p) {
				continue
			}
			if k == 0 {
				a := RandomAnswer(p, rng)
				if ev, err := s.Apply(a); err == nil {
					return a, ev, nil
				}
				break
			}
			k--
		}
	}
	return Answer{}, nil, ErrNoMove
}
