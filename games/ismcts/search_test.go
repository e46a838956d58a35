package ismcts_test

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// budget is a search bounded by iterations only, so deterministic.
var budget = ismcts.Config{Iterations: 2000}

func search(t *testing.T, s games.State, seat int, seed uint64) ismcts.Choice {
	t.Helper()
	c, err := ismcts.Search(context.Background(), ismcts.Question{State: s, Seats: 2, Seat: seat, Seed: seed}, budget)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func sumOf(choices []string) int {
	sum := 0
	for _, c := range choices {
		v, _ := strconv.Atoi(c)
		sum += v
	}
	return sum
}

func TestSearchCallsAClaimThatLiesHalfTheTime(t *testing.T) {
	t.Parallel()
	for _, high := range []bool{true, false} { // whatever the hidden card, seat 1 cannot know it
		c := search(t, &liar{High: high, Claim: claimHigh}, 1, 1)
		if c.Pass || c.Answer.PromptID != "call" {
			t.Errorf("card high=%v: got %+v, want a call: letting a high claim pass always loses, calling wins half the time", high, c)
		}
	}
}

func TestSearchLetsAnOptionalPromptPassWhenAnsweringIsWorse(t *testing.T) {
	t.Parallel()
	for _, high := range []bool{true, false} {
		c := search(t, &liar{High: high, Claim: claimLow}, 1, 1)
		if !c.Pass {
			t.Errorf("card high=%v: got %+v, want a pass: an uncalled low claim is a sure draw, a call only a 1-in-4 draw", high, c)
		}
	}
}

func TestSearchValuesABluffAsCalled(t *testing.T) {
	t.Parallel()
	c := search(t, &liar{High: false}, 0, 1)
	if !slices.Equal(c.Answer.Choices, []string{"low"}) {
		t.Errorf("got %+v, want the true low claim: a high bluff wins only if nobody calls, and the caller's node in the tree calls it", c.Answer)
	}
}

func TestSearchFindsTheAcceptedCombinationThatWins(t *testing.T) {
	t.Parallel()
	for name, s := range map[string]games.State{"lean": &tens{}, "labelled": labelled{&tens{}}} {
		c := search(t, s, 0, 1)
		if got := sumOf(c.Answer.Choices); got != 10 {
			t.Errorf("%s: picked %v worth %d, want a pick worth exactly 10", name, c.Answer.Choices, got)
		}
	}
}

func TestSearchGivesTheOnlyMoveWithoutSearching(t *testing.T) {
	t.Parallel()
	c := search(t, &liar{Claim: claimHigh}, 0, 1)
	if c.Answer.PromptID != "done" || c.Stats.Iterations != 0 {
		t.Errorf("got %+v, want done at once: seat 0 has one move and may not pass", c)
	}
}

func TestSearchPassesWithoutAPrompt(t *testing.T) {
	t.Parallel()
	if c := search(t, &liar{}, 1, 1); !c.Pass {
		t.Errorf("got %+v, want a pass: seat 1 holds no prompt before the claim", c)
	}
}

// midGame is a goofspiel two rounds in, seat 0 having bid this round.
func midGame(bid0 int, leak bool) *goofspiel {
	g := newGoofspiel(6, 7)
	g.leak = leak
	for _, a := range []games.Answer{bidOf(0, 1), bidOf(1, 2), bidOf(1, 6), bidOf(0, 5), bidOf(0, bid0)} {
		if err := g.Play(a); err != nil {
			panic(err)
		}
	}
	return g
}

func bidOf(seat, card int) games.Answer {
	return games.Answer{Seat: seat, PromptID: "bid", Choices: []string{strconv.Itoa(card)}}
}

func TestSearchNeverSeesACommittedSecretChoice(t *testing.T) {
	t.Parallel()
	for seed := range uint64(5) {
		low, high := search(t, midGame(2, false), 1, seed), search(t, midGame(6, false), 1, seed)
		if !slices.Equal(low.Answer.Choices, high.Answer.Choices) || low.Stats.Nodes != high.Stats.Nodes {
			t.Errorf("seed %d: bid %v against a committed 2, %v against a committed 6: the search read the hidden bid",
				seed, low.Answer.Choices, high.Answer.Choices)
		}
	}
}

// The check above can fail: a Determinize that keeps the committed bid
// lets the search answer it.
func TestSearchWouldAnswerALeakedChoice(t *testing.T) {
	t.Parallel()
	differ := false
	for seed := range uint64(5) {
		low, high := search(t, midGame(2, true), 1, seed), search(t, midGame(6, true), 1, seed)
		differ = differ || !slices.Equal(low.Answer.Choices, high.Answer.Choices)
	}
	if !differ {
		t.Error("with the bid leaked the search bid the same against 2 and 6 for every seed: the no-peek test proves nothing")
	}
}

func TestSearchReplaysExactlyForASeed(t *testing.T) {
	t.Parallel()
	for seed := range uint64(5) {
		a, b := search(t, midGame(3, false), 1, seed), search(t, midGame(3, false), 1, seed)
		a.Stats.Elapsed, b.Stats.Elapsed = 0, 0
		if !slices.Equal(a.Answer.Choices, b.Answer.Choices) || a.Stats != b.Stats {
			t.Errorf("seed %d: %+v then %+v from the same question", seed, a, b)
		}
	}
}

func TestSearchIsBoundedByTime(t *testing.T) {
	t.Parallel()
	q := ismcts.Question{State: newGoofspiel(8, 1), Seats: 2, Seat: 0, Seed: 1}
	c, err := ismcts.Search(context.Background(), q, ismcts.Config{Time: 20e6})
	if err != nil || c.Stats.Iterations == 0 {
		t.Fatalf("got %+v, %v: want a move after some iterations", c, err)
	}
}

func TestSearchReturnsItsBestSoFarWhenTheContextEnds(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	q := ismcts.Question{State: newGoofspiel(8, 1), Seats: 2, Seat: 0, Seed: 1}
	c, err := ismcts.Search(ctx, q, ismcts.Config{Iterations: 1 << 30})
	if err != context.Canceled || c.Pass || c.Answer.PromptID != "bid" {
		t.Fatalf("got %+v, %v: want a legal bid (the first listed) and context.Canceled", c, err)
	}
	if c.Stats.Iterations != 0 {
		t.Errorf("ran %d iterations after the context ended, want none", c.Stats.Iterations)
	}
}

func TestSearchRefusesAQuestionWithoutABudget(t *testing.T) {
	t.Parallel()
	q := ismcts.Question{State: newGoofspiel(4, 1), Seats: 2, Seat: 0}
	if _, err := ismcts.Search(context.Background(), q, ismcts.Config{}); err == nil {
		t.Error("a search with neither iterations nor time ran: it would never end")
	}
}

func TestEasyPlaysTheGamesRuleOfThumb(t *testing.T) {
	t.Parallel()
	g := newGoofspiel(6, 3)
	want, _ := g.Suggest(0, nil)
	c, err := ismcts.Think(context.Background(), ismcts.Question{State: g, Seats: 2, Seat: 0, Seed: 9}, ismcts.Easy)
	if err != nil || !slices.Equal(c.Answer.Choices, want.Choices) {
		t.Errorf("Easy bid %+v (%v), want the heuristic's %v", c.Answer, err, want.Choices)
	}
}

func TestFlatFindsTheAcceptedCombinationThatWins(t *testing.T) {
	t.Parallel()
	for name, s := range map[string]games.State{"lean": &tens{}, "labelled": labelled{&tens{}}} {
		c, err := ismcts.Flat(context.Background(), ismcts.Question{State: s, Seats: 2, Seat: 0, Seed: 1}, 5)
		if err != nil || sumOf(c.Answer.Choices) != 10 {
			t.Errorf("%s: flat picked %v (%v), want a pick worth exactly 10", name, c.Answer.Choices, err)
		}
	}
}

func TestRandomPassesOrAnswersAnOptionalPrompt(t *testing.T) {
	t.Parallel()
	seen := map[bool]bool{}
	for seed := range uint64(40) {
		c, err := ismcts.Random(ismcts.Question{State: &liar{Claim: claimHigh}, Seats: 2, Seat: 1, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		seen[c.Pass] = true
	}
	if !seen[true] || !seen[false] {
		t.Errorf("over 40 seeds the random player passed: %v; want both calls and passes", seen)
	}
}

func TestSearchExpectsTheBestReplyWhereFlatExpectsARandomOne(t *testing.T) {
	t.Parallel()
	q := ismcts.Question{State: &trap{}, Seats: 2, Seat: 0, Seed: 1}
	c := search(t, q.State, 0, q.Seed)
	if !slices.Equal(c.Answer.Choices, []string{"safe"}) {
		t.Errorf("search took %v, want the safe line: the bold one loses to seat 1's best reply", c.Answer.Choices)
	}
	f, err := ismcts.Flat(context.Background(), q, ismcts.FlatPlayouts)
	if err != nil || !slices.Equal(f.Answer.Choices, []string{"bold"}) {
		t.Errorf("flat Monte Carlo took %v (%v), want the bold line, which wins nine random replies in ten", f.Answer.Choices, err)
	}
}

func TestSearchDoesNotLetASeatAnswerAChoiceMadeInSecretBesideIt(t *testing.T) {
	t.Parallel()
	for seed := range uint64(5) {
		if c := search(t, &pennies{RNG: games.NewRNG(seed)}, 0, seed); c.Answer.Choices[0] == "safe" {
			t.Errorf("seed %d: seat 0 played safe (0.4) over heads or tails (0.5): in its tree seat 1 saw the coin", seed)
		}
	}
}
