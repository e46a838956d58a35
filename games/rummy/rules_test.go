package rummy

import (
	"strings"
	"testing"
)

// The rules page says how the board shows who laid a meld's cards and how
// the match stands, as the picture draws them: a bar in the colour of whoever laid it
// under each meld card, and a chart of the race to the target.
func TestTheRulesDescribeTheMeldBarsAndTheRaceChartThePictureDraws(t *testing.T) {
	s := build(t, table{
		hands: [2]string{"2C 3C", "9D 10D"},
		melds: []string{"4H 5H 6H", "@1 7C 7D 7S"},
		tally: []RoundScore{{Melded: [2]int{20, 10}}},
	})
	sc := s.Scene(-1)
	bars := 0
	for _, a := range sc.Areas {
		if a.Title != "Melds" {
			continue
		}
		for _, z := range a.Zones {
			for _, c := range z.Cards {
				if len(c.Marks) == 1 && c.Marks[0].Seat >= 0 {
					bars++
				}
			}
		}
	}
	if bars != 6 || sc.Chart == nil {
		t.Fatalf("the picture should bar each of the 6 meld cards (%d) and chart the match (%v)", bars, sc.Chart != nil)
	}
	rules := Game{}.Info().Rules
	for _, said := range []string{"bar under it in the colour of the player who laid it", "chart of the race"} {
		if !strings.Contains(rules, said) {
			t.Errorf("the rules should say what the picture shows: %q", said)
		}
	}
	if strings.Contains(rules, "delta") {
		t.Error("the rules promise a delta the board never shows")
	}
}
