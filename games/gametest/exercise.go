package gametest

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// exerciseSteps is how many moves Exercise plays from the state it gets.
const exerciseSteps = 6

// Exercise uses every part of s once and plays a few moves from it, as a
// game's FuzzDecode does with each record Decode accepts: nothing may
// panic, every state encodes, a running game waits on a seat that has a
// legal move, and each move played (through Apply and Play in turn, and
// once the heuristic's) is accepted. s is changed.
func Exercise(tb testing.TB, s games.State, seats int, rng *rand.Rand) {
	tb.Helper()
	for step := 0; step < exerciseSteps; step++ {
		useEveryPart(tb, s, seats, rng)
		ss, ok := s.(games.Searchable)
		if !ok || s.Result() != nil {
			return
		}
		waiting := ss.Waiting(nil)
		if len(waiting) == 0 {
			tb.Fatalf("step %d: a running game waits on nobody", step)
		}
		seat := waiting[rng.IntN(len(waiting))]
		moves := ss.Legal(seat, nil)
		if len(moves) == 0 {
			tb.Fatalf("step %d: seat %d is waited on but has no legal move", step, seat)
		}
		a := moves[rng.IntN(len(moves))].Answer.Clone()
		if h, ok := s.(games.Heuristic); ok && step == exerciseSteps/2 {
			if sug, ok := h.Suggest(seat, rng); ok {
				a = sug.Clone()
			}
		}
		var err error
		if step%2 == 0 {
			_, err = ss.Apply(a)
		} else {
			err = ss.Play(a)
		}
		if err != nil {
			tb.Fatalf("step %d: the legal move %+v is refused: %v", step, a, err)
		}
	}
}

// useEveryPart calls every method of s and of its optional interfaces.
func useEveryPart(tb testing.TB, s games.State, seats int, rng *rand.Rand) {
	tb.Helper()
	s.Public()
	s.Result()
	for _, p := range s.Prompts() {
		if len(p.Options) == 0 && p.Min > 0 {
			tb.Fatalf("prompt %q asks for %d options and offers none", p.ID, p.Min)
		}
	}
	if _, err := s.Encode(); err != nil {
		tb.Fatalf("the state does not encode: %v", err)
	}
	if sc, ok := s.(games.Scener); ok {
		sc.Scene(-1)
	}
	for seat := range seats {
		s.Private(seat)
		if k, ok := s.(games.Knowledge); ok {
			k.Known(seat)
		}
		if e, ok := s.(games.Evaluator); ok && s.Result() == nil {
			e.Eval(seat)
		}
		if h, ok := s.(games.Heuristic); ok {
			h.Suggest(seat, rng)
		}
		if sc, ok := s.(games.Scener); ok {
			sc.Scene(seat)
		}
		d := s.Determinize(seat, rng)
		d.Prompts()
		d.Public()
		if _, err := d.Encode(); err != nil {
			tb.Fatalf("a determinization for seat %d does not encode: %v", seat, err)
		}
	}
}
