package birdrummy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// selfPlayStats is what a batch of self-played games measured.
type selfPlayStats struct {
	games, firstWins, firstLosses, ties int
	lastCard, empty                     int
	turns, answers, maxAnswers          int
	birdsPlayed                         map[string]int // per species key
	plays                               map[string]int
}

// policy answers one move for whoever is to act.
type policy func(s *state, rng *rand.Rand) (games.Answer, error)

// randomPolicy is the plain random player of the test kit.
func randomPolicy(s *state, rng *rand.Rand) (games.Answer, error) {
	a, _, err := games.PlayRandom(s, -1, false, rng)
	return a, err
}

// selfPlay plays n games from fixed seeds with p for both seats.
func selfPlay(t testing.TB, n int, p policy) selfPlayStats {
	st := selfPlayStats{birdsPlayed: map[string]int{}, plays: map[string]int{}}
	for i := 0; i < n; i++ {
		seed := uint64(i)*0x2545f4914f6cdd1d + 7
		g, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := g.(*state)
		rng := rand.New(rand.NewPCG(seed, 17))
		steps := 0
		for s.Result() == nil {
			if steps > 5000 {
				t.Fatalf("seed %d: no end after %d answers", seed, steps)
			}
			a, err := p(s, rng)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, steps, err)
			}
			steps++
			if c := a.Choices[0]; strings.HasPrefix(c, "b.") {
				parts := strings.Split(c, ".")
				k, _ := strconv.Atoi(parts[2])
				st.birdsPlayed[parts[1]] += k
				st.plays[parts[1]]++
			}
		}
		r := s.Result()
		st.games++
		st.turns += s.TurnNo
		st.answers += steps
		st.maxAnswers = max(st.maxAnswers, steps)
		switch s.Ended {
		case endLastCard:
			st.lastCard++
		case endEmpty:
			st.empty++
		}
		first, second := r.Score[s.First], r.Score[1-s.First]
		switch {
		case first > second:
			st.firstWins++
		case first < second:
			st.firstLosses++
		default:
			st.ties++
		}
	}
	return st
}

// firstShare is the first player's share of the decided games.
func (st selfPlayStats) firstShare() float64 {
	return float64(st.firstWins) / float64(st.firstWins+st.firstLosses)
}

// speciesSpread is the most played species' birds over the least's.
func (st selfPlayStats) speciesSpread(cat *Catalog) (float64, string, string) {
	var keys []string
	for sp := 0; sp < cat.birds; sp++ {
		keys = append(keys, cat.defs[sp].Key)
	}
	slices.SortFunc(keys, func(a, b string) int { return st.birdsPlayed[a] - st.birdsPlayed[b] })
	lo, hi := keys[0], keys[len(keys)-1]
	if st.birdsPlayed[lo] == 0 {
		return 1e9, hi, lo
	}
	return float64(st.birdsPlayed[hi]) / float64(st.birdsPlayed[lo]), hi, lo
}

func (st selfPlayStats) report(cat *Catalog) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d games: first player won %d, lost %d, tied %d: %.1f%% of decided games\n",
		st.games, st.firstWins, st.firstLosses, st.ties, 100*st.firstShare())
	fmt.Fprintf(&b, "ended: last card discarded %d, deck and Forest empty %d\n", st.lastCard, st.empty)
	fmt.Fprintf(&b, "length: %.1f turns and %.1f answers on average, at most %d answers\n",
		float64(st.turns)/float64(st.games), float64(st.answers)/float64(st.games), st.maxAnswers)
	spread, hi, lo := st.speciesSpread(cat)
	fmt.Fprintf(&b, "birds played per species (plays): ")
	for sp := 0; sp < cat.birds; sp++ {
		k := cat.defs[sp].Key
		fmt.Fprintf(&b, "%s %d (%d)  ", k, st.birdsPlayed[k], st.plays[k])
	}
	fmt.Fprintf(&b, "\nmost/least played: %s/%s = %.2f\n", hi, lo, spread)
	return b.String()
}

// balanceGames is enough games that the first player's share has a
// standard error near 1%, so the 45-55% band is over 4 of them wide on
// each side; short runs play them too (about a second).
const balanceGames = 2000

