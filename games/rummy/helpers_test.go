package rummy

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// table describes a moment of a round for a scenario test. Cards are
// codes separated by spaces; piles list bottom to top. Every card of the
// deck not placed goes under the given stock, unless exact is set.
type table struct {
	hands [2]string
	pile  string
	stock string
	// melds: "4H 5H 6H" laid by seat 0; "@1 7C 7D 7S" by seat 1; a card
	// "7H@1" was laid by seat 1 whoever laid the rest.
	melds  []string
	turn   int
	phase  phase // default: play
	noWrap bool
	exact  bool // no filling of the stock
	taken  string
	owed   string
	tally  []RoundScore
	target int
}

func build(t *testing.T, tb table) *state {
	t.Helper()
	s := &state{Wrap: !tb.noWrap, Target: 500, Round: 1, Turn: tb.turn, Dealer: 1 - tb.turn, Phase: phasePlay,
		RNG: games.NewRNG(42), Tally: tb.tally}
	if tb.target > 0 {
		s.Target = tb.target
	}
	if tb.phase != "" {
		s.Phase = tb.phase
	}
	used := map[cards.Card]bool{}
	take := func(codes string) []cards.Card {
		cs := cards.ParseAll(codes)
		for _, c := range cs {
			require.False(t, used[c], "card %s placed twice", c)
			used[c] = true
		}
		return cs
	}
	for seat := range tb.hands {
		s.Hands[seat] = sortedCopy(take(tb.hands[seat]))
	}
	s.Pile = take(tb.pile)
	for _, spec := range tb.melds {
		by := 0
		if strings.HasPrefix(spec, "@") {
			f := strings.Fields(spec)
			by = int(f[0][1] - '0')
			spec = strings.Join(f[1:], " ")
		}
		var cs []cards.Card
		var bys []int
		for _, f := range strings.Fields(spec) {
			code, who, ok := strings.Cut(f, "@")
			b := by
			if ok {
				b = int(who[0] - '0')
			}
			cs = append(cs, take(code)...)
			bys = append(bys, b)
		}
		m, err := newMeld(cs, s.Wrap, 0)
		require.NoError(t, err, spec)
		for i := range m.Cards {
			for j, c := range cs {
				if m.Cards[i].Card == c {
					m.Cards[i].By = bys[j]
				}
			}
		}
		s.Melds = append(s.Melds, m)
	}
	stock := take(tb.stock)
	if !tb.exact {
		var rest []cards.Card
		for _, c := range cards.Deck() {
			if !used[c] {
				rest = append(rest, c)
			}
		}
		stock = append(rest, stock...)
	}
	s.Stock = stock
	if tb.taken != "" {
		s.Taken = cards.ParseAll(tb.taken)
		s.Picked[s.Turn] = cards.ParseAll(tb.taken)
	}
	if tb.owed != "" {
		o := cards.MustParse(tb.owed)
		s.Owed = &o
	}
	return s
}

// answer applies an answer of the seat to act to the prompt of kind,
// failing the test when it is refused.
func answer(t *testing.T, s *state, kind string, choices ...string) []games.Event {
	t.Helper()
	ev, err := try(s, kind, choices...)
	require.NoError(t, err, "%s %v", kind, choices)
	return ev
}

// try applies an answer of the seat to act (or seat 0 at a tally) to the
// prompt of kind as it is open now.
func try(s *state, kind string, choices ...string) ([]games.Event, error) {
	seat := s.Turn
	if s.Phase == phaseTally && !s.Votes[0] {
		seat = 0
	} else if s.Phase == phaseTally {
		seat = 1
	}
	return s.Apply(games.Answer{Seat: seat, PromptID: idOf(s, seat, kind), Choices: choices})
}

// idOf is the id of the open prompt of kind for seat, or the id it would
// have when it is not open.
func idOf(s *state, seat int, kind string) string {
	for _, p := range games.PromptsFor(s.Prompts(), seat) {
		if strings.HasPrefix(p.ID, kind+"-") {
			return p.ID
		}
	}
	return kind + "-" + itoa(s.Seq)
}

// prompt returns the open prompt of kind for the seat to act, or nil.
func prompt(s *state, kind string) *games.Prompt {
	for _, p := range games.PromptsFor(s.Prompts(), s.Turn) {
		if strings.HasPrefix(p.ID, kind+"-") {
			return &p
		}
	}
	return nil
}

// optionIDs lists the option ids of the open prompt of kind.
func optionIDs(s *state, kind string) []string {
	p := prompt(s, kind)
	if p == nil {
		return nil
	}
	var out []string
	for _, o := range p.Options {
		out = append(out, o.ID)
	}
	return out
}

func mustEncode(t *testing.T, s *state) string {
	t.Helper()
	b, err := s.Encode()
	require.NoError(t, err)
	return string(b)
}

func codes(cs []cards.Card) string { return strings.Join(cards.Codes(cs), " ") }

func testConfig(opts map[string]string) games.Config {
	return games.Config{Seats: 2, Seed: 7, Options: opts}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

func itoa(n int) string { return strconv.Itoa(n) }

// moveKey names an answer whatever the order of its choices.
func moveKey(a games.Answer) string {
	cs := slices.Clone(a.Choices)
	slices.Sort(cs)
	return a.PromptID + "[" + strings.Join(cs, ",") + "]"
}
