package birdrummy

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestNestIsDrawnOneFanPerFlock(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 1, func(s *state) bool { return len(s.Nests[0]) >= 4 })
	zones := s.Scene(-1).Areas[1].Zones
	seen := map[string]bool{}
	birds := 0
	for _, z := range zones {
		if z.Name == "Resources" || z.Name[:min(len(z.Name), 8)] == "Landing:" {
			continue
		}
		for _, c := range z.Cards {
			if c.Title != z.Cards[0].Title {
				t.Errorf("flock %q holds a %s: a flock is one species", z.Name, c.Title)
			}
		}
		if seen[z.Cards[0].Title] {
			t.Errorf("%s drawn as two flocks", z.Cards[0].Title)
		}
		seen[z.Cards[0].Title] = true
		if want := z.Cards[0].Title + " ×" + strconv.Itoa(len(z.Cards)); z.Name != want {
			t.Errorf("flock named %q, want %q", z.Name, want)
		}
		birds += len(z.Cards)
	}
	if birds != len(s.Nests[0]) {
		t.Errorf("%d birds drawn in the nest, %d there", birds, len(s.Nests[0]))
	}
}

func TestForestIsDrawnFromTheTopDown(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 2, func(s *state) bool { return len(s.Forest) >= 3 })
	forest := s.Scene(-1).Areas[0].Zones[1]
	for i, c := range forest.Cards {
		if want := s.cat.def(s.Forest[len(s.Forest)-1-i]).Name; c.Title != want {
			t.Errorf("Forest card %d drawn is %s, want %s: the top card comes first", i+1, c.Title, want)
		}
	}
}

func TestFaceCirclesEachAbilityCostBeforeItsText(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 3, func(*state) bool { return true })
	for d := 0; d < s.cat.birds; d++ {
		df, f := &s.cat.defs[d], s.cat.face(d)
		if f.Title != df.Name || f.Colour != designColours[d%len(designColours)] {
			t.Errorf("%s: face titled %q in %s", df.Name, f.Title, f.Colour)
		}
		for i, a := range df.Abilities {
			if r := f.Rules[i]; r.Cost != strconv.Itoa(a.Cost) || r.Text != opsText(a.Do) {
				t.Errorf("%s ability %d: drawn %+v, want cost %d circled before %q", df.Name, i+1, r, a.Cost, opsText(a.Do))
			}
		}
	}
}

func TestHandSceneLabelsEachDesignWithHowManyAreHeld(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 4, func(*state) bool { return true })
	hand := s.Scene(0).Areas[0].Zones[0].Cards
	held := 0
	for d, n := range s.handCounts(0) {
		if n == 0 {
			continue
		}
		if hand[held].Label != s.cat.defs[d].Name+" ×"+strconv.Itoa(n) {
			t.Errorf("hand face %d labelled %q, want %s ×%d", held+1, hand[held].Label, s.cat.defs[d].Name, n)
		}
		held++
	}
	if held != len(hand) {
		t.Errorf("%d faces drawn for %d designs held", len(hand), held)
	}
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
		if step > 3000 || s.Result() != nil {
			t.Fatalf("seed %d: the game never reached the wanted moment", seed)
		}
		if _, _, err := games.PlayRandom(s, -1, true, rng); err != nil {
			t.Fatal(err)
		}
	}
	return s
}
