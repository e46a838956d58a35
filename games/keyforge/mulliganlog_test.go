package keyforge

import (
	"fmt"
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

func TestEachReadyMadeDeckDescribesItsOwnHouses(t *testing.T) {
	seen := map[string]string{}
	for _, o := range (Game{}).Info().Options {
		for _, c := range o.Choices {
			if c.Value == "random" {
				continue
			}
			if c.Detail == "" || len(c.Detail) > 100 {
				t.Errorf("deck %q: detail %q, want its own line of at most 100 characters", c.Label, c.Detail)
			}
			if other, ok := seen[c.Detail]; ok && other != c.Value {
				t.Errorf("decks %q and %q share the description %q", other, c.Value, c.Detail)
			}
			seen[c.Detail] = c.Value
			for _, d := range readyDecks {
				if d.Slug == c.Value {
					for _, h := range d.Houses {
						if !strings.Contains(c.Detail, h) {
							t.Errorf("deck %q: %q does not name its house %s", c.Label, c.Detail, h)
						}
					}
				}
			}
		}
	}
}

func TestCheckIsSaidInWords(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.s.table.P[1].Check = true
	text := viewText(b.s.Public())
	if !strings.Contains(text, "**Check!** "+checkWords) {
		t.Errorf("the board says what Check! means:\n%s", text)
	}
	if !strings.Contains(checkWords, "forge a key") {
		t.Errorf("%q: Check! is explained as a key to be forged", checkWords)
	}
}

func TestAHandCardSaysItsPowerAndArmorInWords(t *testing.T) {
	for _, d := range pool.Cards {
		if d.Type == Creature && d.Armor > 0 {
			line := kindLine(d)
			want := fmt.Sprintf("power %d, armor %d", d.Power, d.Armor)
			if !strings.Contains(line, want) {
				t.Errorf("%s: %q, want %q: not \"%d/%d🛡\"", d.Name, line, want, d.Power, d.Armor)
			}
			return
		}
	}
	t.Fatal("no creature with armor in the pool")
}
