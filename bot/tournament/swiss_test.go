package tournament

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// season simulates Swiss rounds on a field with random results.
type season struct {
	rng     *rand.Rand
	players []SwissPlayer
	games   map[string]int
}

func newSeason(rng *rand.Rand, n int) *season {
	s := &season{rng: rng, games: map[string]int{}}
	for i := range n {
		s.players = append(s.players, SwissPlayer{ID: fmt.Sprintf("p%03d", i), Met: map[string]bool{}})
	}
	return s
}

// standings orders the field by points, ties in a random order.
func (s *season) standings() []SwissPlayer {
	s.rng.Shuffle(len(s.players), func(i, j int) { s.players[i], s.players[j] = s.players[j], s.players[i] })
	slices.SortStableFunc(s.players, func(a, b SwissPlayer) int { return b.Points - a.Points })
	return s.players
}

func (s *season) index(id string) int {
	for i := range s.players {
		if s.players[i].ID == id {
			return i
		}
	}
	panic(id)
}

// play records a pairing with random results.
func (s *season) play(p SwissPairing) {
	for _, pair := range p.Pairs {
		a, b := s.index(pair.First), s.index(pair.Second)
		s.players[a].Firsts++
		s.players[b].Seconds++
		s.players[a].Met[pair.Second] = true
		s.players[b].Met[pair.First] = true
		s.games[pair.First]++
		s.games[pair.Second]++
		switch s.rng.IntN(5) {
		case 0:
			s.players[a].Points++
			s.players[b].Points++
		case 1, 2:
			s.players[a].Points += 2
		default:
			s.players[b].Points += 2
		}
	}
	if p.Bye != "" {
		i := s.index(p.Bye)
		s.players[i].HadBye = true
		s.players[i].Points += 2
	}
}

// randomPairing pairs a field at random, to make odd histories.
func (s *season) randomPairing() SwissPairing {
	ids := make([]string, len(s.players))
	for i, p := range s.players {
		ids[i] = p.ID
	}
	s.rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	var out SwissPairing
	if len(ids)%2 == 1 {
		out.Bye, ids = ids[0], ids[1:]
	}
	for i := 0; i < len(ids); i += 2 {
		out.Pairs = append(out.Pairs, Pair{ids[i], ids[i+1]})
	}
	return out
}

// everyPairing is the least cost over every pairing of the field, the bye
// included, under the same order of aims.
func everyPairing(players []SwissPlayer) Cost {
	f := newSwissField(players)
	n := len(players)
	used := make([]bool, n)
	var best Cost
	found := false
	var walk func(sum Cost, byeLeft bool)
	walk = func(sum Cost, byeLeft bool) {
		i := slices.Index(used, false)
		if i < 0 {
			if !found || sum.Less(best) {
				best, found = sum, true
			}
			return
		}
		used[i] = true
		if byeLeft {
			walk(sum.Plus(f.pairCost(i, -1)), false)
		}
		for j := i + 1; j < n; j++ {
			if !used[j] {
				used[j] = true
				walk(sum.Plus(f.pairCost(i, j)), byeLeft)
				used[j] = false
			}
		}
		used[i] = false
	}
	walk(Cost{}, n%2 == 1)
	return best
}

func (s *season) costOf(p SwissPairing) Cost {
	f := newSwissField(s.players)
	var c Cost
	for _, pair := range p.Pairs {
		c = c.Plus(f.pairCost(s.index(pair.First), s.index(pair.Second)))
	}
	if p.Bye != "" {
		c = c.Plus(f.pairCost(s.index(p.Bye), -1))
	}
	return c
}

func TestSwissPairingIsTheBestOfEveryPairingUpToTenPlayers(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 1))
	histories := 3000
	if testing.Short() {
		histories = 600
	}
	hardRounds := 0
	for h := range histories {
		s := newSeason(rng, 2+rng.IntN(9))
		rounds := rng.IntN(len(s.players) + 1)
		for range rounds {
			if rng.IntN(3) == 0 {
				s.play(s.randomPairing())
			} else {
				s.play(PairSwiss(s.standings()))
			}
		}
		got := PairSwiss(s.standings())
		want := everyPairing(s.players)
		if got.Cost != want {
			t.Fatalf("history %d (%d players, %d rounds): pairing costs %+v, the best of every pairing %+v", h, len(s.players), rounds, got.Cost, want)
		}
		if c := s.costOf(got); c != got.Cost {
			t.Fatalf("history %d: pairing says it costs %+v, its pairs cost %+v", h, got.Cost, c)
		}
		if want.hard() {
			hardRounds++
		}
	}
	if hardRounds == 0 {
		t.Fatal("no history needed a rematch, a second bye or a seat break: the oracle never checked the fallback")
	}
	t.Logf("%d of %d histories could not avoid a hard aim", hardRounds, histories)
}

