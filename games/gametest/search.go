package gametest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// The checks of the optional interfaces a CPU player relies on: the lean
// path (games.Searchable) offers exactly the game the labelled path
// offers, a heuristic suggests only accepted answers, an evaluation stays
// in range, and a determinization keeps every card its seat can follow.

// sampledMoves bounds how many of a seat's legal moves one step applies,
// each to its own clone: enough to catch a wrong one over many steps.
const sampledMoves = 12

// checkSearch runs the search checks that apply to s at one step.
func checkSearch(g games.Game, s games.State, seats int, rng *rand.Rand) error {
	if ss, ok := s.(games.Searchable); ok {
		if err := checkLean(ss, seats, rng); err != nil {
			return err
		}
	}
	if h, ok := s.(games.Heuristic); ok {
		if err := checkSuggest(g, s, h, seats, rng); err != nil {
			return err
		}
	}
	if e, ok := s.(games.Evaluator); ok && s.Result() == nil {
		for seat := range seats {
			if v := e.Eval(seat); !(v >= 0 && v <= 1) {
				return fmt.Errorf("Eval(%d) = %v, outside [0, 1]", seat, v)
			}
		}
	}
	if p, ok := s.(games.Playouts); ok {
		if err := checkPlayouts(s, p.Playouts()); err != nil {
			return err
		}
	}
	if _, ok := s.(games.Knowledge); ok && s.Result() == nil {
		return checkKnown(s, seats, rng)
	}
	return nil
}

// checkPlayouts: a game's playout tuning is one a search can follow, a
// share in [0, 1] of a heuristic it has, and a cut-off it can score.
func checkPlayouts(s games.State, t games.PlayoutTuning) error {
	if !(t.Heuristic >= 0 && t.Heuristic <= 1) || t.Cutoff < 0 {
		return fmt.Errorf("Playouts() = %+v: want a share of heuristic moves in [0, 1] and a cut-off of 0 or more", t)
	}
	if _, ok := s.(games.Heuristic); t.Heuristic > 0 && !ok {
		return fmt.Errorf("Playouts() asks for heuristic moves (%v), but the state has no Heuristic", t.Heuristic)
	}
	if _, ok := s.(games.Evaluator); t.Cutoff > 0 && !ok {
		return fmt.Errorf("Playouts() cuts after %d moves, but the state has no Evaluator to score the cut", t.Cutoff)
	}
	return nil
}

// checkLean compares the lean path with the labelled one.
func checkLean(s games.Searchable, seats int, rng *rand.Rand) error {
	before := mustEncode(s)
	prompts := s.Prompts()
	if want, got := games.Waiting(prompts), s.Waiting(nil); !slices.Equal(want, got) {
		return fmt.Errorf("Waiting() = %v, but the prompts wait on %v", got, want)
	}
	c := s.Clone()
	if !bytes.Equal(before, mustEncode(c)) {
		return fmt.Errorf("a clone encodes differently from its original")
	}
	if _, _, err := games.PlayRandom(c, -1, false, rng); err == nil && !bytes.Equal(before, mustEncode(s)) {
		return fmt.Errorf("a move on a clone changed the original: Clone shares memory")
	}
	for seat := range seats {
		moves := s.Legal(seat, nil)
		if err := checkLegalCovers(games.PromptsFor(prompts, seat), moves, seat); err != nil {
			return err
		}
		for _, i := range sample(len(moves), sampledMoves, rng) {
			if err := checkMove(s, moves[i], before); err != nil {
				return err
			}
		}
	}
	if !bytes.Equal(before, mustEncode(s)) {
		return fmt.Errorf("Legal or Waiting changed the state")
	}
	return nil
}

