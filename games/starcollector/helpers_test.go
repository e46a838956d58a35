package starcollector

import (
	"slices"
	"strconv"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/require"
)

// table describes a scenario: the cards of every zone by id. The deck
// is listed top first. Zones left out are empty; the scenario need not
// hold the whole deck.
type table struct {
	end       string
	hands     [2][]string
	deck      []string
	pot       []string
	discard   []string
	collected [2][]string
}

// build makes the state of a scenario.
func build(t *testing.T, tb table) *state {
	t.Helper()
	if _, err := standard(); err != nil {
		t.Fatal(err)
	}
	s := &state{End: endDefault, Turn: 1, RNG: games.NewRNG(1)}
	if tb.end != "" {
		s.End = tb.end
	}
	for seat := range seats {
		for _, id := range tb.hands[seat] {
			s.Hands[seat] = insert(s.Hands[seat], card(t, id))
		}
		s.Collected[seat] = cardsOf(t, tb.collected[seat])
	}
	top := cardsOf(t, tb.deck)
	slices.Reverse(top) // the top card is the last of Deck
	s.Deck = top
	s.Pot = cardsOf(t, tb.pot)
	s.Discard = cardsOf(t, tb.discard)

	return s
}

func card(t *testing.T, id string) Card {
	t.Helper()
	d, err := standard()
	require.NoError(t, err)
	c, ok := d.byID[id]
	require.True(t, ok, "no card %q in the deck", id)
	return c
}

func cardsOf(t *testing.T, ids []string) []Card {
	t.Helper()
	var out []Card
	for _, id := range ids {
		out = append(out, card(t, id))
	}
	return out
}

// ids lists the ids of cards, for comparisons; nil for none.
func ids(cs []Card) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.ID())
	}
	return out
}

// deckTop lists the deck top first.
func deckTop(s *state) []string {
	out := ids(s.Deck)
	slices.Reverse(out)
	return out
}

// answer is seat playing card id on side in the current turn.
func answer(s *state, seat int, side Side, id string) games.Answer {
	return games.Answer{Seat: seat, PromptID: "turn-" + strconv.Itoa(s.Turn), Choices: []string{string(side[:1]) + "-" + id}}
}

// choose plays one secret choice and requires it accepted.
func choose(t *testing.T, s *state, seat int, side Side, id string) []games.Event {
	t.Helper()
	ev, err := s.Apply(answer(s, seat, side, id))
	require.NoError(t, err)
	return ev
}

// turn plays a whole turn: seat 0's choice, then seat 1's.
func turn(t *testing.T, s *state, side0 Side, id0 string, side1 Side, id1 string) []games.Event {
	t.Helper()
	choose(t, s, 0, side0, id0)
	return choose(t, s, 1, side1, id1)
}

// refused requires an answer refused with err and the state unchanged.
func refused(t *testing.T, s *state, a games.Answer, err error) {
	t.Helper()
	before, _ := s.Encode()
	_, got := s.Apply(a)
	require.ErrorIs(t, got, err)
	after, _ := s.Encode()
	require.Equal(t, string(before), string(after), "a refused answer changed the state")
}

func texts(ev []games.Event, private bool) []string {
	var out []string
	for _, e := range ev {
		if e.Private == private {
			out = append(out, e.Text)
		}
	}
	return out
}
