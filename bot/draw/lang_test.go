package draw

import (
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

func TestAPictureWritesItsOwnWordsInItsReadersLanguage(t *testing.T) {
	t.Parallel()
	sc := games.Scene{Title: "Pick", Areas: []games.Area{{Seat: 0, Zones: []games.Zone{
		{Name: "Meld"},
		{Name: "Hand", Cards: []games.Card{{Title: "Heron", Turned: true}}},
	}}}}
	wrote := func(l *lang.Lang) map[string]bool {
		out := map[string]bool{}
		for _, tx := range TextsIn(l, sc, games.SeatName) {
			out[tx.S] = true
		}
		return out
	}
	en, de := wrote(nil), wrote(lang.Get(lang.German))
	for _, w := range []string{"empty", "exhausted"} {
		if !en[w] {
			t.Errorf("English: %q not written: %v", w, en)
		}
	}
	for _, w := range []string{"leer", "erschöpft"} {
		if !de[w] {
			t.Errorf("German: %q not written: %v", w, de)
		}
	}
	if de["empty"] || de["exhausted"] {
		t.Errorf("German writes English: %v", de)
	}
}
