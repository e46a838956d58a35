package starcollector

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEachPlayerIsDealtThreeCardsFromAShuffledDeck(t *testing.T) {
	t.Parallel()
	s, err := newState(games.Config{Seats: 2, Seed: 7})
	require.NoError(t, err)
	d, _ := standard()
	assert.Len(t, s.Hands[0], 3)
	assert.Len(t, s.Hands[1], 3)
	assert.Len(t, s.Deck, d.Size()-6)
	assert.Equal(t, 1, s.Turn)

	other, err := newState(games.Config{Seats: 2, Seed: 8})
	require.NoError(t, err)
	assert.NotEqual(t, ids(s.Deck), ids(other.Deck), "two seeds dealt the same deck")
	again, err := newState(games.Config{Seats: 2, Seed: 7})
	require.NoError(t, err)
	assert.Equal(t, ids(s.Deck), ids(again.Deck), "one seed dealt two decks")
}

func TestStarCollectorIsForTwoPlayers(t *testing.T) {
	t.Parallel()
	for _, n := range []int{1, 3} {
		_, err := Game{}.New(games.Config{Seats: n})
		assert.Error(t, err, "%d seats", n)
	}
	info := Game{}.Info()
	assert.Equal(t, 2, info.MinSeats)
	assert.Equal(t, 2, info.MaxSeats)
}

func TestBothPlayersChooseAtOnceWithOnePromptEach(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy"}, {"nebula"}}, deck: []string{"pulsar"}})
	ps := s.Prompts()
	require.Len(t, ps, 2)
	assert.Equal(t, 0, ps[0].Seat)
	assert.Equal(t, 1, ps[1].Seat)
	for _, p := range ps {
		assert.Equal(t, 1, p.Min)
		assert.Equal(t, 1, p.Max)
	}
	assert.Equal(t, []int{0, 1}, games.Waiting(ps))
}

func TestEveryCardInHandCanBePlayedOnEitherSide(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy", "galaxy"}, {"nebula"}}, deck: []string{"binary"}})
	p := s.Prompts()[0]
	var got []string
	for _, o := range p.Options {
		got = append(got, o.ID)
	}
	// Two copies of a card are one choice: they play alike.
	assert.Equal(t, []string{"f-comet", "f-galaxy", "d-comet", "d-galaxy"}, got)
	assert.Equal(t, "Fight 6 · Comet ★", p.Options[0].Label)
	assert.Equal(t, "Draw 2 · Galaxy ★★★", p.Options[3].Label)
}

func TestAChoiceIsSecretUntilTheSecondChoiceArrives(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy"}, {"nebula", "pulsar"}}, deck: []string{"binary"}})
	ev := choose(t, s, 0, Fight, "comet")

	assert.Equal(t, []string{games.Seat(0) + " has chosen."}, texts(ev, false))
	assert.Empty(t, texts(ev, true), "the chooser's hand says the choice (Your secret choice): no line says it again")
	board := render(s.Public())
	assert.Contains(t, board, games.Seat(0)+": **0★** · 2 cards in hand · ✅ has chosen")
	assert.Contains(t, board, games.Seat(1)+": **0★** · 2 cards in hand · ⏳ choosing")
	assert.NotContains(t, board, "Comet", "the board shows what was chosen")
	assert.NotContains(t, render(s.Private(1)), "Comet", "the other hand shows what was chosen")
	assert.Contains(t, render(s.Private(0)), "Fight 6 · Comet ★", "the chooser does not see its choice")
	// Nothing moved yet: the card is still in the hand.
	assert.Equal(t, []string{"comet", "galaxy"}, ids(s.Hands[0]))
	assert.Equal(t, []string{"binary"}, deckTop(s))
	// The slower player is still asked, the faster one no longer.
	require.Len(t, s.Prompts(), 1)
	assert.Equal(t, 1, s.Prompts()[0].Seat)
}

func TestBothCardsAreRevealedWhenTheSecondChoiceArrives(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy"}, {"nebula", "pulsar"}}, deck: []string{"binary"}})
	choose(t, s, 1, Fight, "pulsar")
	ev := choose(t, s, 0, Fight, "comet")
	public := strings.Join(texts(ev, false), "\n")
	assert.Contains(t, public, "Turn 1: "+games.Seat(0)+" plays Fight 6 · Comet ★; "+games.Seat(1)+" plays Fight 4 · Pulsar ★.")
	assert.Equal(t, []string{"galaxy"}, ids(s.Hands[0]))
	assert.Equal(t, []string{"nebula"}, ids(s.Hands[1]))
	assert.Equal(t, 2, s.Turn)
	require.Len(t, s.Prompts(), 2, "both are asked again for the next turn")
	assert.Contains(t, render(s.Public()), "Turn 1: ")
}

// The reveal says both choices ("Turn 1: … plays …; … plays …"): the
// answer that revealed them adds no "has chosen" and no "You chose", which
// would say the seat's choice twice in its recap.
func TestTheRevealingChoiceIsSaidOnlyByTheReveal(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy"}, {"nebula", "pulsar"}}, deck: []string{"binary", "quasar"}})
	choose(t, s, 1, Fight, "pulsar")
	ev := choose(t, s, 0, Draw, "galaxy")
	public := texts(ev, false)
	require.NotEmpty(t, public)
	assert.True(t, strings.HasPrefix(public[0], "Turn 1: "), "the reveal comes first, with both choices: %q", public)
	for _, line := range append(public, texts(ev, true)...) {
		assert.NotContains(t, line, "has chosen", "the reveal says it")
		assert.NotContains(t, line, "You chose", "the reveal says it")
	}
	assert.Equal(t, []string{"You drew Binary Star ★★, Quasar ★★."}, texts(ev, true), "what the seat drew is its own")
}

// The question is read at every turn, above its buttons: a short line,
// which still says the choice is secret until both have chosen, and
// whose first sentence says what to do (a select shows only that).
func TestTheTurnsQuestionIsShort(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula"}}})
	q := s.Prompts()[0].Text
	assert.LessOrEqual(t, utf8.RuneCountInString(q), 80, "a line read at every turn: %q", q)
	assert.True(t, strings.HasPrefix(q, "Choose a card and the side to play."), "its first sentence says what to do: %q", q)
	assert.Contains(t, q, "Nobody sees it until both have chosen", "it says the choice is secret")
}

func TestAChoiceIsFinal(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy"}, {"nebula"}}})
	choose(t, s, 0, Fight, "comet")
	refused(t, s, answer(s, 0, Draw, "galaxy"), games.ErrStale)
}

func TestOnlyACardInTheHandCanBeChosen(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula"}}})
	refused(t, s, answer(s, 0, Fight, "nebula"), games.ErrBadChoice)
	refused(t, s, answer(s, 0, Fight, "no-such-card"), games.ErrBadChoice)
	refused(t, s, games.Answer{Seat: 0, PromptID: "turn-1"}, games.ErrBadChoice)
}

func TestAChoiceForAnEarlierTurnIsRefused(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "galaxy"}, {"nebula", "pulsar"}}, deck: []string{"binary", "quasar"}})
	old := answer(s, 0, Fight, "galaxy")
	turn(t, s, Fight, "comet", Fight, "pulsar")
	refused(t, s, old, games.ErrStale)
}

// render flattens a view to one text, for looking things up.
func render(v games.View) string {
	parts := append([]string{v.Title}, v.Lines...)
	for _, f := range v.Fields {
		parts = append(parts, f.Name, f.Value)
	}
	return strings.Join(parts, "\n")
}
