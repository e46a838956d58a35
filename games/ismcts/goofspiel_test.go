package ismcts_test

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// goofspiel is the toy game of simultaneous secret choices: each of two
// seats holds cards 1..N; a shuffled prize deck of 1..N shows one prize at
// a time; both seats bid a card in secret, in either order; the higher bid
// takes the prize (equal bids, nobody), and both bids are spent. The higher
// prize total wins. Hidden: the order of the prizes to come and a bid made
// but not yet revealed. leak makes Determinize keep that bid, as a game
// with a leak would.
type goofspiel struct {
	N      int
	Hands  [2]uint32 // bit c: card c is in hand (a committed bid stays in until revealed)
	Prizes []int     // Prizes[0] is the prize up; the rest are face down
	Bids   [2]int    // 0: no bid yet this round
	Score  [2]int
	RNG    games.RNG
	leak   bool
}

func newGoofspiel(n int, seed uint64) *goofspiel {
	g := &goofspiel{N: n, RNG: games.NewRNG(seed)}
	for c := 1; c <= n; c++ {
		g.Hands[0] |= 1 << c
		g.Hands[1] |= 1 << c
		g.Prizes = append(g.Prizes, c)
	}
	g.RNG.Shuffle(n, func(i, j int) { g.Prizes[i], g.Prizes[j] = g.Prizes[j], g.Prizes[i] })
	return g
}

var (
	_ games.Searchable = (*goofspiel)(nil)
	_ games.Heuristic  = (*goofspiel)(nil)
	_ games.Evaluator  = (*goofspiel)(nil)
)

// cardIDs are the option ids and the choices of every bid, built once so
// that Legal allocates nothing.
var cardIDs = func() [][]string {
	ids := make([][]string, 32)
	for c := range ids {
		ids[c] = []string{strconv.Itoa(c)}
	}
	return ids
}()

func (g *goofspiel) over() bool { return len(g.Prizes) == 0 }

func (g *goofspiel) Prompts() []games.Prompt {
	var ps []games.Prompt
	for s := range 2 {
		if g.over() || g.Bids[s] != 0 {
			continue
		}
		p := games.Prompt{ID: "bid", Seat: s, Text: "Bid a card", Min: 1, Max: 1}
		for c := 1; c <= g.N; c++ {
			if g.Hands[s]&(1<<c) != 0 {
				p.Options = append(p.Options, games.Option{ID: cardIDs[c][0], Label: cardIDs[c][0]})
			}
		}
		ps = append(ps, p)
	}
	return ps
}

func (g *goofspiel) Apply(a games.Answer) ([]games.Event, error) {
	if err := g.Play(a); err != nil {
		return nil, err
	}
	return []games.Event{{Text: games.Seat(a.Seat) + " bids"}}, nil
}

func (g *goofspiel) Play(a games.Answer) error {
	if g.over() {
		return games.ErrOver
	}
	if a.Seat < 0 || a.Seat > 1 || a.PromptID != "bid" || g.Bids[a.Seat] != 0 {
		return games.ErrStale
	}
	if len(a.Choices) != 1 {
		return games.ErrBadChoice
	}
	c, err := strconv.Atoi(a.Choices[0])
	if err != nil || c < 1 || c > g.N || g.Hands[a.Seat]&(1<<c) == 0 {
		return games.ErrBadChoice
	}
	g.Bids[a.Seat] = c
	if g.Bids[0] != 0 && g.Bids[1] != 0 {
		switch p := g.Prizes[0]; {
		case g.Bids[0] > g.Bids[1]:
			g.Score[0] += p
		case g.Bids[1] > g.Bids[0]:
			g.Score[1] += p
		}
		g.Hands[0] &^= 1 << g.Bids[0]
		g.Hands[1] &^= 1 << g.Bids[1]
		g.Bids = [2]int{}
		g.Prizes = g.Prizes[1:]
	}
	return nil
}

func (g *goofspiel) Legal(seat int, buf []games.Move) []games.Move {
	if g.over() || seat < 0 || seat > 1 || g.Bids[seat] != 0 {
		return buf
	}
	for c := 1; c <= g.N; c++ {
		if g.Hands[seat]&(1<<c) != 0 {
			buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: "bid", Choices: cardIDs[c]}})
		}
	}
	return buf
}

func (g *goofspiel) Waiting(buf []int) []int {
	for s := range 2 {
		if !g.over() && g.Bids[s] == 0 {
			buf = append(buf, s)
		}
	}
	return buf
}

func (g *goofspiel) Clone() games.State {
	c := *g
	c.Prizes = append([]int(nil), g.Prizes...)
	return &c
}

func (g *goofspiel) Determinize(seat int, rng *rand.Rand) games.State {
	d := g.Clone().(*goofspiel)
	d.RNG.Reseed(rng)
	rest := d.Prizes[min(1, len(d.Prizes)):]
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	if other := 1 - seat; d.Bids[other] != 0 && !d.leak {
		d.Bids[other] = randomCard(d.Hands[other], rng)
	}
	return d
}

func randomCard(hand uint32, rng *rand.Rand) int {
	var cs []int
	for c := 1; c < 32; c++ {
		if hand&(1<<c) != 0 {
			cs = append(cs, c)
		}
	}
	return cs[rng.IntN(len(cs))]
}

// Suggest bids the prize's value, or the nearest card above it, or the
// lowest card: a fair rule of thumb.
func (g *goofspiel) Suggest(seat int, _ *rand.Rand) (games.Answer, bool) {
	if g.over() || g.Bids[seat] != 0 {
		return games.Answer{}, false
	}
	pick := 0
	for c := g.Prizes[0]; c <= g.N && pick == 0; c++ {
		if g.Hands[seat]&(1<<c) != 0 {
			pick = c
		}
	}
	for c := 1; pick == 0; c++ {
		if g.Hands[seat]&(1<<c) != 0 {
			pick = c
		}
	}
	return games.Answer{Seat: seat, PromptID: "bid", Choices: cardIDs[pick]}, true
}

// Eval is the share of the prizes taken so far, shifted to 0.5 for even.
func (g *goofspiel) Eval(seat int) float64 {
	total := g.N * (g.N + 1) / 2
	return 0.5 + float64(g.Score[seat]-g.Score[1-seat])/float64(2*total)
}

func (g *goofspiel) Public() games.View     { return games.View{Title: "Goofspiel"} }
func (g *goofspiel) Private(int) games.View { return games.View{Title: "Hand"} }

func (g *goofspiel) Result() *games.Result {
	if !g.over() {
		return nil
	}
	return ranked(float64(g.Score[0]), float64(g.Score[1]))
}

func (g *goofspiel) Encode() ([]byte, error) { return json.Marshal(g) }

// ranked ranks two seats by a score, higher first.
func ranked(a, b float64) *games.Result {
	switch {
	case a > b:
		return &games.Result{Rank: []int{1, 2}}
	case b > a:
		return &games.Result{Rank: []int{2, 1}}
	}
	return &games.Result{Rank: []int{1, 1}}
}

// labelled hides every interface but games.State, so that the search
// takes the path of a game that offers only prompts.
type labelled struct{ games.State }

func (l labelled) Determinize(seat int, rng *rand.Rand) games.State {
	return labelled{l.State.Determinize(seat, rng)}
}
