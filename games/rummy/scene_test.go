package rummy

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestHandSceneListsCardsAsTheMeldPromptDoes(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 1, func(s *state) bool { return s.Phase == phasePlay })
	var meld *games.Prompt
	for _, p := range s.Prompts() {
		if strings.HasPrefix(p.ID, kindMeld+"-") {
			meld = &p
		}
	}
	if meld == nil {
		t.Fatal("no meld prompt in the play phase")
	}
	var want, got []string
	for _, o := range meld.Options {
		want = append(want, o.Label)
	}
	for _, c := range s.Scene(s.Turn).Areas[0].Zones[0].Cards {
		got = append(got, c.Label)
	}
	if !slices.Equal(got, want) {
		t.Errorf("the hand picture names %v, the meld prompt %v: a player must find each card by the same name in the same place", got, want)
	}
}

func TestMeldCardsAreMarkedWithWhoLaidThem(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 2, func(s *state) bool { return len(s.Melds) >= 3 })
	var zones []games.Zone
	for _, a := range s.Scene(-1).Areas {
		if a.Title == "Melds" {
			zones = a.Zones
		}
	}
	if len(zones) != len(s.Melds) {
		t.Fatalf("%d melds drawn, %d on the table", len(zones), len(s.Melds))
	}
	for i, m := range s.Melds {
		for j, p := range m.Cards {
			c := zones[i].Cards[j]
			if c.Rank+suitName(c.Suit) != p.Card.String() || len(c.Marks) != 1 || c.Marks[0].Seat != p.By {
				t.Errorf("meld %d card %d: drawn %s%s marked %+v, want %s laid by seat %d", i+1, j+1, c.Rank, suitName(c.Suit), c.Marks, p.Card.String(), p.By)
			}
		}
	}
}

func TestChartRacesRunningTotalsToTheTarget(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 3, func(*state) bool { return true })
	s.Target = 200
	s.Tally = []RoundScore{
		{Out: 0, Melded: [2]int{60, 20}, InHand: [2]int{0, 35}}, // +60, −15
		{Out: 1, Melded: [2]int{10, 90}, InHand: [2]int{40, 0}}, // −30, +90
		{Out: 0, Melded: [2]int{55, 30}, InHand: [2]int{0, 10}}, // +55, +20
	}
	ch := s.Scene(-1).Chart
	if ch == nil {
		t.Fatal("a match with rounds played has its chart")
	}
	if ch.Target != 200 {
		t.Errorf("target line at %d, want 200", ch.Target)
	}
	want := [][]int{{60, 30, 85}, {-15, 75, 95}}
	for p, sr := range ch.Series {
		if sr.Seat != p || !slices.Equal(sr.Totals, want[p]) {
			t.Errorf("seat %d's line: %+v, want running totals %v", p, sr, want[p])
		}
	}
	if ch.Note != games.Seat(1)+" leads by 10." {
		t.Errorf("note %q: seat 1 leads 95 to 85", ch.Note)
	}
}

// suitName is a drawn suit as Rummy's labels write it.
func suitName(s games.Suit) string {
	return map[games.Suit]string{games.Spades: "♠", games.Hearts: "♥", games.Diamonds: "♦", games.Clubs: "♣"}[s]
}

// playedTo plays a seeded game at random until done says so.
func playedTo(t *testing.T, seed uint64, done func(*state) bool) *state {
	t.Helper()
	g, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*state)
	rng := rand.New(rand.NewPCG(seed, 1))
	for step := 0; !done(s); step++ {
		if step > 2000 || s.Result() != nil {
			t.Fatalf("seed %d: the game never reached the wanted moment", seed)
		}
		if _, _, err := games.PlayRandom(s, -1, true, rng); err != nil {
			t.Fatal(err)
		}
	}
	return s
}
