package keyforge

import (
	"testing"

	"github.com/deckhand/deckhand/games"
)

func newGame(t *testing.T, seed uint64) *state {
	t.Helper()
	st, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return st.(*state)
}

func TestTheFirstPlayerDrawsSevenTheOtherSix(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		s := newGame(t, seed)
		if len(s.table.P[s.First].Hand) != 7 || len(s.table.P[1-s.First].Hand) != 6 {
			t.Fatalf("seed %d: hands %d and %d", seed, len(s.table.P[s.First].Hand), len(s.table.P[1-s.First].Hand))
		}
		if len(s.table.P[s.First].Deck) != 29 || len(s.table.P[1-s.First].Deck) != 30 {
			t.Fatalf("decks %d and %d", len(s.table.P[s.First].Deck), len(s.table.P[1-s.First].Deck))
		}
		if s.table.P[0].Keys != 0 || s.table.P[0].Aember != 0 {
			t.Fatal("players start without keys or aember")
		}
	}
}

func TestEitherSeatMayGoFirst(t *testing.T) {
	firsts := map[int]bool{}
	for seed := uint64(1); seed < 30; seed++ {
		firsts[newGame(t, seed).First] = true
	}
	if !firsts[0] || !firsts[1] {
		t.Fatal("the first player is chosen at random")
	}
}

func TestBothPlayersDecideTheirMulliganAtOnce(t *testing.T) {
	s := newGame(t, 5)
	ps := s.Prompts()
	if len(ps) != 2 || ps[0].Seat == ps[1].Seat {
		t.Fatalf("want one mulligan prompt per seat, got %+v", ps)
	}
}

func TestAMulliganRedrawsOneCardFewer(t *testing.T) {
	s := newGame(t, 5)
	f := s.First
	if _, err := s.Apply(games.Answer{Seat: f, PromptID: "mulligan", Choices: []string{"mull"}}); err != nil {
		t.Fatal(err)
	}
	if len(s.table.P[f].Hand) != 6 || len(s.table.P[f].Deck) != 30 {
		t.Fatalf("after a mulligan the first player holds %d (deck %d), want 6 (30)", len(s.table.P[f].Hand), len(s.table.P[f].Deck))
	}
	if _, err := s.Apply(games.Answer{Seat: f, PromptID: "mulligan", Choices: []string{"mull"}}); err == nil {
		t.Fatal("a second mulligan was accepted")
	}
	if _, err := s.Apply(games.Answer{Seat: 1 - f, PromptID: "mulligan", Choices: []string{"keep"}}); err != nil {
		t.Fatal(err)
	}
	if len(s.table.P[1-f].Hand) != 6 {
		t.Fatalf("kept hand of %d", len(s.table.P[1-f].Hand))
	}
	if s.Phase != phaseHouse || s.Active != f || s.Turn != 1 {
		t.Fatalf("after both mulligans the first player's first turn begins: phase %s active %d turn %d", s.Phase, s.Active, s.Turn)
	}
}

func TestOnlyTheActivePlayerIsAskedAfterSetup(t *testing.T) {
	s := newGame(t, 9)
	for seat := 0; seat < 2; seat++ {
		if _, err := s.Apply(games.Answer{Seat: seat, PromptID: "mulligan", Choices: []string{"keep"}}); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range s.Prompts() {
		if p.Seat != s.Active {
			t.Fatalf("seat %d is asked %q on seat %d's turn", p.Seat, p.ID, s.Active)
		}
	}
}

func TestSeatsMustBeTwo(t *testing.T) {
	if _, err := (Game{}).New(games.Config{Seats: 3}); err == nil {
		t.Fatal("KeyForge is a two-player game")
	}
}

func TestEachPlayerBringsADeckOfThirtySixCards(t *testing.T) {
	s := newGame(t, 3)
	per := [2]map[string]int{{}, {}}
	for _, c := range s.table.Cards {
		per[c.Owner][def(c.Def).House]++
	}
	for p := 0; p < 2; p++ {
		if len(per[p]) != 3 {
			t.Fatalf("seat %d's deck has %d houses", p, len(per[p]))
		}
		for h, n := range per[p] {
			if n != 12 {
				t.Fatalf("seat %d has %d cards of %s", p, n, h)
			}
		}
	}
}