// checkLegalCovers checks that moves are seat's, within bounds, distinct,
// and cover every option of each single-choice prompt and the empty
// answer of each prompt that allows one.
func checkLegalCovers(prompts []games.Prompt, moves []games.Move, seat int) error {
	if len(moves) > games.MaxLegal {
		return fmt.Errorf("Legal(%d) lists %d moves, more than MaxLegal", seat, len(moves))
	}
	seen := make(map[string]bool, len(moves))
	for _, m := range moves {
		if m.Seat != seat {
			return fmt.Errorf("Legal(%d) lists a move of seat %d", seat, m.Seat)
		}
		i := slices.IndexFunc(prompts, func(p games.Prompt) bool { return p.ID == m.PromptID })
		if i < 0 {
			return fmt.Errorf("Legal(%d) answers prompt %q, which seat %d does not hold", seat, m.PromptID, seat)
		}
		if m.Optional != prompts[i].Optional {
			return fmt.Errorf("Legal(%d) marks a move of prompt %q optional=%v, the prompt says %v", seat, m.PromptID, m.Optional, prompts[i].Optional)
		}
		k := moveKey(m.Answer)
		if seen[k] {
			return fmt.Errorf("Legal(%d) lists %s twice", seat, k)
		}
		seen[k] = true
	}
	for _, p := range prompts {
		if p.Min == 0 && !seen[moveKey(games.Answer{PromptID: p.ID})] {
			return fmt.Errorf("Legal(%d) misses the empty answer of prompt %q (Min 0)", seat, p.ID)
		}
		if p.Min == 1 && p.Max == 1 {
			for _, o := range p.Options {
				if !seen[moveKey(games.Answer{PromptID: p.ID, Choices: []string{o.ID}})] {
					return fmt.Errorf("Legal(%d) misses option %q of prompt %q", seat, o.ID, p.ID)
				}
			}
		} else if len(moves) < games.MaxLegal && p.Min > 0 && !slices.ContainsFunc(moves, func(m games.Move) bool { return m.PromptID == p.ID }) {
			return fmt.Errorf("Legal(%d) lists no answer of prompt %q", seat, p.ID)
		}
	}
	return nil
}

// checkMove applies m to two clones of s, one through Apply and one
// through Play: both accept it and end in the same state.
func checkMove(s games.Searchable, m games.Move, before []byte) error {
	a, p := s.Clone(), s.Clone().(games.Searchable)
	a.(games.Searchable).Legal(m.Seat, nil) // a clone's own scratch must not disturb m
	if _, err := a.Apply(m.Answer.Clone()); err != nil {
		return fmt.Errorf("Legal offers %s but Apply refuses it: %v", moveKey(m.Answer), err)
	}
	if err := p.Play(m.Answer.Clone()); err != nil {
		return fmt.Errorf("Legal offers %s but Play refuses it: %v", moveKey(m.Answer), err)
	}
	if !bytes.Equal(mustEncode(a), mustEncode(p)) {
		return fmt.Errorf("Play and Apply of %s end in different states", moveKey(m.Answer))
	}
	if !bytes.Equal(before, mustEncode(s)) {
		return fmt.Errorf("a move on a clone changed the original: Clone shares memory")
	}
	return nil
}

// checkCovered checks, when Legal listed every move, that an answer the
// game accepted was among them.
func checkCovered(legal map[int][]string, a games.Answer) error {
	keys, ok := legal[a.Seat]
	if !ok {
		return nil
	}
	k := moveKey(a)
	if !slices.Contains(keys, k) {
		return fmt.Errorf("the game accepted %s, which Legal(%d) did not list among %d moves", k, a.Seat, len(keys))
	}
	return nil
}

// legalKeys lists each seat's legal moves as keys, for the seats whose
// list is complete (shorter than MaxLegal).
func legalKeys(s games.Searchable, seats int) map[int][]string {
	out := map[int][]string{}
	for seat := range seats {
		moves := s.Legal(seat, nil)
		if len(moves) >= games.MaxLegal {
			continue
		}
		keys := make([]string, len(moves))
		for i, m := range moves {
			keys[i] = moveKey(m.Answer)
		}
		out[seat] = keys
	}
	return out
}

