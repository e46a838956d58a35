package gametest

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestCheckScenesPassesScenesThatShowOnlyWhatTheirViewerSees(t *testing.T) {
	t.Parallel()
	if err := CheckScenes(peekGame{}, games.Config{Seats: 2, Seed: 1}, 10); err != nil {
		t.Fatal(err)
	}
}

func TestCheckScenesCatchesABoardThatShowsAHand(t *testing.T) {
	t.Parallel()
	err := CheckScenes(peekGame{leakBoard: true}, games.Config{Seats: 2, Seed: 1}, 10)
	if err == nil || !strings.Contains(err.Error(), "public scene") {
		t.Fatalf("a board showing seat 1's hidden card passed: %v", err)
	}
}

func TestCheckScenesCatchesAHandThatShowsTheOtherHand(t *testing.T) {
	t.Parallel()
	err := CheckScenes(peekGame{leakHand: true}, games.Config{Seats: 2, Seed: 1}, 10)
	if err == nil || !strings.Contains(err.Error(), "hand scene") {
		t.Fatalf("a hand showing the other seat's card passed: %v", err)
	}
}

func TestCheckScenesRefusesAStateWithoutScenes(t *testing.T) {
	t.Parallel()
	if err := CheckScenes(scenelessGame{}, games.Config{Seats: 2}, 3); err == nil {
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

func (g peekGame) Info() games.Info { return games.Info{Slug: "peek", MinSeats: 2, MaxSeats: 2} }
func (g peekGame) New(c games.Config) (games.State, error) {
	return &peekState{g: g, Cards: [2]int{1 + int(c.Seed%9), 1 + int(c.Seed/9%9)}}, nil
}
func (peekGame) Decode([]byte) (games.State, error) { return nil, errors.New("not needed") }

func (s *peekState) Prompts() []games.Prompt {
	return []games.Prompt{{ID: "pass", Seat: s.Turn, Min: 1, Max: 1, Options: []games.Option{{ID: "pass", Label: "Pass"}}}}
}
func (s *peekState) Apply(games.Answer) ([]games.Event, error) { s.Turn = 1 - s.Turn; return nil, nil }
func (s *peekState) Public() games.View                        { return games.View{} }
func (s *peekState) Private(int) games.View                    { return games.View{} }
func (s *peekState) Result() *games.Result                     { return nil }
func (s *peekState) Encode() ([]byte, error) {
	return []byte{byte(s.Cards[0]), byte(s.Cards[1]), byte(s.Turn)}, nil
}
func (s *peekState) Determinize(seat int, rng *rand.Rand) games.State {
	d := *s
	for p := range 2 {
		if p != seat {
			d.Cards[p] = 1 + rng.IntN(9)
		}
	}
	return &d
}

func (s *peekState) Scene(seat int) games.Scene {
	card := func(p int) games.Card { return games.Card{Title: string(rune('0' + s.Cards[p]))} }
	sc := games.Scene{Caption: games.Seat(s.Turn) + " to pass."}
	for p := range 2 {
		z := games.Zone{Name: "Hand", Layout: games.Pile, Count: 1, Cards: []games.Card{{Back: true}}}
		if p == seat || (seat < 0 && s.g.leakBoard && p == 1) || (seat >= 0 && s.g.leakHand) {
			z.Cards = []games.Card{card(p)}
		}
		sc.Areas = append(sc.Areas, games.Area{Seat: p, Zones: []games.Zone{z}})
	}
	return sc
}

// scenelessGame is peekGame without scenes: its state holds only the
// State methods.
type scenelessGame struct{ peekGame }

type sceneless struct{ games.State }

func (g scenelessGame) New(c games.Config) (games.State, error) {
	s, err := g.peekGame.New(c)
	return sceneless{s}, err
}

func TestCheckScenesToTheEndFailsAGameThatNeverEnds(t *testing.T) {
	t.Parallel()
	// The bound the kit uses (maxSceneSteps) is as good a test as a
	// smaller one, and under the race detector takes a minute and a half.
	err := checkScenes(peekGame{}, games.Config{Seats: 2, Seed: 1}, -1, 500)
	if err == nil || !strings.Contains(err.Error(), "did not end") {
		t.Fatalf("a game that never ends passed as played to its end: %v", err)
	}
}
