package keyforge

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// playLean plays one random legal move of a waiting seat through the
// lean path and reports false when the game waits on nobody.
func playLean(s *state, rng *rand.Rand, seats []int, moves []games.Move) ([]int, []games.Move, bool) {
	seats = s.Waiting(seats[:0])
	if len(seats) == 0 {
		return seats, moves, false
	}
	moves = s.Legal(seats[rng.IntN(len(seats))], moves[:0])
	if err := s.Play(moves[rng.IntN(len(moves))].Answer); err != nil {
		panic(err)
	}
	return seats, moves, true
}

func TestPlayAndApplyLeaveTheSameStateForEveryLegalMove(t *testing.T) {
	t.Parallel()
	n := 12
	if testing.Short() {
		n = 3
	}
	for g := uint64(1); g <= uint64(n); g++ {
		st, _ := Game{}.New(games.Config{Seats: 2, Seed: g})
		s := st.(*state)
		rng := rand.New(rand.NewPCG(g, 13))
		for step := 0; s.Result() == nil; step++ {
			seats := s.Waiting(nil)
			if !slices.Equal(seats, games.Waiting(s.Prompts())) {
				t.Fatalf("game %d step %d: Waiting %v, prompts wait on %v", g, step, seats, games.Waiting(s.Prompts()))
			}
			seat := seats[rng.IntN(len(seats))]
			moves := s.Legal(seat, nil)
			checkSameAnswers(t, s, seat, moves)
			for _, m := range moves {
				a, b := s.clone(), s.clone()
				if _, err := a.Apply(m.Answer); err != nil {
					t.Fatalf("game %d step %d: Apply refused legal move %v: %v", g, step, m.Answer, err)
				}
				if err := b.Play(m.Answer); err != nil {
					t.Fatalf("game %d step %d: Play refused legal move %v: %v", g, step, m.Answer, err)
				}
				ea, _ := a.Encode()
				eb, _ := b.Encode()
				if !bytes.Equal(ea, eb) {
					t.Fatalf("game %d step %d: %v: Play and Apply differ:\n%s\n%s", g, step, m.Answer, ea, eb)
				}
			}
			if err := s.Play(moves[rng.IntN(len(moves))].Answer.Clone()); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkSameAnswers: every option of a single-choice prompt is a legal
// move, and every legal move answers an open prompt.
func checkSameAnswers(t *testing.T, s *state, seat int, moves []games.Move) {
	t.Helper()
	for _, p := range games.PromptsFor(s.Prompts(), seat) {
		if p.Max != 1 {
			continue
		}
		for _, o := range p.Options {
			if !slices.ContainsFunc(moves, func(m games.Move) bool { return m.PromptID == p.ID && slices.Equal(m.Choices, []string{o.ID}) }) {
				t.Fatalf("option %s of %s is not among the legal moves", o.ID, p.ID)
			}
		}
	}
	for _, m := range moves {
		if _, err := games.Find(s.Prompts(), m.Answer); err != nil {
			t.Fatalf("legal move %v answers no prompt: %v", m.Answer, err)
		}
	}
}

func TestAMultipleChoiceListsEveryCombination(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	b.s.Ask = &Ask{Kind: askTarget, Min: 0, Max: 2, Options: []games.Option{{ID: "c1"}, {ID: "c2"}, {ID: "c3"}}}
	b.s.Stack.push(Frame{Kind: frameAbility})
	b.s.dirty()
	var got [][]string
	for _, m := range b.s.Legal(0, nil) {
		got = append(got, m.Choices)
	}
	want := [][]string{{}, {"c1"}, {"c2"}, {"c3"}, {"c1", "c2"}, {"c1", "c3"}, {"c2", "c3"}}
	if len(got) != len(want) {
		t.Fatalf("up to 2 of 3 is %d answers (none, each, each pair), got %v", len(want), got)
	}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("answer %d: got %v, want %v", i, got[i], want[i])
		}
	}
}

func TestACloneSharesNothingWithItsOriginal(t *testing.T) {
	t.Parallel()
	for _, s := range midGames(t) {
		before, _ := s.Encode()
		c := s.clone()
		rng := rand.New(rand.NewPCG(1, 1))
		var seats []int
		var moves []games.Move
		for ok := true; ok && c.Result() == nil; {
			seats, moves, ok = playLean(c, rng, seats, moves)
		}
		if after, _ := s.Encode(); !bytes.Equal(before, after) {
			t.Fatal("playing a clone to the end changed the original")
		}
	}
}
