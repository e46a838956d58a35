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
	n := p.Min
	if p.Max > p.Min {
		n += rng.IntN(p.Max - p.Min + 1)
	}
	idx := rng.Perm(len(p.Options))[:n]
	a := Answer{Seat: p.Seat, PromptID: p.ID, Choices: make([]string, n)}
	for i, j := range idx {
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
	var open []Prompt
	for _, p := range s.Prompts() {
		if (seat < 0 || p.Seat == seat) && !(skipOptional && p.Optional) {
			open = append(open, p)
		}
	}
	if len(open) == 0 {
		return Answer{}, nil, ErrNoMove
	}
	// Prefer single choices: every option of a Max==1 prompt should be
	// legal, so these rarely fail; multi-selects are tried too.
	for try := 0; try < randomTries; try++ {
		a := RandomAnswer(open[rng.IntN(len(open))], rng)
		ev, err := s.Apply(a)
		if err == nil {
			return a, ev, nil
		}
	}
	return Answer{}, nil, ErrNoMove
}
