package games

import (
	"errors"
	"fmt"
	"slices"
)

// Errors every game returns for answers that do not fit the open prompts.
// The bot tells them apart to answer players clearly.
var (
	// ErrStale: no such prompt is open for that seat (an old button, a
	// move already made, or not that seat's turn).
	ErrStale = errors.New("that choice is no longer open")
	// ErrBadChoice: an option that the prompt does not offer, or one
	// picked twice, or the wrong number of options.
	ErrBadChoice = errors.New("that is not one of the choices")
	// ErrOver: the game has ended.
	ErrOver = errors.New("the game is over")
)

// Find checks that a answers one of prompts: an open prompt of that seat,
// a count within its bounds, every choice one of its options, none twice.
// Every game calls it first in Apply; game rules come after.
func Find(prompts []Prompt, a Answer) (Prompt, error) {
	for _, p := range prompts {
		if p.Seat != a.Seat || p.ID != a.PromptID {
			continue
		}
		if n := len(a.Choices); n < p.Min || n > p.Max {
			if p.Min == p.Max {
				return p, fmt.Errorf("%w: pick exactly %d", ErrBadChoice, p.Min)
			}
			return p, fmt.Errorf("%w: pick between %d and %d", ErrBadChoice, p.Min, p.Max)
		}
		for i, c := range a.Choices {
			if !p.Has(c) {
				return p, fmt.Errorf("%w: %q", ErrBadChoice, c)
			}
			for _, d := range a.Choices[:i] {
				if d == c {
					return p, fmt.Errorf("%w: %q picked twice", ErrBadChoice, c)
				}
			}
		}
		return p, nil
	}
	return Prompt{}, ErrStale
}

// Has reports whether the prompt offers option id.
func (p Prompt) Has(id string) bool {
	_, ok := p.Option(id)
	return ok
}

// Option returns the option with that id.
func (p Prompt) Option(id string) (Option, bool) {
	for _, o := range p.Options {
		if o.ID == id {
			return o, true
		}
	}
	return Option{}, false
}

// PromptsFor returns the prompts of one seat.
func PromptsFor(prompts []Prompt, seat int) []Prompt {
	var out []Prompt
	for _, p := range prompts {
		if p.Seat == seat {
			out = append(out, p)
		}
	}
	return out
}

// Waiting returns the seats that hold a non-optional prompt, in order.
func Waiting(prompts []Prompt) []int {
	var seats []int
	for _, p := range prompts {
		if !p.Optional && !slices.Contains(seats, p.Seat) {
			seats = append(seats, p.Seat)
		}
	}
	return seats
}
