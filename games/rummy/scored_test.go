package rummy

import (
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// figures maps the labels of seat's figures on the board to their values.
func figures(sc games.Scene, seat int) map[string]string {
	out := map[string]string{}
	for _, a := range sc.Areas {
		if a.Seat == seat {
			for _, f := range a.Figures {
				out[f.Label] = f.Value
			}
		}
	}
	return out
}

func TestTheScoredRoundsPictureShowsTheRoundsRealScore(t *testing.T) {
	t.Parallel()
	// Seat 1 went out; seat 0 melded 130 but holds 5 in hand: the round
	// scored +125 for seat 0, not the +130 of its melds.
	s := build(t, table{phase: phaseTally, hands: [2]string{"5C", ""},
		tally: []RoundScore{{Out: 1, Melded: [2]int{130, 40}, InHand: [2]int{5, 0}}}})
	f := figures(s.Scene(-1), 0)
	if f["round"] != "+125" {
		t.Errorf("seat 0's round figure %q, want +125: the round's score is the melds less the hand (%v)", f["round"], f)
	}
	if f["melded"] != "+130" || f["in hand"] != "−5" {
		t.Errorf("seat 0's figures %v: the picture shows how the round's score is made, +130 melded and −5 in hand", f)
	}
	if g := figures(s.Scene(-1), 1); g["in hand"] != "0" {
		t.Errorf("seat 1 went out with nothing in hand: %q, want 0 (never −0)", g["in hand"])
	}
}

func TestAnEmptyHandShowsNothingInHandNotMinusZero(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"", "5C"}})
	for _, f := range s.Scene(0).Areas[0].Figures {
		if f.Label == "in hand" && f.Value != "0" {
			t.Errorf("an empty hand's figure reads %q, want 0", f.Value)
		}
	}
}

func TestTheMatchOverPictureSaysTheResultOnceInItsHeadline(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseOver, target: 100, hands: [2]string{"", "5C"},
		tally: []RoundScore{{Out: 0, Melded: [2]int{120, 20}, InHand: [2]int{0, 5}}}})
	sc := s.Scene(-1)
	want := games.Seat(0) + " wins the match"
	if !strings.HasPrefix(sc.Caption, want) {
		t.Errorf("the headline is %q: a finished match names its winner first (%q), not the last round", sc.Caption, want)
	}
	if sc.Chart == nil || sc.Chart.Note != "" {
		t.Errorf("the chart of a finished match leaves who won to the headline: %+v", sc.Chart)
	}
	if len(sc.Notes) != 1 || !strings.HasPrefix(sc.Notes[0], "Round 1 is over") {
		t.Errorf("under the table, how the last round ended alone: %q (the seats' lines repeat their figures, the match's end the headline)", sc.Notes)
	}
	for _, n := range sc.Notes {
		if strings.Contains(n, "wins") || strings.Contains(n, "melded") {
			t.Errorf("note %q repeats the headline or the figures", n)
		}
	}
}

func TestAOneCardHandIsTitledOneCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"5C", "6D 7D"}})
	if got := s.Scene(0).Title; got != "Your hand · 1 card" {
		t.Errorf("title %q: one card is \"1 card\", not \"1 cards\"", got)
	}
}

func TestADeepPickupsButtonSaysHowTheCardWillBeUsed(t *testing.T) {
	t.Parallel()
	// 7♥ lies under 2♦ and 9♠; the hand holds 7♣ 7♦: a set.
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D KS", "KD"}, pile: "7H 2D 9S"})
	for _, p := range s.Prompts() {
		if o, ok := p.Option("7H"); ok {
			if o.Label != "Take down to 7♥ (3 cards): set with 7♣ 7♦" {
				t.Errorf("label %q: the pickup says it will be a set with 7♣ 7♦, on the button itself", o.Label)
			}
			return
		}
	}
	t.Fatal("the pickup down to 7♥ is not offered")
}

func TestEndingTheMatchWhileBehindSaysYouLose(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseTally, hands: [2]string{"5C", ""},
		tally: []RoundScore{{Out: 1, Melded: [2]int{30, 90}, InHand: [2]int{5, 0}}}})
	details := map[int]string{}
	for _, p := range s.Prompts() {
		if o, ok := p.Option(optEnd); ok {
			details[p.Seat] = o.Detail
			if len(o.Detail) > games.MaxDetailLen {
				t.Errorf("detail %q is longer than %d", o.Detail, games.MaxDetailLen)
			}
		}
	}
	if !strings.Contains(details[0], "you lose") {
		t.Errorf("seat 0, behind 25 to 90, is told ending the match loses it: %q", details[0])
	}
	if !strings.Contains(details[1], "you win") {
		t.Errorf("seat 1, ahead, is told it wins: %q", details[1])
	}
}

func TestAHandsPictureLeavesWhatWasTakenThisTurnToItsText(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C 7H QD"})
	answer(t, s, kindDraw, "7H")
	// The text says "Taken from the pile this turn, not to be discarded:
	// 7♥ Q♦."; the picture said it again under the hand.
	for _, z := range s.Scene(0).CardsOnly().Areas[0].Zones {
		if strings.Contains(z.Note, "not to be discarded") {
			t.Errorf("the hand's picture says %q, which its text says", z.Note)
		}
	}
	lit := 0
	for _, c := range s.Scene(0).Areas[0].Zones[0].Cards {
		if c.Lit {
			lit++
		}
	}
	if lit != 1 {
		t.Errorf("%d cards picked out: the owed 7♥ is, as the picture's one mark of the duty", lit)
	}
}

func TestTheEndMatchButtonOfThePlayerBehindSaysItLoses(t *testing.T) {
	s := build(t, table{phase: phaseTally, hands: [2]string{"5C", ""},
		tally: []RoundScore{{Out: 1, Melded: [2]int{30, 90}, InHand: [2]int{5, 0}}}})
	labels := map[int]string{}
	for _, p := range s.Prompts() {
		if o, ok := p.Option(optEnd); ok {
			labels[p.Seat] = o.Label
		}
	}
	if labels[0] != "End match: you lose" {
		t.Errorf("seat 0, behind 25 to 90, reads %q on the button that ends the match", labels[0])
	}
	if labels[1] != "End match" {
		t.Errorf("seat 1, ahead, reads %q", labels[1])
	}
}