// perfectWithout is whether the field has a pairing with no rematch and no
// second bye.
func perfectWithout(players []SwissPlayer) bool {
	n := len(players)
	var edges []Edge
	for i := range n {
		for j := i + 1; j < n; j++ {
			if !players[i].Met[players[j].ID] {
				edges = append(edges, Edge{U: i, V: j})
			}
		}
		if n%2 == 1 && !players[i].HadBye {
			edges = append(edges, Edge{U: i, V: n})
		}
	}
	_, ok := MinCostPerfectMatching(n+n%2, edges)
	return ok
}

func TestSwissSeasonsOfUpTo200PlayersKeepTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 2))
	seasons := 40
	if testing.Short() {
		seasons = 8
	}
	for k := range seasons {
		n := 8 + rng.IntN(193)
		rounds := 3
		for 1<<(rounds-2) < n {
			rounds++
		}
		s := newSeason(rng, n)
		for r := range rounds {
			field := s.standings()
			avoidable := perfectWithout(field)
			p := PairSwiss(field)
			if p.Cost.Rematches > 0 && avoidable {
				t.Fatalf("season %d (%d players) round %d: %d rematches though a pairing without one exists", k, n, r+1, p.Cost.Rematches)
			}
			if p.Bye != "" && s.players[s.index(p.Bye)].HadBye {
				t.Fatalf("season %d round %d: %s has a second bye", k, r+1, p.Bye)
			}
			seated := 2 * len(p.Pairs)
			if p.Bye != "" {
				seated++
			}
			if seated != n {
				t.Fatalf("season %d round %d: %d of %d players seated", k, r+1, seated, n)
			}
			s.play(p)
			for _, pl := range s.players {
				games := pl.Firsts + pl.Seconds
				if d := 2*pl.Firsts - games; d > 2 || d < -2 {
					t.Fatalf("season %d round %d: %s sat first %d times in %d games", k, r+1, pl.ID, pl.Firsts, games)
				}
			}
		}
	}
}

func TestASwissRoundPairsTheTopHalfOfAScoreGroupAgainstItsBottomHalf(t *testing.T) {
	var field []SwissPlayer
	for i := range 8 {
		field = append(field, SwissPlayer{ID: fmt.Sprint(i), Met: map[string]bool{}})
	}
	p := PairSwiss(field)
	want := []Pair{{"0", "4"}, {"1", "5"}, {"2", "6"}, {"3", "7"}}
	if !slices.Equal(p.Pairs, want) || p.Bye != "" {
		t.Fatalf("first round of 8: %v bye %q, want %v", p.Pairs, p.Bye, want)
	}
}

func TestTheLowestPlayerWithoutAByeGetsTheBye(t *testing.T) {
	field := []SwissPlayer{
		{ID: "a", Points: 4, Met: map[string]bool{}},
		{ID: "b", Points: 2, Met: map[string]bool{}},
		{ID: "c", Points: 2, Met: map[string]bool{}},
		{ID: "d", Points: 2, Met: map[string]bool{}},
		{ID: "e", Points: 2, HadBye: true, Met: map[string]bool{}},
	}
	if p := PairSwiss(field); p.Bye != "d" {
		t.Fatalf("bye to %q, want d (e, below, had one)", p.Bye)
	}
}

func TestTwoWhoMetAreNotPairedAgainWhileAnotherPairingExists(t *testing.T) {
	field := []SwissPlayer{
		{ID: "a", Points: 2, Firsts: 1, Met: map[string]bool{"b": true}},
		{ID: "b", Points: 2, Seconds: 1, Met: map[string]bool{"a": true}},
		{ID: "c", Points: 0, Firsts: 1, Met: map[string]bool{"d": true}},
		{ID: "d", Points: 0, Seconds: 1, Met: map[string]bool{"c": true}},
	}
	p := PairSwiss(field)
	for _, pair := range p.Pairs {
		if pair == (Pair{"a", "b"}) || pair == (Pair{"b", "a"}) {
			t.Fatalf("a and b meet again: %v", p.Pairs)
		}
	}
	if p.Cost.Rematches != 0 || p.Cost.ScoreGap == 0 {
		t.Fatalf("cost %+v: want no rematch, floats across the score groups", p.Cost)
	}
}

func TestWhoSatFirstLastSitsSecondNext(t *testing.T) {
	field := []SwissPlayer{
		{ID: "a", Points: 2, Firsts: 1, Met: map[string]bool{"x": true}},
		{ID: "b", Points: 2, Seconds: 1, Met: map[string]bool{"y": true}},
	}
	p := PairSwiss(field)
	if len(p.Pairs) != 1 || p.Pairs[0] != (Pair{"b", "a"}) {
		t.Fatalf("%v: want b first (a sat first last time)", p.Pairs)
	}
}
