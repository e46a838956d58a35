package rummy

import (
	"strings"
	"testing"
)

// discardLabel is the label of the seat to act's discard of code.
func discardLabel(t *testing.T, s *state, code string) string {
	t.Helper()
	for _, p := range s.Prompts() {
		if strings.HasPrefix(p.ID, kindDiscard) {
			if o, ok := p.Option(code); ok {
				return o.Label
			}
		}
	}
	t.Fatalf("no discard of %s", code)
	return ""
}

// Going out ends the round; a round that brings the other player's total
// to the target ends the match with them ahead. The button that goes out
// says so, as surely as the player can tell from the melds and the size
// of the other hand.
func TestGoingOutIntoALostMatchSaysSoOnTheButton(t *testing.T) {
	tally := []RoundScore{{Out: 1, Melded: [2]int{0, 90}}}
	s := build(t, table{hands: [2]string{"5C", "9D"}, melds: []string{"@1 7C 7D 7S", "@1 KC KD KH"}, tally: tally, target: 100})
	if l := discardLabel(t, s, "5C"); !strings.HasSuffix(l, "· ends the match: you lose") {
		t.Errorf("going out lets 90+45 less one card reach 100 ahead of 0: %q", l)
	}
	s = build(t, table{hands: [2]string{"5C", "9D"}, melds: []string{"@1 7C 7D 7S"}, tally: tally, target: 100})
	if l := discardLabel(t, s, "5C"); !strings.HasSuffix(l, "· ends the match: you may lose") {
		t.Errorf("90+15 less a card of 5 to 15 may reach 100: %q", l)
	}
	s = build(t, table{hands: [2]string{"5C", "9D"}, melds: []string{"@1 7C 7D 7S"}, tally: tally, target: 250})
	if l := discardLabel(t, s, "5C"); strings.Contains(l, "match") {
		t.Errorf("nobody nears 250: %q", l)
	}
}

func TestMeldingTheWholeHandIntoALostMatchIsSaidInTheMeldQuestion(t *testing.T) {
	tally := []RoundScore{{Out: 1, Melded: [2]int{0, 90}}}
	s := build(t, table{hands: [2]string{"5C 6C 7C", "9D"}, melds: []string{"@1 7H 7D 7S", "@1 KC KD KH"}, tally: tally, target: 100})
	for _, p := range s.Prompts() {
		if strings.HasPrefix(p.ID, kindMeld) {
			if !strings.HasSuffix(p.Text, "Melding your whole hand ends the match: you lose.") {
				t.Errorf("the Meld question should warn: %q", p.Text)
			}
			return
		}
	}
	t.Fatal("no Meld question")
}