// checkSuggest checks that the heuristic suggests an accepted answer to
// every seat the game waits on, and nothing to a seat with no prompt.
func checkSuggest(g games.Game, s games.State, h games.Heuristic, seats int, rng *rand.Rand) error {
	before := mustEncode(s)
	prompts := s.Prompts()
	waiting := games.Waiting(prompts)
	for seat := range seats {
		a, ok := h.Suggest(seat, rng)
		if !bytes.Equal(before, mustEncode(s)) {
			return fmt.Errorf("Suggest(%d) changed the state", seat)
		}
		switch {
		case slices.Contains(waiting, seat) && !ok:
			return fmt.Errorf("Suggest(%d) has nothing for a seat the game waits on", seat)
		case len(games.PromptsFor(prompts, seat)) == 0 && ok:
			return fmt.Errorf("Suggest(%d) answers for a seat that holds no prompt", seat)
		case !ok:
			continue
		}
		c, err := cloneOf(g, s)
		if err != nil {
			return err
		}
		if _, err := c.Apply(a.Clone()); err != nil {
			return fmt.Errorf("Suggest(%d) = %s, which Apply refuses: %v", seat, moveKey(a), err)
		}
	}
	return nil
}

// checkKnown checks that every card a seat knows the place of is there,
// and still there in every determinization for that seat.
func checkKnown(s games.State, seats int, rng *rand.Rand) error {
	k := s.(games.Knowledge)
	for seat := range seats {
		known := k.Known(seat)
		if err := holds(k, known, "the game"); err != nil {
			return fmt.Errorf("seat %d: %w", seat, err)
		}
		d := s.Determinize(seat, rng).(games.Knowledge)
		if err := holds(d, known, fmt.Sprintf("Determinize(%d)", seat)); err != nil {
			return err
		}
	}
	return nil
}

// holds checks that every zone of k holds the known cards placed in it,
// counting repeats (two decks hold two of a card).
func holds(k games.Knowledge, known []games.Placed, who string) error {
	want := map[games.Placed]int{}
	for _, p := range known {
		want[p]++
	}
	for p, n := range want {
		have := 0
		for _, c := range k.Zone(p.Zone) {
			if c == p.Card {
				have++
			}
		}
		if have < n {
			return fmt.Errorf("%s: zone %q holds %d of known card %q, want %d: a known card moved", who, p.Zone, have, p.Card, n)
		}
	}
	return nil
}

// PlayLean plays one random game of cfg to its end through the lean path
// alone (Waiting, Legal, Play), as a search's playouts do.
func PlayLean(g games.Game, cfg games.Config, maxSteps int) error {
	s0, err := g.New(cfg)
	if err != nil {
		return err
	}
	s, ok := s0.(games.Searchable)
	if !ok {
		return nil
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 7))
	var seats []int
	var moves []games.Move
	for step := 0; s.Result() == nil; step++ {
		if step >= maxSteps {
			return fmt.Errorf("lean path: no end after %d moves", maxSteps)
		}
		seats = s.Waiting(seats[:0])
		if len(seats) == 0 {
			return fmt.Errorf("lean path, step %d: the game runs but waits on nobody", step)
		}
		seat := seats[rng.IntN(len(seats))]
		moves = s.Legal(seat, moves[:0])
		if len(moves) == 0 {
			return fmt.Errorf("lean path, step %d: seat %d is waited on but has no legal move", step, seat)
		}
		m := moves[rng.IntN(len(moves))]
		if err := s.Play(m.Answer); err != nil {
			return fmt.Errorf("lean path, step %d: Play refuses its own legal move %s: %v", step, moveKey(m.Answer), err)
		}
	}
	return nil
}

// cloneOf copies s through the lean path where it can, else through
// Encode and Decode.
func cloneOf(g games.Game, s games.State) (games.State, error) {
	if ss, ok := s.(games.Searchable); ok {
		return ss.Clone(), nil
	}
	return g.Decode(mustEncode(s))
}

// moveKey names an answer independently of the order of its choices.
func moveKey(a games.Answer) string {
	cs := slices.Clone(a.Choices)
	slices.Sort(cs)
	return a.PromptID + "[" + strings.Join(cs, ",") + "]"
}

// sample returns up to k distinct indices below n.
func sample(n, k int, rng *rand.Rand) []int {
	if n <= k {
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	return rng.Perm(n)[:k]
}
