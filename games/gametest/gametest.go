// Package gametest is the conformance suite every Deckhand game passes,
// called from each game's tests the way fstest.TestFS is called by file
// systems:
//
//	func TestKit(t *testing.T) { gametest.Run(t, gametest.Suite{Game: Game{}}) }
//
// It plays thousands of seeded random games to the end and, on a sample
// of them, checks at every step and at the end: invalid answers are
// refused without a trace, Encode/Decode round-trips, replaying the
// answers rebuilds the snapshot, no view changes under Determinize while
// Determinize does move hidden cards (so no view can leak one), cards are
// conserved, and every prompt and view fits Discord. Where a game offers
// the search interfaces of games/search.go it also checks that the lean
// path offers exactly the labelled path's game (search.go), and plays
// games through the lean path alone; where it draws scenes, that no
// scene changes under Determinize either (scene.go: CheckScenes,
// ScenesHide). Where a game's words are in catalogs (games.Speaker,
// games.InfoSpeaker), every language asks the same questions with the
// same ids, English reads as the state itself, even the longest
// language fits Discord, no text says a message id, each event's Msg
// says its Text and a result's SummaryMsg its Summary (speak.go).
// EveryScreen walks a game's screens for the game's own language tests
// (screens.go).
//
// CheckPins (perft.go) recounts a game's legal moves from fixed deals
// against the numbers pinned in its tests, so a change in what a game
// offers shows up in review as a changed number.
//
// Toy is a small game for tests of code written against the contract;
// its flaws prove that each check can fail.
package gametest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
)

// Suite says what to check.
type Suite struct {
	Game games.Game
	// Configs to cover; Seed is set by the suite. Empty means one config
	// per seat count from MinSeats to MaxSeats, default options.
	Configs []games.Config
	// Games is the number of random games per config (default 1000; a
	// tenth under -short).
	Games int
	// Deep is how many of those are checked at every step (default 30;
	// a third under -short; one under the race detector, where a deep
	// check of every state of a big table takes minutes and finds
	// nothing more about concurrent code than one game does).
	Deep int
	// MaxSteps bounds one game's answers (default 5000).
	MaxSteps int
	// Scenes promises that every state draws a scene (games.Scener,
	// which the contract leaves optional): the first config also plays
	// one game to its end through CheckScenes, which fails a state that
	// draws none. Without it, a game that stopped drawing scenes would
	// pass, its scene checks skipped. (The deep games of every config
	// check each scene against Determinize either way.)
	Scenes bool
	// Measured promises that the CPU's searching levels were measured
	// in the game: the ladder (ismcts.Ladder), whose figures the lobby
	// and /help say, holds one for each. A new game is offered without
	// figures until it is measured and its suite says so.
	Measured bool
}

func (s *Suite) defaults() {
	if len(s.Configs) == 0 {
		info := s.Game.Info()
		for n := info.MinSeats; n <= info.MaxSeats; n++ {
			s.Configs = append(s.Configs, games.Config{Seats: n})
		}
	}
	if s.Games == 0 {
		s.Games = 1000
		if testing.Short() {
			s.Games = 100
		}
	}
	if s.Deep == 0 {
		s.Deep = 30
		if testing.Short() {
			s.Deep = 10
		}
	}
	if Race {
		s.Deep = min(s.Deep, 1)
	}
	if s.Deep > s.Games {
		s.Deep = s.Games
	}
	if s.MaxSteps == 0 {
		s.MaxSteps = 5000
	}
}

// Run runs the whole suite, one parallel subtest per config.
func Run(t *testing.T, s Suite) {
	t.Helper()
	s.defaults()
	info := s.Game.Info()
	t.Run("Info", func(t *testing.T) {
		checkInfo(t, info)
		for _, err := range checkInfoSaid(s.Game) {
			t.Error(err)
		}
		if s.Measured {
			if err := checkMeasured(ismcts.Ladder(info.Slug)); err != nil {
				t.Errorf("%s: %v", info.Slug, err)
			}
		}
	})
	for k, cfg := range s.Configs {
		t.Run(configName(cfg), func(t *testing.T) {
			t.Parallel()
			for i := 0; i < s.Games; i++ {
				c := cfg
				c.Seed = uint64(i)*0x9e3779b97f4a7c15 + 1
				if err := Play(s.Game, c, i < s.Deep, s.MaxSteps); err != nil {
					t.Fatalf("seed %d: %v", c.Seed, err)
				}
			}
			if s.Scenes && k == 0 {
				c := cfg
				c.Seed = 1
				if err := CheckScenes(s.Game, c, -1); err != nil {
					t.Fatalf("scenes, seed %d: %v", c.Seed, err)
				}
			}
		})
	}
}

