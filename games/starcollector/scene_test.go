package starcollector

import (
	"strconv"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestHandSceneNamesCardsInPromptOrder(t *testing.T) {
	t.Parallel()
	s := dealt(t, 3)
	hand := s.Scene(0).Areas[0].Zones[0].Cards
	p := promptOf(t, s, 0)
	// The prompt offers each distinct card once, fights first, in hand order.
	i := 0
	for _, o := range p.Options[:len(p.Options)/2] {
		for i < len(hand) && !strings.Contains(o.Label, hand[i].Label) {
			i++
		}
		if i == len(hand) {
			t.Fatalf("option %q names no card of the hand scene, in order: %+v", o.Label, hand)
		}
	}
}

func TestBoardSaysWhoHasChosenNeverWhat(t *testing.T) {
	t.Parallel()
	s := dealt(t, 5)
	p := promptOf(t, s, 0)
	if _, err := s.Apply(games.Answer{Seat: 0, PromptID: p.ID, Choices: []string{p.Options[0].ID}}); err != nil {
		t.Fatal(err)
	}
	board := s.Scene(-1)
	if board.Areas[0].Status != "has chosen ✓" || board.Areas[0].Active {
		t.Errorf("seat 0 has chosen: the board says %q, active %v", board.Areas[0].Status, board.Areas[0].Active)
	}
	if !board.Areas[1].Active {
		t.Error("seat 1 is still choosing: its side is the one waited on")
	}
	lit := 0
	for _, c := range s.Scene(0).Areas[0].Zones[0].Cards {
		if c.Lit {
			lit++
		}
	}
	if lit != 1 {
		t.Errorf("the chooser's hand picks out its secret choice: %d cards lit, want 1", lit)
	}
	for _, c := range s.Scene(1).Areas[0].Zones[0].Cards {
		if c.Lit {
			t.Error("the other seat's hand shows nothing of seat 0's choice")
		}
	}
}

// The picture says each thing once. While the game goes on each seat's
// side says whether it is choosing; no caption says it again.
func TestTheBoardPictureSaysWhoIsChoosingOnceWithoutACaption(t *testing.T) {
	t.Parallel()
	s := dealt(t, 5)
	if c := s.Scene(-1).Caption; c != "" {
		t.Errorf("both seats' sides say they are choosing; the caption says it again: %q", c)
	}
	p := promptOf(t, s, 0)
	if _, err := s.Apply(games.Answer{Seat: 0, PromptID: p.ID, Choices: []string{p.Options[0].ID}}); err != nil {
		t.Fatal(err)
	}
	if c := s.Scene(-1).Caption; c != "" {
		t.Errorf("seat 1's side says it is choosing; the caption says it again: %q", c)
	}
}

// A finished game's picture heads with the result, and the last reveal
// under the table does not end on it again.
func TestAFinishedBoardPictureSaysTheResultOnce(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"galaxy", "nebula"}}, deck: []string{"binary"}})
	turn(t, s, Fight, "comet", Fight, "galaxy")
	r := s.Result()
	if r == nil {
		t.Fatal("the game is over: seat 0 ran out of cards")
	}
	sc := s.Scene(-1)
	said := strings.Count(sc.Caption, r.Summary)
	for _, n := range sc.Notes {
		said += strings.Count(n, r.Summary)
	}
	if said != 1 || sc.Caption != r.Summary {
		t.Errorf("the result is the caption, said once: caption %q, notes %q", sc.Caption, sc.Notes)
	}
	if len(sc.Notes) == 0 || !strings.HasPrefix(sc.Notes[0], "Turn 1: ") {
		t.Errorf("the last reveal is still under the table: %q", sc.Notes)
	}
	if !strings.Contains(render(s.Public()), r.Summary) {
		t.Error("the board's whole text view still ends its last reveal on the result")
	}
}

func TestCardFaceHasStarsInTheMiddleFightOnTopDrawUpsideDown(t *testing.T) {
	t.Parallel()
	d, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range d.Cards(d.Current()) {
		k, f := c.kind(), words(english).face(c)
		if f.Centre != k.starsText || f.Top != "Fight "+strconv.Itoa(k.Fight) || f.Bottom != "Draw "+strconv.Itoa(k.Draw) {
			t.Errorf("%s: centre %q, top %q, bottom %q", k.Name, f.Centre, f.Top, f.Bottom)
		}
		if (k.specialText != "") != (len(f.Rules) == 1) {
			t.Errorf("%s: its special %q is its rules text, got %+v", k.Name, k.specialText, f.Rules)
		}
	}
}

// dealt is a fresh game of the given seed.
func dealt(t *testing.T, seed uint64) *state {
	t.Helper()
	s, err := newState(games.Config{Seats: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// promptOf is seat's open prompt.
func promptOf(t *testing.T, s *state, seat int) games.Prompt {
	t.Helper()
	for _, p := range s.Prompts() {
		if p.Seat == seat {
			return p
		}
	}
	t.Fatalf("seat %d has no prompt", seat)
	return games.Prompt{}
}
