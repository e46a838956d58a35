package ismcts_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// scripted answers with the first listed answer of its seat's prompts,
// or passes where it may.
func scripted(pass bool) ismcts.Player {
	return func(_ context.Context, q ismcts.Question) (ismcts.Choice, error) {
		if pass {
			return ismcts.Choice{Pass: true}, nil
		}
		for _, p := range q.State.Prompts() {
			if p.Seat == q.Seat {
				return ismcts.Choice{Answer: games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{p.Options[0].ID}}}, nil
			}
		}
		return ismcts.Choice{Pass: true}, nil
	}
}

func TestPlayGameOffersAnOptionalPromptBeforeTheWaitedOnSeatMoves(t *testing.T) {
	t.Parallel()
	var order []int
	_, err := ismcts.PlayGame(context.Background(), &liar{}, []ismcts.Player{scripted(false), scripted(true)}, 1,
		func(d ismcts.Decision) { order = append(order, d.Seat) })
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{0, 1, 0}; !reflect.DeepEqual(order, want) {
		t.Errorf("seats asked %v, want %v: the claim, then seat 1's chance to call, then done", order, want)
	}
}

func TestPlayGameRefusesAPassFromTheSeatItWaitsOn(t *testing.T) {
	t.Parallel()
	_, err := ismcts.PlayGame(context.Background(), &liar{}, []ismcts.Player{scripted(true), scripted(true)}, 1, nil)
	if err == nil {
		t.Error("seat 0 passed its claim and the game went on: it would wait forever")
	}
}

func TestPlayGameReplaysExactlyForASeed(t *testing.T) {
	t.Parallel()
	p, err := ismcts.ParsePlayer("ismcts:200", ismcts.Config{})
	if err != nil {
		t.Fatal(err)
	}
	play := func() []string {
		var moves []string
		_, err := ismcts.PlayGame(context.Background(), newGoofspiel(6, 3), []ismcts.Player{p, p}, 5,
			func(d ismcts.Decision) { moves = append(moves, d.Choice.Answer.Choices...) })
		if err != nil {
			t.Fatal(err)
		}
		return moves
	}
	if a, b := play(), play(); !reflect.DeepEqual(a, b) {
		t.Errorf("one seed, two games: %v then %v", a, b)
	}
}

func TestPlayGameStopsWhenTheContextEnds(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, _ := ismcts.ParsePlayer("normal", ismcts.Config{})
	_, err := ismcts.PlayGame(ctx, newGoofspiel(6, 3), []ismcts.Player{p, p}, 5, nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
}

func TestParsePlayerKnowsEveryNamedPlayerAndBudget(t *testing.T) {
	t.Parallel()
	for _, spec := range []string{"random", "easy", "normal", "hard", "flat", "flat:5", "ismcts:300", "ismcts:250ms", "ismcts:300,cut=100", "ismcts:300,eps=0.9,cut=0"} {
		if _, err := ismcts.ParsePlayer(spec, ismcts.Config{}); err != nil {
			t.Errorf("%s: %v", spec, err)
		}
	}
	for _, spec := range []string{"", "expert", "flat:0", "flat:x", "ismcts", "ismcts:-3", "ismcts:12abc", "ismcts:300,cut=-1", "ismcts:300,eps=2", "ismcts:300,depth=3", "ismcts:300,"} {
		if _, err := ismcts.ParsePlayer(spec, ismcts.Config{}); err == nil {
			t.Errorf("%q was taken for a player", spec)
		}
	}
}

func TestLevelsParseFromTheirNames(t *testing.T) {
	t.Parallel()
	for _, l := range []ismcts.Level{ismcts.Easy, ismcts.Normal, ismcts.Hard} {
		if got, err := ismcts.ParseLevel(l.String()); err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if _, err := ismcts.ParseLevel("expert"); err == nil {
		t.Error("expert was taken for a level")
	}
}

func TestHardSearchesLongerThanNormal(t *testing.T) {
	t.Parallel()
	g := newGoofspiel(2, 1)
	n, h := ismcts.Normal.Config(g), ismcts.Hard.Config(g)
	if h.Iterations <= n.Iterations || h.Time <= n.Time || n.Time > 250e6 || h.Time > 1500e6 {
		t.Errorf("Normal %+v, Hard %+v: want Hard's budget above Normal's, within 250 ms and 1.5 s", n, h)
	}
}
