package main

import (
	"bytes"
	"context"
	"io"
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

// An ismcts:N player plays out as the levels do in its game, so that a
// table at a smaller budget measures the levels' search; flags override.
func TestASearchPlaysOutAsTheGameTunedItUnlessAFlagSays(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args      []string
		eps       float64
		cut       int
		becauseOf string
	}{
		{[]string{"-game", "starcollector"}, 0.5, 0, "Star Collector measured nothing: the searcher's default"},
		{[]string{"-game", "bitch"}, 0.9, 0, "Bitch's own tuning"},
		{[]string{"-game", "bitch", "-epsilon", "0.3", "-cutoff", "50"}, 0.3, 50, "the flags"},
	} {
		o, err := parse(c.args, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if o.search.Epsilon != c.eps || o.search.Cutoff != c.cut {
			t.Errorf("%v: search %+v, want epsilon %v and cut-off %d from %s", c.args, o.search, c.eps, c.cut, c.becauseOf)
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
	tb.add(rankOf(1, 2, 3), 0, 0, 10)
	tb.add(rankOf(2, 1, 3), 1, 1, 12)
	tb.add(rankOf(1, 1, 1), 2, 2, 8)
	a, b := tb.rows[0], tb.rows[1]
	if a.seats != 3 || a.won != 2 || a.drawn != 1 || a.last != 0 {
		t.Errorf("a: %+v, want 3 seat-games, 2 won, 1 drawn, never last", a)
	}
	if b.seats != 6 || b.won != 0 || b.drawn != 2 || b.last != 2 {
		t.Errorf("b: %+v, want 6 seat-games, none won, 2 drawn, 2 last", b)
	}
}

func rankOf(r ...int) *games.Result { return &games.Result{Rank: r} }

func TestStrengthResultsDoNotDependOnGamesPlayedAtOnce(t *testing.T) {
	t.Parallel()
	results := func(parallel string) string {
		var out, errOut bytes.Buffer
		args := []string{"-game", "starcollector", "-a", "ismcts:30", "-b", "random", "-games", "4", "-parallel", parallel}
		if err := run(context.Background(), args, &out, &errOut); err != nil {
			t.Fatalf("%v\n%s", err, errOut.String())
		}
		// Keep what games decide: the heading; the name, seat-games,
		// won, won %, drawn, last % and reward of each row; the lengths.
		var kept []string
		for _, line := range strings.Split(out.String(), "\n") {
			if f := strings.Fields(line); len(f) > 7 && f[0] != "player" {
				kept = append(kept, strings.Join(f[:7], " "))
			} else if strings.HasPrefix(line, "game length") {
				kept = append(kept, line)
			}
		}
		return strings.Join(kept, "\n")
	}
	one, two := results("1"), results("2")
	if strings.Count(one, "\n") != 3 {
		t.Fatalf("want the heading, two rows and the lengths, got:\n%s", one)
	}
	if one != two {
		t.Errorf("one game at a time:\n%s\ntwo at once:\n%s", one, two)
	}
}
