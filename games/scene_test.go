package games

import (
	"errors"
	"math/rand/v2"
	"strings"
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

func TestCheckScenesPassesScenesThatShowOnlyWhatTheirViewerSees(t *testing.T) {
	t.Parallel()
	if err := CheckScenes(peekGame{}, Config{Seats: 2, Seed: 1}, 10); err != nil {
		t.Fatal(err)
	}
}

func TestCheckScenesCatchesABoardThatShowsAHand(t *testing.T) {
	t.Parallel()
	err := CheckScenes(peekGame{leakBoard: true}, Config{Seats: 2, Seed: 1}, 10)
	if err == nil || !strings.Contains(err.Error(), "public scene") {
		t.Fatalf("a board showing seat 1's hidden card passed: %v", err)
	}
}

func TestCheckScenesCatchesAHandThatShowsTheOtherHand(t *testing.T) {
	t.Parallel()
	err := CheckScenes(peekGame{leakHand: true}, Config{Seats: 2, Seed: 1}, 10)
	if err == nil || !strings.Contains(err.Error(), "hand scene") {
		t.Fatalf("a hand showing the other seat's card passed: %v", err)
	}
}

func TestCheckScenesRefusesAStateWithoutScenes(t *testing.T) {
	t.Parallel()
	if err := CheckScenes(scenelessGame{}, Config{Seats: 2}, 3); err == nil {
		t.Fatal("a game without scenes passed")
	}
}

// peekGame deals each of two seats one hidden card from 1 to 9; a turn
// passes play to the other seat. Its scenes may leak on purpose.
type peekGame struct{ leakBoard, leakHand bool }

type peekState struct {
	g     peekGame
	Cards [2]int
	Turn  int
}

func (g peekGame) Info() Info { return Info{Slug: "peek", MinSeats: 2, MaxSeats: 2} }
func (g peekGame) New(c Config) (State, error) {
	return &peekState{g: g, Cards: [2]int{1 + int(c.Seed%9), 1 + int(c.Seed/9%9)}}, nil
}
func (peekGame) Decode([]byte) (State, error) { return nil, errors.New("not needed") }

func (s *peekState) Prompts() []Prompt {
	return []Prompt{{ID: "pass", Seat: s.Turn, Min: 1, Max: 1, Options: []Option{{ID: "pass", Label: "Pass"}}}}
}
func (s *peekState) Apply(Answer) ([]Event, error) { s.Turn = 1 - s.Turn; return nil, nil }
func (s *peekState) Public() View                  { return View{} }
func (s *peekState) Private(int) View              { return View{} }
func (s *peekState) Result() *Result               { return nil }
func (s *peekState) Encode() ([]byte, error) {
	return []byte{byte(s.Cards[0]), byte(s.Cards[1]), byte(s.Turn)}, nil
}
func (s *peekState) Determinize(seat int, rng *rand.Rand) State {
	d := *s
	for p := range 2 {
		if p != seat {
			d.Cards[p] = 1 + rng.IntN(9)
		}
	}
	return &d
}

func (s *peekState) Scene(seat int) Scene {
	card := func(p int) Card { return Card{Title: string(rune('0' + s.Cards[p]))} }
	sc := Scene{Caption: Seat(s.Turn) + " to pass."}
	for p := range 2 {
		z := Zone{Name: "Hand", Layout: Pile, Count: 1, Cards: []Card{{Back: true}}}
		if p == seat || (seat < 0 && s.g.leakBoard && p == 1) || (seat >= 0 && s.g.leakHand) {
			z.Cards = []Card{card(p)}
		}
		sc.Areas = append(sc.Areas, Area{Seat: p, Zones: []Zone{z}})
	}
	return sc
}

// scenelessGame is peekGame without scenes: its state holds only the
// State methods.
type scenelessGame struct{ peekGame }

type sceneless struct{ State }

func (g scenelessGame) New(c Config) (State, error) {
	s, err := g.peekGame.New(c)
	return sceneless{s}, err
}

func TestCheckScenesToTheEndFailsAGameThatNeverEnds(t *testing.T) {
	t.Parallel()
	err := CheckScenes(peekGame{}, Config{Seats: 2, Seed: 1}, -1)
	if err == nil || !strings.Contains(err.Error(), "did not end") {
		t.Fatalf("a game that never ends passed as played to its end: %v", err)
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
	if got.Title != hand.Title || len(got.Areas[0].Zones[0].Cards) != 1 {
		t.Error("CardsOnly dropped the title or the cards: they are what the picture shows")
	}
	if hand.Caption == "" || !hand.Areas[0].Active {
		t.Error("CardsOnly changed the scene it was given: the bot takes both from one game state")
	}
}
