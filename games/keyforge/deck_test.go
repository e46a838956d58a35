package keyforge

import (
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestReadyMadeDecksAreValid(t *testing.T) {
	if len(readyDecks) < 4 {
		t.Fatalf("only %d ready-made decks", len(readyDecks))
	}
	for _, d := range readyDecks {
		if err := d.Validate(); err != nil {
			t.Errorf("%s: %v", d.Slug, err)
		}
		if len(d.Cards) != 36 {
			t.Errorf("%s has %d cards", d.Slug, len(d.Cards))
		}
	}
}

func TestGeneratedDecksHoldTwelveCardsOfEachOfThreeHouses(t *testing.T) {
	rng := games.NewRNG(7)
	for i := 0; i < 200; i++ {
		d := GenerateDeck(&rng)
		if err := d.Validate(); err != nil {
			t.Fatalf("deck %d: %v", i, err)
		}
		copies := map[string]int{}
		for _, c := range d.Cards {
			copies[c]++
			if copies[c] > maxCopies[def(c).Rarity] {
				t.Fatalf("%d copies of %s (%s)", copies[c], c, def(c).Rarity)
			}
		}
	}
}

func TestGeneratedDecksAreSeededAndUnique(t *testing.T) {
	a, b := games.NewRNG(11), games.NewRNG(11)
	if GenerateDeck(&a).Name != GenerateDeck(&b).Name {
		t.Fatal("the same seed makes the same deck")
	}
	seen := map[string]bool{}
	names := map[string]bool{}
	rng := games.NewRNG(3)
	for i := 0; i < 300; i++ {
		d := GenerateDeck(&rng)
		key := d.Name
		for _, c := range d.Cards {
			key += "," + c
		}
		if seen[key] {
			t.Fatalf("deck %d repeats an earlier deck", i)
		}
		seen[key] = true
		names[d.Name] = true
	}
	if len(names) < 295 {
		t.Fatalf("only %d distinct names in 300 decks", len(names))
	}
}

func TestEveryHouseCombinationCanBeGenerated(t *testing.T) {
	combos := map[string]bool{}
	rng := games.NewRNG(5)
	for i := 0; i < 500; i++ {
		d := GenerateDeck(&rng)
		combos[houseList(d.Houses)] = true
	}
	if len(combos) != 10 {
		t.Fatalf("%d of the 10 combinations of 3 houses out of 5", len(combos))
	}
}

func TestLobbyOffersEachReadyDeckAndANewUniqueDeck(t *testing.T) {
	info := Game{}.Info()
	for _, key := range []string{"deck0", "deck1"} {
		var spec *games.OptionSpec
		for i := range info.Options {
			if info.Options[i].Key == key {
				spec = &info.Options[i]
			}
		}
		if spec == nil || spec.Default != "random" || len(spec.Choices) != len(readyDecks)+1 {
			t.Fatalf("option %s: %+v", key, spec)
		}
	}
	s, err := Game{}.New(games.Config{Seats: 2, Seed: 1, Options: map[string]string{"deck0": readyDecks[2].Slug}})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*state)
	if st.P[0].DeckName != readyDecks[2].Name || st.P[1].DeckName == readyDecks[2].Name {
		t.Fatalf("decks %q and %q", st.P[0].DeckName, st.P[1].DeckName)
	}
	if _, err := (Game{}).New(games.Config{Seats: 2, Options: map[string]string{"deck1": "nope"}}); err == nil {
		t.Fatal("an unknown deck is refused")
	}
}

func TestTwoRandomDecksOfOneGameDiffer(t *testing.T) {
	s := newGame(t, 77)
	if s.P[0].DeckName == s.P[1].DeckName {
		t.Fatal("each seat gets its own new deck")
	}
}
