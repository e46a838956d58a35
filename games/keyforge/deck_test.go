package keyforge

import (
	"fmt"
	"slices"
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
	if st.table.P[0].DeckName != readyDecks[2].Name || st.table.P[1].DeckName == readyDecks[2].Name {
		t.Fatalf("decks %q and %q", st.table.P[0].DeckName, st.table.P[1].DeckName)
	}
	if _, err := (Game{}).New(games.Config{Seats: 2, Options: map[string]string{"deck1": "nope"}}); err == nil {
		t.Fatal("an unknown deck is refused")
	}
}

func TestTwoRandomDecksOfOneGameDiffer(t *testing.T) {
	s := newGame(t, 77)
	if s.table.P[0].DeckName == s.table.P[1].DeckName {
		t.Fatal("each seat gets its own new deck")
	}
}

// houseLists is, for each generated deck that has house h, how many
// copies of each card of h it holds.
func houseLists(decks []Deck, h string) []map[string]int {
	var out []map[string]int
	for _, d := range decks {
		if !slices.Contains(d.Houses, h) {
			continue
		}
		m := map[string]int{}
		for _, c := range d.Cards {
			if def(c).House == h {
				m[c]++
			}
		}
		out = append(out, m)
	}
	return out
}

// Two decks of a house share on average about 3.4 of their 12 cards with
// 32 designs a house drawn by rarity; with the 18 to 23 designs of the
// first pool they shared 4.6.
func TestTwoGeneratedDecksOfTheSameHouseDrawDifferentCards(t *testing.T) {
	var decks []Deck
	for seed := uint64(1); seed <= 50; seed++ {
		rng := games.NewRNG(seed)
		decks = append(decks, GenerateDeck(&rng))
	}
	pairs, shared := 0, 0
	for _, h := range pool.Houses {
		lists := houseLists(decks, h)
		distinct := map[string]bool{}
		for i, l := range lists {
			distinct[fmt.Sprint(l)] = true // fmt prints maps in key order
			for _, o := range lists[i+1:] {
				for c, n := range l {
					shared += min(n, o[c])
				}
				pairs++
			}
		}
		if len(lists) < 2 || len(distinct) != len(lists) {
			t.Errorf("%s: %d distinct 12-card lists among the %d of 50 seeded decks that have the house; each deck should draw its own",
				h, len(distinct), len(lists))
		}
	}
	if mean := float64(shared) / float64(pairs); mean >= 4 {
		t.Errorf("two decks of a house share %.2f of their 12 cards on average, want under 4: the pool is too small to tell decks apart", mean)
	}
}

func TestEveryDesignCanReachAGeneratedDeck(t *testing.T) {
	seen := map[string]bool{}
	rng := games.NewRNG(9)
	for i := 0; i < 300; i++ {
		for _, c := range GenerateDeck(&rng).Cards {
			seen[c] = true
		}
	}
	for _, h := range pool.Houses {
		for _, c := range pool.ByHouse[h] {
			if !seen[c.ID] {
				t.Errorf("%s (%s) is in no deck of 300: the generator should draw from the whole pool", c.ID, c.Rarity)
			}
		}
	}
}
