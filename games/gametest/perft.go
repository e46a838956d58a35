package gametest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// Pinned move counts, as perft pins a chess move generator: from a fixed
// deal, the number of lines of play of each length, and the answers
// offered along one seeded random line, written into a game's test. A
// change to what the game offers (Legal, the prompts, the deal, the
// shuffle) shows up in review as a changed number, where it would
// otherwise pass every check that the game is consistent with itself.

// Pin is the counts pinned for one config of one game.
type Pin struct {
	Config games.Config
	// Perft[d] is the number of lines of d+1 answers from the deal.
	Perft []int
	// Steps is the length of the random line (less if the game ends);
	// Line is the sum, over its steps, of the answers offered.
	Steps int
	Line  int
}

// Perft counts the lines of play from cfg's deal through the lean path:
// its result[d] is the number of sequences of d+1 answers, where each
// answer is one of Legal's for any seat (optional answers included) in
// the state the answers before it made. A finished game ends its line.
func Perft(g games.Game, cfg games.Config, depth int) ([]int, error) {
	s, err := searchable(g, cfg)
	if err != nil {
		return nil, err
	}
	counts := make([]int, depth)
	bufs := make([][]games.Move, depth)
	var walk func(s games.Searchable, d int) error
	walk = func(s games.Searchable, d int) error {
		if d == depth || s.Result() != nil {
			return nil
		}
		moves := bufs[d][:0]
		for seat := range cfg.Seats {
			moves = s.Legal(seat, moves)
		}
		bufs[d] = moves
		counts[d] += len(moves)
		if d+1 == depth {
			return nil
		}
		for _, m := range moves {
			child := s.Clone().(games.Searchable)
			if err := child.Play(m.Answer); err != nil {
				return fmt.Errorf("depth %d: Play refuses its own legal move %s: %v", d, moveKey(m.Answer), err)
			}
			if err := walk(child, d+1); err != nil {
				return err
			}
		}
		return nil
	}
	return counts, walk(s, 0)
}

// LegalLine plays one random line from cfg's deal, seeded by cfg.Seed,
// for at most steps answers, each drawn from the answers Legal offers
// all seats, and returns how many answers were offered along it, summed.
func LegalLine(g games.Game, cfg games.Config, steps int) (int, error) {
	s, err := searchable(g, cfg)
	if err != nil {
		return 0, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x9e37))
	total := 0
	var moves []games.Move
	for step := 0; step < steps && s.Result() == nil; step++ {
		moves = moves[:0]
		for seat := range cfg.Seats {
			moves = s.Legal(seat, moves)
		}
		if len(moves) == 0 {
			return total, fmt.Errorf("step %d: the game runs but offers no answer", step)
		}
		total += len(moves)
		m := moves[rng.IntN(len(moves))].Answer.Clone()
		if err := s.Play(m); err != nil {
			return total, fmt.Errorf("step %d: Play refuses its own legal move %s: %v", step, moveKey(m), err)
		}
	}
	return total, nil
}

// CheckPins recounts each pin and fails the test for every number that
// changed.
func CheckPins(t *testing.T, g games.Game, pins []Pin) {
	t.Helper()
	for _, p := range pins {
		if err := checkPin(g, p); err != nil {
			t.Error(err)
		}
	}
}

// checkPin returns what changed in one pin, or nil.
func checkPin(g games.Game, p Pin) error {
	name := fmt.Sprintf("%s %s seed %d", g.Info().Slug, configName(p.Config), p.Config.Seed)
	perft, err := Perft(g, p.Config, len(p.Perft))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	line, err := LegalLine(g, p.Config, p.Steps)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if slices.Equal(perft, p.Perft) && line == p.Line {
		return nil
	}
	var got []string
	for d := range perft {
		if perft[d] != p.Perft[d] {
			got = append(got, fmt.Sprintf("%d lines of %d answers, pinned %d", perft[d], d+1, p.Perft[d]))
		}
	}
	if line != p.Line {
		got = append(got, fmt.Sprintf("%d answers offered along the %d-step random line, pinned %d", line, p.Steps, p.Line))
	}
	return fmt.Errorf("%s: %s (Perft %v, Line %d). A changed count means the game now offers other answers "+
		"from this deal than it did: Legal, the prompts, the deal or the shuffle changed. If the rules were meant "+
		"to change, pin the new numbers and say why in the commit; if not, move generation broke",
		name, strings.Join(got, "; "), perft, line)
}

// searchable deals cfg and returns the state's lean path.
func searchable(g games.Game, cfg games.Config) (games.Searchable, error) {
	s, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	ss, ok := s.(games.Searchable)
	if !ok {
		return nil, fmt.Errorf("%s: state %T has no lean path to count moves on", g.Info().Slug, s)
	}
	return ss, nil
}