// TestRandomPlayersAreBalanced: between two plain random players the
// first player wins 45-55% of the decided games, no species is played
// more than twice as often as the least played one, and every game ends
// on its own. The seeds are fixed, so the figures are the same on every
// run; go test -run TestRandomPlayersAreBalanced -v prints them.
func TestRandomPlayersAreBalanced(t *testing.T) {
	t.Parallel()
	cat, err := defaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	st := selfPlay(t, balanceGames, randomPolicy)
	t.Log("random players:\n" + st.report(cat))
	if sh := st.firstShare(); sh < 0.45 || sh > 0.55 {
		t.Errorf("the first player wins %.1f%% of decided games, want 45-55%%", 100*sh)
	}
	if spread, hi, lo := st.speciesSpread(cat); spread > 2 {
		t.Errorf("%s are played %.2f times as often as %s, want at most 2", hi, spread, lo)
	}
	if st.lastCard+st.empty != st.games {
		t.Errorf("%d of %d games ended some other way", st.games-st.lastCard-st.empty, st.games)
	}
}

// greedyPolicy is a simple greedy-random player, for the report only:
// it buys the dearest affordable ability, plays the biggest bird group,
// plays its resources and effects, then ends the main phase; it
// discards a bird it holds alone (else a random card); every other
// choice (draw, first player, targets, forced discards) is random.
func greedyPolicy(s *state, rng *rand.Rand) (games.Answer, error) {
	ps := s.Prompts()
	if len(ps) == 0 {
		return games.Answer{}, games.ErrNoMove
	}
	byName := map[string]games.Prompt{}
	for _, p := range ps {
		byName[p.ID[strings.IndexByte(p.ID, '.')+1:]] = p
	}
	pick := func(p games.Prompt, id string) (games.Answer, error) {
		a := games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{id}}
		_, err := s.Apply(a)
		return a, err
	}
	best := func(p games.Prompt, score func(games.Option) int) (games.Answer, error) {
		bi, bs := 0, -1<<30
		for i, o := range p.Options {
			if sc := score(o); sc > bs {
				bi, bs = i, sc
			}
		}
		return pick(p, p.Options[bi].ID)
	}
	// Bird and ability options are "b.<key>.<n>" and "u.<key>.<i>".
	split := func(o games.Option) (*def, int) {
		parts := strings.Split(o.ID, ".")
		i, _ := strconv.Atoi(parts[2])
		return &s.cat.defs[s.cat.Def(parts[1])], i
	}
	if p, ok := byName[pUse]; ok {
		return best(p, func(o games.Option) int {
			df, i := split(o)
			return df.Abilities[i].Cost
		})
	}
	if p, ok := byName[pPlay]; ok {
		return best(p, func(o games.Option) int {
			_, k := split(o)
			return k
		})
	}
	if p, ok := byName[pCard]; ok && s.Phase == phaseMain {
		return pick(p, p.Options[rng.IntN(len(p.Options))].ID)
	}
	if p, ok := byName[pDiscard]; ok {
		counts := s.handCounts(s.Turn)
		return best(p, func(o games.Option) int {
			d := s.cat.Def(o.ID[2:])
			sc := rng.IntN(10)
			if s.cat.defs[d].Kind == kindBird && counts[d] == 1 {
				sc += 100
			}
			return sc
		})
	}
	if p, ok := byName[pEnd]; ok {
		return pick(p, optEnd)
	}
	p := ps[rng.IntN(len(ps))]
	return pick(p, p.Options[rng.IntN(len(p.Options))].ID)
}

// TestGreedyPlayersFigures logs the same figures between two greedy
// players (a stronger, more deliberate game than random play); only
// that every game ends is asserted.
func TestGreedyPlayersFigures(t *testing.T) {
	t.Parallel()
	cat, err := defaultCatalog()
	if err != nil {
		t.Fatal(err)
	}
	rounds := balanceGames / 2
	if testing.Short() {
		rounds = 300
	}
	st := selfPlay(t, rounds, greedyPolicy)
	t.Log("greedy players:\n" + st.report(cat))
	if st.lastCard+st.empty != st.games {
		t.Errorf("%d of %d games ended some other way", st.games-st.lastCard-st.empty, st.games)
	}
}
