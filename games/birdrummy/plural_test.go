package birdrummy

import (
	"testing"
)

func TestTheDeckOptionSaysOneCardInTheDeckNotOneCards(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	s.Phase = phaseDraw
	forest(t, s, "dove", "crow")
	onDeck(t, s, "owl")
	s.Heaven = append(s.Heaven, s.Deck[:len(s.Deck)-1]...)
	s.Deck = s.Deck[len(s.Deck)-1:]
	p, ok := prompt(s, 0, pDraw)
	if !ok {
		t.Fatal("no draw prompt")
	}
	for _, o := range p.Options {
		if o.ID == optDeck && o.Detail != "1 card in the deck" {
			t.Errorf("the deck option says %q, want \"1 card in the deck\"", o.Detail)
		}
	}
}
