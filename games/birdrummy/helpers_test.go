package birdrummy

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

// scenario is a game in seat 0's main phase of turn 3 with every card
// still in the deck, in id order; tests then place exact cards.
func scenario(t *testing.T) *state {
	t.Helper()
	cat, err := defaultCatalog()
	require.NoError(t, err)
	return scenarioWith(cat)
}

// scenarioWith is scenario with another deck.
func scenarioWith(cat *Catalog) *state {
	s := &state{cat: cat, RNG: games.NewRNG(1), Phase: phaseMain, First: 0, TurnNo: 3, Must: -1,
		Points: make([]int, cat.birds), Played: make([]int, cat.birds)}
	for c := range cat.cards {
		s.Deck = append(s.Deck, c)
	}
	return s
}

// take removes a card of key from the deck.
func take(t *testing.T, s *state, key string) int {
	t.Helper()
	d := s.cat.Def(key)
	require.GreaterOrEqual(t, d, 0, "no card %s", key)
	c := s.cat.findLast(s.Deck, d)
	require.GreaterOrEqual(t, c, 0, "no %s left in the deck", key)
	s.Deck = remove(s.Deck, c)
	return c
}

func give(t *testing.T, s *state, seat int, key string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		s.Hands[seat] = append(s.Hands[seat], take(t, s, key))
	}
}

func nest(t *testing.T, s *state, seat int, key string, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		s.Nests[seat] = append(s.Nests[seat], take(t, s, key))
	}
}

func keep(t *testing.T, s *state, seat int, key string) {
	t.Helper()
	s.Kept[seat] = append(s.Kept[seat], take(t, s, key))
}

// forest lays cards on the Forest in order: the last one is the top.
func forest(t *testing.T, s *state, keys ...string) {
	t.Helper()
	for _, k := range keys {
		s.Forest = append(s.Forest, take(t, s, k))
	}
}

// onDeck puts cards on top of the deck in order: the last one is drawn
// first.
func onDeck(t *testing.T, s *state, keys ...string) {
	t.Helper()
	for _, k := range keys {
		c := take(t, s, k)
		s.Deck = append(s.Deck, c)
	}
}

// emptyDeck moves the whole deck to Heaven.
func emptyDeck(s *state) {
	s.Heaven = append(s.Heaven, s.Deck...)
	s.Deck = nil
}

// n counts the cards of key in a zone.
func n(s *state, zone []int, key string) int { return s.cat.countDef(zone, s.cat.Def(key)) }

// keys names a zone's cards in order.
func keys(s *state, zone []int) []string {
	out := make([]string, len(zone))
	for i, c := range zone {
		out[i] = s.cat.def(c).Key
	}
	return out
}

// prompt returns seat's open prompt named name.
func prompt(s *state, seat int, name string) (games.Prompt, bool) {
	for _, p := range games.PromptsFor(s.Prompts(), seat) {
		if strings.HasSuffix(p.ID, "."+name) {
			return p, true
		}
	}
	return games.Prompt{}, false
}

// offered reports whether seat is offered choice in prompt name.
func offered(s *state, seat int, name, choice string) bool {
	p, ok := prompt(s, seat, name)
	return ok && p.Has(choice)
}

// act answers seat's prompt name with choice; it must be accepted.
func act(t *testing.T, s *state, seat int, name, choice string) []games.Event {
	t.Helper()
	ev, err := s.Apply(games.Answer{Seat: seat, PromptID: s.promptID(name), Choices: []string{choice}})
	require.NoError(t, err, "%s %s", name, choice)
	return ev
}

// refused answers and checks the answer is refused with the state
// unchanged byte for byte.
func refused(t *testing.T, s *state, seat int, name, choice string) error {
	t.Helper()
	before, err := s.Encode()
	require.NoError(t, err)
	_, err = s.Apply(games.Answer{Seat: seat, PromptID: s.promptID(name), Choices: []string{choice}})
	require.Error(t, err)
	after, _ := s.Encode()
	require.True(t, bytes.Equal(before, after), "a refused answer changed the state")
	return err
}

// texts joins the events' texts, public and private.
func texts(ev []games.Event) string {
	var parts []string
	for _, e := range ev {
		parts = append(parts, e.Text)
	}
	return strings.Join(parts, "\n")
}

// privateTo lists the private event texts for seat.
func privateTo(ev []games.Event, seat int) []string {
	var out []string
	for _, e := range ev {
		if e.Private && e.Seat == seat {
			out = append(out, e.Text)
		}
	}
	return out
}

// playAndUse plays n birds of key for seat 0 and buys ability i once.
func playAndUse(t *testing.T, s *state, key string, count, i int) []games.Event {
	t.Helper()
	ev := act(t, s, 0, pPlay, s.cat.defs[s.cat.Def(key)].playID[count])
	return append(ev, act(t, s, 0, pUse, s.cat.defs[s.cat.Def(key)].useID[i])...)
}

// conserved checks no card was made or lost.
func conserved(t *testing.T, s *state) {
	t.Helper()
	require.NoError(t, s.check())
	require.Len(t, s.Inventory(), s.cat.Size())
}

func sortedKeys(s *state, zone []int) []string {
	k := keys(s, zone)
	slices.Sort(k)
	return k
}
