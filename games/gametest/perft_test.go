package gametest

import (
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// TestPerftCountsWhatThePromptsOffer counts the toy's first answers from
// its prompts, the labelled path, and from its own lines of two answers:
// the count must not depend on the walk's own Legal calls.
func TestPerftCountsWhatThePromptsOffer(t *testing.T) {
	t.Parallel()
	cfg := games.Config{Seats: 3, Seed: 5}
	got, err := Perft(Toy{}, cfg, 2)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := Toy{}.New(cfg)
	if want := offered(s); got[0] != want {
		t.Errorf("Perft counts %d first answers, the prompts offer %d", got[0], want)
	}
	second := 0
	for _, p := range s.Prompts() {
		for _, a := range answersOf(p) {
			c, _ := Toy{}.Decode(mustEncode(s))
			if _, err := c.Apply(a); err != nil {
				t.Fatalf("the toy refuses %v: %v", a, err)
			}
			second += offered(c)
		}
	}
	if got[1] != second {
		t.Errorf("Perft counts %d lines of two answers, the prompts offer %d", got[1], second)
	}
}

// offered counts the answers s's prompts accept: each option of a
// single choice, each pair of a prompt that picks two.
func offered(s games.State) int {
	n := 0
	for _, p := range s.Prompts() {
		n += len(answersOf(p))
	}
	return n
}

// answersOf lists a toy prompt's answers: it picks one option, or two.
func answersOf(p games.Prompt) []games.Answer {
	var out []games.Answer
	for i, o := range p.Options {
		if p.Max == 1 {
			out = append(out, games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{o.ID}})
			continue
		}
		for _, o2 := range p.Options[i+1:] {
			out = append(out, games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{o.ID, o2.ID}})
		}
	}
	return out
}

func TestPinsCatchAMoveGeneratorThatChanged(t *testing.T) {
	t.Parallel()
	cfg := games.Config{Seats: 2, Seed: 3}
	perft, err := Perft(Toy{}, cfg, 3)
	if err != nil {
		t.Fatal(err)
	}
	line, err := LegalLine(Toy{}, cfg, 40)
	if err != nil {
		t.Fatal(err)
	}
	pin := Pin{Config: cfg, Perft: perft, Steps: 40, Line: line}
	if err := checkPin(Toy{}, pin); err != nil {
		t.Fatalf("the counts just taken do not match themselves: %v", err)
	}
	// legal-misses forgets the last card of the hand as a single play.
	err = checkPin(Toy{Flaw: "legal-misses"}, pin)
	if err == nil || !strings.Contains(err.Error(), "lines of 1 answers") || !strings.Contains(err.Error(), "move generation broke") {
		t.Errorf("a generator that lost a move passed its pins, or the message does not say what changed: %v", err)
	}
}

func TestALineStopsAtTheEndOfItsGame(t *testing.T) {
	t.Parallel()
	// The toy's games end within a few dozen answers and a finished
	// game offers none: a line asked for 10,000 must stop at the end
	// rather than count on past it.
	if _, err := LegalLine(Toy{}, games.Config{Seats: 2, Seed: 9}, 10000); err != nil {
		t.Fatalf("the line went on past the end of the game: %v", err)
	}
}