func configName(c games.Config) string {
	name := fmt.Sprintf("seats=%d", c.Seats)
	keys := make([]string, 0, len(c.Options))
	for k := range c.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		name += fmt.Sprintf(",%s=%s", k, c.Options[k])
	}
	return name
}

func checkInfo(t *testing.T, info games.Info) {
	if info.Slug == "" || info.Name == "" || info.Rules == "" || info.Summary == "" {
		t.Errorf("info needs a slug, a name, a summary and a rules page: %+v", info)
	}
	if err := checkRules(info.Rules); err != nil {
		t.Error(err)
	}
	if info.MinSeats < 1 || info.MaxSeats < info.MinSeats {
		t.Errorf("seats %d..%d", info.MinSeats, info.MaxSeats)
	}
	for _, o := range info.Options {
		if o.Key == "" || o.Name == "" {
			t.Errorf("option without key or name: %+v", o)
		}
		if !slices.ContainsFunc(o.Choices, func(c games.Choice) bool { return c.Value == o.Default }) {
			t.Errorf("option %s: default %q is not a choice", o.Key, o.Default)
		}
		if len(o.Choices) == 0 || len(o.Choices) > 25 {
			t.Errorf("option %s: %d choices do not fit one select", o.Key, len(o.Choices))
		}
		for _, c := range o.Choices {
			// A select's option shows 100 characters of label and of
			// description; more is cut.
			if utf8.RuneCountInString(c.Label) > 100 || utf8.RuneCountInString(c.Detail) > 100 {
				t.Errorf("option %s, choice %q: label or detail over 100 characters", o.Key, c.Value)
			}
		}
	}
	if len(info.Options) > games.MaxOptions {
		t.Errorf("%d options do not fit a lobby of %d selects", len(info.Options), games.MaxOptions)
	}
}

// Play plays one random game of cfg to its end. With deep set it checks
// everything at every step; otherwise only that the game ends well.
func Play(g games.Game, cfg games.Config, deep bool, maxSteps int) error {
	s, err := g.New(cfg)
	if err != nil {
		return fmt.Errorf("New: %w", err)
	}
	if again, err := g.New(cfg); err != nil || !sameBytes(s, again) {
		return fmt.Errorf("New is not deterministic for one config (err %v)", err)
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 99))
	var inventory []string
	if cc, ok := s.(games.CardCounter); ok {
		inventory = sorted(cc.Inventory())
	}
	if deep {
		if _, err := g.Decode([]byte("{not json")); err == nil {
			return fmt.Errorf("Decode accepted garbage")
		}
	}
	var log []games.Answer
	// moved records whether some Determinize has shown a seat another
	// hand: until one does, the hiding checks have proved nothing.
	moved := false
	for step := 0; ; step++ {
		prompts := s.Prompts()
		// The final state is checked too: it is the board the channel
		// reads the result on, and the snapshot storage keeps.
		if deep && (checked(step) || s.Result() != nil) {
			if err := checkStep(g, s, cfg.Seats, rng, inventory, &moved); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
			lookups := step%sparseEvery == 0 || s.Result() != nil
			if err := checkSpeaker(g.Info().Slug, s, cfg.Seats, lookups); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
		}
		if r := s.Result(); r != nil {
			if err := checkOver(s, r, cfg.Seats, prompts); err != nil {
				return err
			}
			if deep {
				if err := checkResultSaid(r); err != nil {
					return err
				}
			}
			break
		}
		if step >= maxSteps {
			return fmt.Errorf("no end after %d answers", maxSteps)
		}
		if len(games.Waiting(prompts)) == 0 {
			return fmt.Errorf("step %d: the game runs but waits on nobody", step)
		}
		var legal map[int][]string
		if ss, ok := s.(games.Searchable); ok && deep && checked(step) {
			legal = legalKeys(ss, cfg.Seats)
		}
		a, events, err := games.PlayRandom(s, -1, false, rng)
		if err != nil {
			return fmt.Errorf("step %d: %w among %d prompts", step, err, len(prompts))
		}
		if deep && checked(step) {
			if err := checkWords(nil, nil, events); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
			if err := checkEventsSaid(g.Info().Slug, events); err != nil {
				return fmt.Errorf("step %d: %w", step, err)
			}
		}
		if err := checkCovered(legal, a); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		log = append(log, a)
	}
	if deep {
		if !moved {
			return fmt.Errorf("no Determinize in %d steps showed any seat another hand, so no leak could be seen", len(log))
		}
		if err := checkReplay(g, cfg, log, s); err != nil {
			return err
		}
		return PlayLean(g, cfg, maxSteps)
	}
	return nil
}

