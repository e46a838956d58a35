package keyforge

import (
	"math/rand/v2"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// What KeyForge tells the balance report (games.Balanced) and its
// one-track plans (games.Plans).

func TestPlayingACardFromTheHandIsWhatTheReportCountsAsPlayed(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	hound := b.hand(0, "ash-hound")[0]
	brute := b.creature(0, "cinder-brute")
	act := b.prompt("act").ID
	if got := b.s.Plays(games.Answer{Seat: 0, PromptID: act, Choices: []string{opt('p', hound)}}, nil); len(got) != 1 || got[0] != "ash-hound" {
		t.Errorf("playing Ash Hound counts %v, want [ash-hound]", got)
	}
	if got := b.s.Plays(games.Answer{Seat: 0, PromptID: act, Choices: []string{opt('r', brute)}}, nil); len(got) != 0 {
		t.Errorf("reaping counts %v as played, want nothing: only cards from the hand are played", got)
	}
	if got := b.s.Plays(games.Answer{Seat: 1, PromptID: act, Choices: []string{opt('p', hound)}}, nil); len(got) != 0 {
		t.Errorf("an answer out of turn counts %v, want nothing: it is refused", got)
	}
}

func TestTrackedListsEachDesignInTheHandOnce(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	b.hand(0, "ash-hound", "ash-hound", "cinder-brute")
	if got := b.s.Tracked(0, nil); len(got) != 2 {
		t.Errorf("tracked %v, want ash-hound and cinder-brute once each", got)
	}
}

func TestTheGroupsOfASeatAreItsDecksHouses(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	if got := b.s.Groups(1, nil); len(got) != 3 || got[0] != "Emberforge" {
		t.Errorf("groups %v, want the deck's three houses", got)
	}
}

func TestTheFirstPlayerHasTheOddTurns(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge") // turn 3, seat 0 first
	if b.s.FirstSeat() != 0 || b.s.Turns(0) != 2 || b.s.Turns(1) != 1 {
		t.Errorf("first %d, turns %d and %d; want seat 0 first with turns 1 and 3, seat 1 with turn 2",
			b.s.FirstSeat(), b.s.Turns(0), b.s.Turns(1))
	}
}

func TestReapOnlyNeverFightsAndFightOnlyNeverReaps(t *testing.T) {
	t.Parallel()
	for plan, banned := range map[string]byte{planReap: 'f', planFight: 'r'} {
		b := newBoard(t, "Emberforge")
		b.creature(0, "cinder-brute")
		b.creature(1, "ash-hound")
		a, ok := b.s.Plan(plan, 0, rand.New(rand.NewPCG(1, 1)))
		if !ok {
			t.Fatalf("%s has no answer", plan)
		}
		if c := a.Choices[0]; c[0] == banned {
			t.Errorf("%s chose %s", plan, c)
		}
	}
}
