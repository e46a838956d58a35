package keyforge

import (
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestTheLogSaysTheMulliganBeforeTheDrawItBrings(t *testing.T) {
	s := newGame(t, 5)
	ev, err := s.Apply(games.Answer{Seat: s.First, PromptID: "mulligan", Choices: []string{"mull"}})
	if err != nil {
		t.Fatal(err)
	}
	mull, draw := -1, -1
	for i, e := range ev {
		if e.Private {
			continue
		}
		switch {
		case strings.Contains(e.Text, "takes a mulligan"):
			mull = i
		case strings.Contains(e.Text, "draws"):
			draw = i
		}
	}
	if mull < 0 || draw < 0 || mull > draw {
		var lines []string
		for _, e := range ev {
			lines = append(lines, e.Text)
		}
		t.Errorf("public lines %q: the log runs forwards, the mulligan first and then its draw", lines)
	}
}
