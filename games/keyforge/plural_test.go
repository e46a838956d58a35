package keyforge

import (
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestOneArchivedCardIsOfferedAsTheCardNotTheOneCard(t *testing.T) {
	b := newBoard(t, "")
	b.s.Phase = phaseHouse
	b.archive(0, "gear-scholar")
	b.answer("house", houseID("Emberforge"))
	if got := b.prompt("arch").Text; got != "Take the card of your archives into your hand?" {
		t.Errorf("one archived card is asked about as %q", got)
	}
	b = newBoard(t, "")
	b.s.Phase = phaseHouse
	b.archive(0, "gear-scholar", "flame-lash")
	b.answer("house", houseID("Emberforge"))
	if got := b.prompt("arch").Text; got != "Take the 2 cards of your archives into your hand?" {
		t.Errorf("two archived cards are asked about as %q", got)
	}
}

func TestACreatureGivenOneCounterGetsAPowerCounterNotOne(t *testing.T) {
	b := newBoard(t, "Emberforge")
	a := b.creature(0, "pit-scrapper")
	b.u(a).Counters = 1 // power 3: it survives the fight and gets its counter
	said := eventsText(b.fight(a, b.creature(1, "seed-sower")))
	if !strings.Contains(said, "Pit Scrapper gets a +1 power counter.") || strings.Contains(said, "1 +1") {
		t.Errorf("the fight should say Pit Scrapper gets a +1 power counter:\n%s", said)
	}
}

func eventsText(ev []games.Event) string {
	var out []string
	for _, e := range ev {
		out = append(out, e.Text)
	}
	return strings.Join(out, "\n")
}
