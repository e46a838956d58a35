package gametest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// checkRefusals sends every kind of invalid answer and checks each is
// refused with the state unchanged byte for byte.
func checkRefusals(s games.State, prompts []games.Prompt, seats int, rng *rand.Rand) error {
	if len(prompts) == 0 {
		return nil // checkOver answers a finished game
	}
	before := mustEncode(s)
	p := prompts[rng.IntN(len(prompts))]
	valid := games.RandomAnswer(p, rng)
	var bad []games.Answer
	add := func(a games.Answer) { bad = append(bad, a) }
	add(games.Answer{Seat: p.Seat, PromptID: p.ID + "~stale", Choices: valid.Choices})
	add(games.Answer{Seat: -1, PromptID: p.ID, Choices: valid.Choices})
	add(games.Answer{Seat: seats, PromptID: p.ID, Choices: valid.Choices})
	// Every seat that holds no prompt of that id, even while it holds
	// others (simultaneous choices, a Call bluff window).
	for seat := 0; seat < seats; seat++ {
		if !slices.ContainsFunc(prompts, func(q games.Prompt) bool { return q.Seat == seat && q.ID == p.ID }) {
			add(games.Answer{Seat: seat, PromptID: p.ID, Choices: valid.Choices})
		}
	}
	if n := len(valid.Choices); n > 0 {
		forged := slices.Clone(valid.Choices)
		forged[0] = "forged~option"
		add(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: forged})
		// A repeat at a count within the bounds, so that only the
		// repeat is wrong: the last choice becomes the first again, or
		// the first is picked twice where two are allowed.
		dup := append(slices.Clone(valid.Choices), valid.Choices[0])
		if n > 1 {
			dup = slices.Delete(dup, n-1, n)
		}
		if len(dup) <= p.Max {
			add(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: dup})
		}
	}
	if p.Min > 0 {
		add(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: valid.Choices[:p.Min-1]})
	}
	if p.Max < len(p.Options) {
		all := make([]string, 0, len(p.Options))
		for _, o := range p.Options {
			all = append(all, o.ID)
		}
		add(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: all[:p.Max+1]})
	}
	for _, a := range bad {
		if _, err := s.Apply(a); err == nil {
			return fmt.Errorf("invalid answer accepted: %+v", a)
		}
		if after := mustEncode(s); !bytes.Equal(before, after) {
			return fmt.Errorf("refused answer %+v changed the state", a)
		}
	}
	return nil
}

// checkSingleChoices checks that every option of one single-choice
// prompt is accepted, each on a copy of the state.
func checkSingleChoices(g games.Game, s games.State, prompts []games.Prompt, rng *rand.Rand) error {
	var singles []games.Prompt
	for _, p := range prompts {
		if p.Min == 1 && p.Max == 1 {
			singles = append(singles, p)
		}
	}
	if len(singles) == 0 {
		return nil
	}
	p := singles[rng.IntN(len(singles))]
	data := mustEncode(s)
	for _, o := range p.Options {
		c, err := g.Decode(data)
		if err != nil {
			return err
		}
		if _, err := c.Apply(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{o.ID}}); err != nil {
			return fmt.Errorf("prompt %q offers %q (%s) but refuses it: %v", p.ID, o.ID, o.Label, err)
		}
	}
	return nil
}
