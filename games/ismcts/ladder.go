package ismcts

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ladderPage is LADDER.md, the one place the levels' measured strength
// is written: the bot says its figures, never a copy of them.
//
//go:embed LADDER.md
var ladderPage string

// Edge is how much stronger a level measured than the level below it in
// one game: its share of the decided games between them.
type Edge struct {
	Level, Below Level
	Won          float64 // per cent of decided games
	Decided      int
	Seats        int
}

// ladder is the page's table by game slug, read once.
var ladder = func() map[string][]Edge {
	m, err := parseLadder(ladderPage)
	if err != nil {
		panic(err) // the embedded page is part of the build: its test fails first
	}
	return m
}()

// Ladder returns a game's measured edges, lowest level first; none for a
// game the ladder has not measured.
func Ladder(slug string) []Edge { return ladder[slug] }

// parseLadder reads the rows between <!-- ladder:start --> and <!--
// ladder:end -->: game | level | against | won % | decided | seats | command.
func parseLadder(page string) (map[string][]Edge, error) {
	_, rest, ok := strings.Cut(page, "<!-- ladder:start -->")
	table, _, ok2 := strings.Cut(rest, "<!-- ladder:end -->")
	if !ok || !ok2 {
		return nil, fmt.Errorf("ladder: LADDER.md has no ladder table")
	}
	out := map[string][]Edge{}
	for _, line := range strings.Split(strings.TrimSpace(table), "\n")[2:] {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if len(cells) != 7 {
			return nil, fmt.Errorf("ladder: row %q has %d cells, want 7", line, len(cells))
		}
		var e Edge
		var err error
		if e.Level, err = ParseLevel(cells[1]); err != nil {
			return nil, fmt.Errorf("ladder: row %q: %w", line, err)
		}
		if e.Below, err = ParseLevel(cells[2]); err != nil || e.Below != e.Level-1 {
			return nil, fmt.Errorf("ladder: row %q: against is not the level below", line)
		}
		if e.Won, err = strconv.ParseFloat(cells[3], 64); err != nil || e.Won < 0 || e.Won > 100 {
			return nil, fmt.Errorf("ladder: row %q: won %% %q", line, cells[3])
		}
		if e.Decided, err = strconv.Atoi(cells[4]); err != nil || e.Decided <= 0 {
			return nil, fmt.Errorf("ladder: row %q: decided %q", line, cells[4])
		}
		if e.Seats, err = strconv.Atoi(cells[5]); err != nil {
			return nil, fmt.Errorf("ladder: row %q: seats %q", line, cells[5])
		}
		if !strings.Contains(cells[6], "strength -game "+cells[0]+" ") {
			return nil, fmt.Errorf("ladder: row %q: its command is not %s's", line, cells[0])
		}
		if slices.ContainsFunc(out[cells[0]], func(x Edge) bool { return x.Level == e.Level }) {
			return nil, fmt.Errorf("ladder: %s %s twice", cells[0], e.Level)
		}
		out[cells[0]] = append(out[cells[0]], e)
	}
	for _, es := range out {
		slices.SortFunc(es, func(a, b Edge) int { return int(a.Level - b.Level) })
	}
	return out, nil
}
