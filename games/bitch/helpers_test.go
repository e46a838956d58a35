package bitch

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// table builds a game in play with seats players, seat 0 to act, every
// hand, naked pile, the deck and the stack empty, and four blind cards
// each so nobody finishes by accident. Chain the setters to lay out an
// exact scenario.
func table(seats int) *state {
	s := &state{
		Seats:   seats,
		Decks:   1,
		Edition: newestEdition,
		Phase:   phasePlay,
		Hands:   make([]cardList, seats),
		Naked:   make([][]cardList, seats),
		Blind:   make([]cardList, seats),
		Out:     []int{},
		TurnNo:  1,
		RNG:     games.NewRNG(1),
	}
	for i := range seats {
		s.Hands[i] = []cards.Card{}
		s.Blind[i] = cards.ParseAll("KC KD KH KS")
		s.Naked[i] = []cardList{{}, {}, {}, {}}
	}
	return s
}

// hand sets a seat's hand: "7H 7S JK".
func (s *state) hand(seat int, codes string) *state {
	s.Hands[seat] = cards.ParseAll(codes)
	return s
}

// naked sets a seat's naked piles, one string per pile.
func (s *state) naked(seat int, piles ...string) *state {
	s.Naked[seat] = nil
	for _, p := range piles {
		s.Naked[seat] = append(s.Naked[seat], cards.ParseAll(p))
	}
	return s
}

// blind sets a seat's blind cards.
func (s *state) blind(seat int, codes string) *state {
	s.Blind[seat] = cards.ParseAll(codes)
	return s
}

// deck sets the deck, listed from the top down.
func (s *state) deck(codes string) *state {
	cs := cards.ParseAll(codes)
	s.Deck = make(cardList, len(cs))
	for i, c := range cs {
		s.Deck[len(cs)-1-i] = c
	}
	return s
}

// played puts cards on the stack as played by someone, bottom first.
func (s *state) played(codes string, as value) *state {
	for _, c := range cards.ParseAll(codes) {
		s.Stack = append(s.Stack, entry{Card: c, As: as})
	}
	return s
}

// turned puts a card turned up from the deck on the stack.
func (s *state) turned(code string) *state {
	c := cards.MustParse(code)
	s.Stack = append(s.Stack, entry{Card: c, As: turnedValue(c), Turned: true})
	return s
}

// complete makes the scenario a whole game's cards, as Decode requires:
// the fewest decks that hold every card laid out, the rest burned.
func (s *state) complete() *state {
	var count [64]int
	for _, code := range s.Inventory() {
		count[cards.MustParse(code)]++
	}
	for s.Decks = 1; ; s.Decks++ {
		full := cards.Decks(s.Decks, jokers)
		var have [64]int
		for _, c := range full {
			have[c]++
		}
		fits := true
		for c, n := range count {
			fits = fits && n <= have[c]
		}
		if !fits {
			continue
		}
		for _, c := range full {
			if count[c] > 0 {
				count[c]--
			} else {
				s.Burned = append(s.Burned, c)
			}
		}
		return s
	}
}

// to gives the turn to seat.
func (s *state) to(seat int) *state {
	s.Turn = seat
	s.derived.changed()
	return s
}

// turnPrompt is seat's turn prompt (not a Call bluff one).
func turnPrompt(t *testing.T, s *state, seat int) games.Prompt {
	t.Helper()
	for _, p := range games.PromptsFor(s.Prompts(), seat) {
		if !p.Optional {
			return p
		}
	}
	t.Fatalf("seat %d has no turn prompt; prompts: %+v", seat, s.Prompts())
	return games.Prompt{}
}

// optionIDs lists the options of seat's turn prompt.
func optionIDs(t *testing.T, s *state, seat int) []string {
	t.Helper()
	var ids []string
	for _, o := range turnPrompt(t, s, seat).Options {
		ids = append(ids, o.ID)
	}
	return ids
}

// answer answers seat's turn prompt with one option and requires success.
func answer(t *testing.T, s *state, seat int, id string) []games.Event {
	t.Helper()
	p := turnPrompt(t, s, seat)
	ev, err := s.Apply(games.Answer{Seat: seat, PromptID: p.ID, Choices: []string{id}})
	require.NoError(t, err, "seat %d answering %q to %q", seat, id, p.Text)
	return ev
}

// play answers seat's turn: a value, then (if asked) how many.
func play(t *testing.T, s *state, seat int, ids ...string) []games.Event {
	t.Helper()
	var all []games.Event
	for _, id := range ids {
		all = append(all, answer(t, s, seat, id)...)
	}
	return all
}

// refused checks that seat cannot answer id to its turn prompt and that
// the state is unchanged.
func refused(t *testing.T, s *state, seat int, id string) {
	t.Helper()
	before, _ := s.Encode()
	p := turnPrompt(t, s, seat)
	_, err := s.Apply(games.Answer{Seat: seat, PromptID: p.ID, Choices: []string{id}})
	require.Error(t, err, "seat %d may not answer %q", seat, id)
	after, _ := s.Encode()
	require.True(t, bytes.Equal(before, after), "a refused answer changed the state")
}

// call answers seat's Call bluff prompt.
func call(t *testing.T, s *state, seat int) []games.Event {
	t.Helper()
	for _, p := range games.PromptsFor(s.Prompts(), seat) {
		if p.Optional && p.Public {
			ev, err := s.Apply(games.Answer{Seat: seat, PromptID: p.ID, Choices: []string{"call"}})
			require.NoError(t, err)
			return ev
		}
	}
	t.Fatalf("seat %d has no Call bluff prompt", seat)
	return nil
}

// canCall reports whether seat has a Call bluff prompt.
func canCall(s *state, seat int) bool {
	for _, p := range games.PromptsFor(s.Prompts(), seat) {
		if p.Optional && p.Public {
			return true
		}
	}
	return false
}

// codesText lists cards as codes: "9D 4C".
func codesText(cs []cards.Card) string { return strings.Join(cards.Codes(cs), " ") }

// stackCodes lists the stack's cards as codes, bottom first.
func stackCodes(s *state) string {
	var out []string
	for _, e := range s.Stack {
		out = append(out, e.Card.Code())
	}
	return strings.Join(out, " ")
}

// handCodes lists a seat's hand as codes, in the order it was taken.
func handCodes(s *state, seat int) string { return codesText(s.Hands[seat]) }

// publicText is everything the board shows, in one string.
func publicText(v games.View) string {
	var b strings.Builder
	b.WriteString(v.Title)
	for _, l := range v.Lines {
		b.WriteString("\n" + l)
	}
	for _, f := range v.Fields {
		b.WriteString("\n" + f.Name + ": " + f.Value)
	}
	return b.String()
}

// eventText joins public events.
func eventText(ev []games.Event) string {
	var out []string
	for _, e := range ev {
		if !e.Private {
			out = append(out, e.Text)
		}
	}
	return strings.Join(out, "\n")
}

func testRand() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }
