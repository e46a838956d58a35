package main

import (
	"bytes"
	"context"
	"math"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// fakeEnd is a finished game as the report sees it: seat 1 played first
// and took 5 turns to seat 0's 4; seat 0 built the flock "jay".
type fakeEnd struct{ games.State }

func (fakeEnd) FirstSeat() int { return 1 }
func (fakeEnd) Turns(seat int) int {
	return 4 + seat
}
func (fakeEnd) Groups(seat int, buf []string) []string {
	if seat == 0 {
		return append(buf, "jay")
	}
	return buf
}
func (fakeEnd) Tracked(int, []string) []string        { return nil }
func (fakeEnd) Plays(games.Answer, []string) []string { return nil }
func (fakeEnd) Result() *games.Result                 { return nil }

func TestTheReportCountsTheFirstSeatGroupsAndCards(t *testing.T) {
	t.Parallel()
	b := newBalance()
	w := newWatcher(2)
	w.held[0]["comet"], w.played[0]["comet"] = true, true
	w.held[1]["comet"], w.held[1]["nova"] = true, true
	b.add(w, fakeEnd{}, rankOf(1, 2))
	if b.firstWon != 0 || b.firstLost != 1 {
		t.Errorf("first seat won %d, lost %d; want the one decided game lost by seat 1, who played first", b.firstWon, b.firstLost)
	}
	if g := b.groups["jay"]; g == nil || *g != (tally{games: 1, won: 1}) {
		t.Errorf("jay: %+v, want 1 seat-game, won", g)
	}
	if c := b.cards["comet"]; *c != (cardTally{held: 2, played: 1, playedWon: 1}) {
		t.Errorf("comet: %+v, want held by both, played and won by seat 0, held unplayed and lost by seat 1", c)
	}
	var out bytes.Buffer
	b.print(&out)
	for _, want := range []string{"first seat: won 0 of 1 decided games (0.0%, 95% interval 0.0-79.3%)", "turns per player: mean 4.5, median 5, range 4-5", "jay"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestTheReportRunsOnADesignedGameWithItsPlans(t *testing.T) {
	t.Parallel()
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"-game", "starcollector", "-a", "easy", "-b", "plan:always-draw", "-games", "4", "-report"}, &out, &errOut)
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	for _, want := range []string{"plan:always-draw", "first seat:", "turns per player", "played %"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestAPlanMustBeOneOfTheGamesOwn(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"-game", "starcollector", "-b", "plan:rush", "-games", "1"},
		{"-game", "rummy", "-b", "plan:rush", "-games", "1"},
		{"-game", "rummy", "-a", "easy", "-games", "1", "-report"},
	} {
		var out, errOut bytes.Buffer
		if err := run(context.Background(), args, &out, &errOut); err == nil {
			t.Errorf("%v ran", args)
		}
	}
}

// The first seat's share comes with its 95% interval: Wilson's, checked
// against values worked by hand (50 of 100: 40.4-59.6%; 0 of 10: 0-27.8%; 45 of 80: 45.3-66.6%).
func TestTheFirstSeatsShareComesWithItsInterval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		won, n int
		lo, hi float64
	}{{50, 100, 0.4038, 0.5962}, {0, 10, 0, 0.2775}, {10, 10, 0.7225, 1}, {45, 80, 0.4534, 0.6659}} {
		lo, hi := wilson(c.won, c.n)
		if math.Abs(lo-c.lo) > 5e-4 || math.Abs(hi-c.hi) > 5e-4 {
			t.Errorf("%d of %d: interval %.4f-%.4f, want %.4f-%.4f", c.won, c.n, lo, hi, c.lo, c.hi)
		}
	}
	var out bytes.Buffer
	b := newBalance()
	b.firstWon, b.firstLost = 50, 50
	b.print(&out)
	if !strings.Contains(out.String(), "95% interval 40.4-59.6%") {
		t.Errorf("the report should give the first seat's interval:\n%s", out.String())
	}
}
