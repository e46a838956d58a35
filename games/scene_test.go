package games

import (
	"testing"
)

func TestStandardCardReadsRankAndSuitFromTheName(t *testing.T) {
	t.Parallel()
	cases := map[string]Card{
		"10♥":   {Rank: "10", Suit: Hearts, Label: "l"},
		"A♠":    {Rank: "A", Suit: Spades, Label: "l"},
		"Q♦":    {Rank: "Q", Suit: Diamonds, Label: "l"},
		"2♣":    {Rank: "2", Suit: Clubs, Label: "l"},
		"Joker": {Suit: Joker, Label: "l"},
	}
	for name, want := range cases {
		got := StandardCard(name, "l")
		if got.Rank != want.Rank || got.Suit != want.Suit || got.Label != "l" {
			t.Errorf("%s: got rank %q suit %d, want rank %q suit %d", name, got.Rank, got.Suit, want.Rank, want.Suit)
		}
	}
	if c := StandardCard("Swan", ""); c.Suit != NoSuit || c.Title != "Swan" {
		t.Errorf("a name that is no standard card becomes a titled face, got %+v", c)
	}
}

func TestAHandsPictureLeavesOutWhoseTurnItIsAndKeepsTheCards(t *testing.T) {
	t.Parallel()
	hand := Scene{Title: "Your hand", Caption: "Your turn: draw.", Areas: []Area{
		{Seat: 1, Active: true, Zones: []Zone{{Name: "Hand", Cards: []Card{StandardCard("A♠", "")}}}}}}
	got := hand.CardsOnly()
	if got.Caption != "" || got.Areas[0].Active {
		t.Errorf("CardsOnly kept caption %q, active %v: the turn is the text's to say, or the picture changes at every turn", got.Caption, got.Areas[0].Active)
	}
	if len(got.Areas[0].Zones[0].Cards) != 1 {
		t.Error("CardsOnly dropped the cards: they are what the picture shows")
	}
	if got.Title != "" {
		t.Errorf("CardsOnly kept the title %q: the hand's message is titled with it, once", got.Title)
	}
	if hand.Caption == "" || !hand.Areas[0].Active {
		t.Error("CardsOnly changed the scene it was given: the bot takes both from one game state")
	}
}