// checked says whether a deep game checks everything at this step: every
// step of the first fullSteps, then one in sparseEvery, so that a game of
// thousands of answers (Bitch at eight seats) is still checked throughout
// at a cost that grows slowly. The last state is always checked.
func checked(step int) bool { return step < fullSteps || step%sparseEvery == 0 }

const (
	fullSteps   = 400
	sparseEvery = 8
)

func checkOver(s games.State, r *games.Result, seats int, prompts []games.Prompt) error {
	if len(prompts) != 0 {
		return fmt.Errorf("the game is over but still asks %d prompts", len(prompts))
	}
	if len(r.Rank) != seats {
		return fmt.Errorf("result ranks %d seats, want %d", len(r.Rank), seats)
	}
	for _, rk := range r.Rank {
		if rk < 1 || rk > seats {
			return fmt.Errorf("rank %d out of 1..%d", rk, seats)
		}
	}
	if len(r.Winners()) == 0 {
		return fmt.Errorf("nobody ranked first: %v", r.Rank)
	}
	if r.Score != nil && len(r.Score) != seats {
		return fmt.Errorf("scores for %d seats, want %d", len(r.Score), seats)
	}
	before := mustEncode(s)
	if _, err := s.Apply(games.Answer{Seat: 0, PromptID: "x"}); err == nil {
		return fmt.Errorf("an answer was accepted after the end")
	}
	if !bytes.Equal(before, mustEncode(s)) {
		return fmt.Errorf("a refused answer after the end changed the state")
	}
	return nil
}

// checkStep runs every per-step check on s.
func checkStep(g games.Game, s games.State, seats int, rng *rand.Rand, inventory []string, moved *bool) error {
	prompts := s.Prompts()
	if err := checkPrompts(prompts, seats); err != nil {
		return err
	}
	if err := checkView("public view", s.Public()); err != nil {
		return err
	}
	views := []games.View{s.Public()}
	for seat := 0; seat < seats; seat++ {
		views = append(views, s.Private(seat))
	}
	if err := checkWords(prompts, views, nil); err != nil {
		return err
	}
	for seat := 0; seat < seats; seat++ {
		if err := checkView(fmt.Sprintf("private view of seat %d", seat), s.Private(seat)); err != nil {
			return err
		}
	}
	if err := checkRoundTrip(g, s, seats); err != nil {
		return err
	}
	if err := checkRefusals(s, prompts, seats, rng); err != nil {
		return err
	}
	if err := checkSingleChoices(g, s, prompts, rng); err != nil {
		return err
	}
	// A finished game may show every hand, as a scoring does.
	if s.Result() == nil {
		if err := checkHiding(s, seats, rng, moved); err != nil {
			return err
		}
	}
	if err := checkSearch(g, s, seats, rng); err != nil {
		return err
	}
	// As with views, a finished game's scenes may show every hand, as a
	// scoring does.
	if _, ok := s.(games.Scener); ok && s.Result() == nil {
		if err := ScenesHide(s, seats, rng); err != nil {
			return err
		}
	}
	if inventory != nil {
		if got := sorted(s.(games.CardCounter).Inventory()); !slices.Equal(got, inventory) {
			return fmt.Errorf("cards not conserved: have %d cards %v, want %d %v", len(got), got, len(inventory), inventory)
		}
	}
	return nil
}

func sorted(xs []string) []string {
	out := slices.Clone(xs)
	slices.Sort(out)
	return out
}
