package bitch

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestBoardShowsEverySeatsNakedPilesAndBlindCount(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 8, 1, func(s *state) bool { return s.Phase == phasePlay })
	sc := s.Scene(-1)
	for seat := range 8 {
		a := sc.Areas[seat+1]
		if a.Seat != seat {
			t.Fatalf("area %d is seat %d's, want seat %d's: the table comes first, then each seat", seat+1, a.Seat, seat)
		}
		if f := a.Figures[1]; f.Label != "blind" || f.Value != strconv.Itoa(len(s.Blind[seat])) {
			t.Errorf("seat %d: figure %+v, want its %d blind cards counted", seat, f, len(s.Blind[seat]))
		}
		for i, pile := range s.Naked[seat] {
			if got := a.Zones[i].Cards; len(got) != len(pile) {
				t.Errorf("seat %d naked pile %d: %d cards drawn, %d on the table", seat, i+1, len(got), len(pile))
			}
		}
	}
}

func TestStackShowsItsTopAndWhatMustBeBeaten(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 3, 2, func(s *state) bool { return s.Phase == phasePlay && len(s.Stack) > stackShown })
	stack := s.Scene(-1).Areas[0].Zones[0]
	if len(stack.Cards) != stackShown {
		t.Fatalf("%d stack cards drawn, want the top %d", len(stack.Cards), stackShown)
	}
	top := stack.Cards[len(stack.Cards)-1]
	if top.Rank+suitText(top.Suit) != cardNames[s.Stack[len(s.Stack)-1].Card] && top.Suit != games.Joker {
		t.Errorf("the last card drawn is %s%s, the top of the stack is %s", top.Rank, suitText(top.Suit), cardNames[s.Stack[len(s.Stack)-1].Card])
	}
	if stack.Note != enWords().beatText(faceOf(s.Stack)) {
		t.Errorf("the stack's note %q does not say what must be beaten", stack.Note)
	}
}

func TestHandSceneIsSortedByValueWithJokersLast(t *testing.T) {
	t.Parallel()
	s := playedTo(t, 4, 3, func(s *state) bool { return s.Phase == phasePlay })
	hand := s.Scene(s.Turn).Areas[0].Zones[0].Cards
	if len(hand) != len(s.Hands[s.Turn]) {
		t.Fatalf("%d cards drawn, %d in hand", len(hand), len(s.Hands[s.Turn]))
	}
	sorted := sortedHand(s.Hands[s.Turn])
	for i, c := range hand {
		if c.Label != cardNames[sorted[i]] {
			t.Errorf("card %d is labelled %q, want %q: the hand reads 2 to K, aces, jokers", i+1, c.Label, cardNames[sorted[i]])
		}
	}
}

// playedTo plays a seeded game at random until done says so.
func playedTo(t *testing.T, seats int, seed uint64, done func(*state) bool) *state {
	t.Helper()
	s, err := newState(games.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for step := 0; !done(s); step++ {
		if step > 5000 || s.Result() != nil {
			t.Fatalf("seed %d: the game never reached the wanted moment", seed)
		}
		if _, _, err := games.PlayRandom(s, -1, true, rng); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// suitText is a drawn suit's symbol, "Joker" for a joker.
func suitText(s games.Suit) string {
	switch s {
	case games.Spades:
		return "♠"
	case games.Hearts:
		return "♥"
	case games.Diamonds:
		return "♦"
	case games.Clubs:
		return "♣"
	}
	return "Joker"
}
