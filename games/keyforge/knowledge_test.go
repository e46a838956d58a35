package keyforge

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// crowd gives seat p a hand and a deck of cards all different from what
// the tests follow, so a determinization that does not keep a followed
// card almost surely moves it.
func (b *board) crowd(p int) {
	b.hand(p, "flame-lash", "gear-scholar", "moss-grazer", "thorn-boar", "cinder-brute")
	b.deck(p, "slag-tyrant", "spring-sentry", "tick-tutor", "cog-sparks", "aether-vault", "ghost-lift", "recall-beam", "relic-bearer")
}

// keeps determinizes for seat many times and fails unless card id is
// still the same card in the same zone every time.
func keeps(t *testing.T, s *state, seat, id int, zone string, why string) {
	t.Helper()
	want := s.table.Cards[id].Def
	for i := uint64(0); i < 40; i++ {
		d := s.Determinize(seat, rand.New(rand.NewPCG(i, 7))).(*state)
		if d.table.Cards[id].Def != want || !slices.Contains(d.Zone(zone), want) {
			t.Fatalf("%s: determinization %d made card %d %s, want %s in %s", why, i, id, d.table.Cards[id].Def, want, zone)
		}
	}
}

func knows(s *state, seat int, card, zone string) bool {
	return slices.Contains(s.Known(seat), games.Placed{Card: card, Zone: zone})
}

func TestACreatureReturnedToItsOwnersHandStaysKnownToBoth(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Gloomveil")
	b.crowd(1)
	c := b.creature(1, "seed-sower")
	b.play(b.hand(0, "ghost-lift")[0])
	b.eq("returned to hand", b.inZone(b.s.table.P[1].Hand, c), true)
	if !knows(b.s, 0, "seed-sower", "hand1") {
		t.Errorf("seat 0 saw the creature go back to hand 1: Known(0) = %v", b.s.Known(0))
	}
	keeps(t, b.s, 0, c, "hand1", "the opponent saw it return from play")
}

func TestACreaturePutOnTopOfADeckStaysThereForBoth(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Cogwright")
	b.crowd(1)
	b.crowd(0)
	c := b.creature(1, "seed-sower")
	b.play(b.hand(0, "rewind-clock")[0])
	top := b.s.table.P[1].Deck[len(b.s.table.P[1].Deck)-1]
	b.eq("on top of its owner's deck", top, c)
	keeps(t, b.s, 0, c, "deck1", "the card was seen going on top of the deck")
	keeps(t, b.s, 1, c, "deck1", "its owner saw it going on top of the deck too")
	for i := uint64(0); i < 20; i++ {
		d := b.s.Determinize(0, rand.New(rand.NewPCG(i, 1))).(*state)
		if got := d.table.P[1].Deck[len(d.table.P[1].Deck)-1]; got != c || d.table.Cards[got].Def != "seed-sower" {
			t.Fatalf("determinization %d moved the known card off the top of the deck", i)
		}
	}
}

func TestACardReturnedFromTheDiscardPileStaysKnown(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Cogwright")
	b.crowd(0)
	c := b.discards(0, "seed-sower")[0]
	b.play(b.hand(0, "recall-beam")[0])
	b.eq("back in hand", b.inZone(b.s.table.P[0].Hand, c), true)
	keeps(t, b.s, 1, c, "hand0", "the discard pile is open, so the opponent saw which card came back")
}

func TestASeatKeepsItsOwnArchives(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Cogwright")
	b.crowd(0)
	a := b.archive(0, "seed-sower")[0]
	keeps(t, b.s, 0, a, "archives0", "a seat knows its own archives")
}

func TestACardArchivedFromHandIsLostTrackOfByTheOpponent(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Cogwright")
	b.crowd(0)
	c := b.hand(0, "seed-sower")[0]
	b.s.table.Cards.revealAll(c) // say it came back to hand from play
	b.play(b.hand(0, "spring-sentry")[0])
	b.pick(c)
	b.eq("archived", b.inZone(b.s.table.P[0].Archives, c), true)
	if knows(b.s, 1, "seed-sower", "archives0") || knows(b.s, 1, "seed-sower", "hand0") {
		t.Errorf("the opponent only saw a card go from hand to archives, not which: Known(1) = %v", b.s.Known(1))
	}
}

func TestAShuffledDeckForgetsWhatWasOnTop(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Gloomveil")
	c := b.deck(1, "seed-sower")[0]
	b.deck(1, "flame-lash", "gear-scholar")
	b.s.table.Cards.revealAll(c)
	b.s.shuffleDeck(1)
	if len(b.s.Known(0)) != 0 {
		t.Errorf("after a shuffle nobody knows where a deck's cards are: Known(0) = %v", b.s.Known(0))
	}
}
