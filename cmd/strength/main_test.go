package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestStrengthPrintsARowForEachPlayerAndTheGameLength(t *testing.T) {
	t.Parallel()
	var out, errOut bytes.Buffer
	err := run(context.Background(), []string{"-game", "starcollector", "-a", "ismcts:20", "-b", "random", "-games", "2"}, &out, &errOut)
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	text := out.String()
	for _, want := range []string{"Star Collector, 2 seats, 2 games", "ismcts:20", "random", "game length in answers"} {
		if !strings.Contains(text, want) {
			t.Errorf("the table lacks %q:\n%s", want, text)
		}
	}
}

func TestStrengthRefusesWhatItCannotPlay(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"-game", "chess"},
		{"-game", "starcollector", "-seats", "9"},
		{"-game", "starcollector", "-a", "expert"},
		{"-game", "starcollector", "-games", "0"},
		{"-game", "starcollector", "-option", "novalue"},
	} {
		var out, errOut bytes.Buffer
		if err := run(context.Background(), args, &out, &errOut); err == nil {
			t.Errorf("%v ran", args)
		}
	}
}

func TestStrengthCountsEverySeatOfEveryGame(t *testing.T) {
	t.Parallel()
	tb := newTable("a", "b", 3)
	tb.add(rankOf(1, 2, 3), 0, 10)
	tb.add(rankOf(2, 1, 3), 1, 12)
	tb.add(rankOf(1, 1, 1), 2, 8)
	a, b := tb.rows[0], tb.rows[1]
	if a.seats != 3 || a.won != 2 || a.drawn != 1 || a.last != 0 {
		t.Errorf("a: %+v, want 3 seat-games, 2 won, 1 drawn, never last", a)
	}
	if b.seats != 6 || b.won != 0 || b.drawn != 2 || b.last != 2 {
		t.Errorf("b: %+v, want 6 seat-games, none won, 2 drawn, 2 last", b)
	}
}

func rankOf(r ...int) *games.Result { return &games.Result{Rank: r} }
