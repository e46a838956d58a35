package games

import "testing"

func TestACountOfOneTakesTheSingular(t *testing.T) {
	for n, want := range map[int]string{0: "0 cards", 1: "1 card", 2: "2 cards", 21: "21 cards"} {
		if got := Count(n, "card", "cards"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Plural(1, "copy", "copies") + " " + Plural(3, "copy", "copies"); got != "copy copies" {
		t.Errorf("Plural = %q", got)
	}
}
