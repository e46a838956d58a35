package starcollector

import (
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// labels maps a seat's option ids to their button labels.
func labels(t *testing.T, s *state, seat int) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, p := range games.PromptsFor(s.Prompts(), seat) {
		for _, o := range p.Options {
			out[o.ID] = o.Label
			require.LessOrEqual(t, len(o.Label), games.MaxLabelLen, "a label fits a button")
			require.LessOrEqual(t, len(o.Detail), games.MaxDetailLen, "a detail fits a select")
		}
	}
	return out
}

func TestTheLastCardsFightButtonSaysItLosesTheGame(t *testing.T) {
	deck := []string{"comet", "meteor", "pulsar", "nebula", "galaxy", "quasar", "binary", "cluster", "supernova", "red-giant"}
	s := build(t, table{hands: [2][]string{{"wormhole"}, {"comet", "meteor", "pulsar"}}, deck: deck})
	l := labels(t, s, 0)
	assert.Contains(t, l["f-wormhole"], "you lose", "a fight with the last card while 10 cards wait in the deck loses: the button says so")
	assert.NotContains(t, l["d-wormhole"], "lose", "a draw with the last card refills the hand: no warning")
	assert.NotContains(t, labels(t, s, 1)["f-comet"], "lose", "a fight from a hand of three is safe")

	// The warning is true: the fight ends the game against its chooser.
	_, err := s.Apply(games.Answer{Seat: 0, PromptID: turnID(s.Turn), Choices: []string{"f-wormhole"}})
	require.NoError(t, err)
	_, err = s.Apply(games.Answer{Seat: 1, PromptID: turnID(s.Turn), Choices: []string{"f-comet"}})
	require.NoError(t, err)
	require.NotNil(t, s.Result(), "the game has ended")
	assert.Equal(t, 2, s.Result().Rank[0], "the seat that fought with its last card lost")
}

func TestAFightThatMightEmptyTheHandSaysItMayLose(t *testing.T) {
	// Three cards in the deck: the other player's draw could empty it,
	// so the loss is not certain.
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula"}}, deck: []string{"pulsar", "galaxy", "quasar"}})
	assert.Contains(t, labels(t, s, 0)["f-comet"], "you may lose", "a possible loss is named as possible")

	// A card that draws on its fight side, or an empty deck, is safe.
	s = build(t, table{hands: [2][]string{{"shooting-star"}, {"nebula"}}, deck: []string{"pulsar", "galaxy", "quasar", "comet", "meteor", "binary", "cluster", "supernova"}})
	assert.NotContains(t, labels(t, s, 0)["f-shooting-star"], "lose", "a fight that draws a card does not empty the hand")
	s = build(t, table{hands: [2][]string{{"comet"}, {"nebula"}}})
	for id, l := range labels(t, s, 0) {
		assert.False(t, strings.Contains(l, "lose"), "%s: with the deck empty, an empty hand lets the stars decide", id)
	}
}

func TestTheRulesPageWarnsOfFightingWithTheLastCard(t *testing.T) {
	rules := Game{}.Info().Rules
	assert.Contains(t, rules, "Careful with your last card", "the rules page warns of the one-click loss in words")
	assert.Contains(t, rules, "you lose", "and says what the button says")
}

func TestTheRevealSaysADrawFromAnEmptyDeckDrewNothing(t *testing.T) {
	s := build(t, table{hands: [2][]string{{"comet", "meteor"}, {"nebula", "pulsar"}}})
	_, err := s.Apply(games.Answer{Seat: 0, PromptID: turnID(s.Turn), Choices: []string{"d-comet"}})
	require.NoError(t, err)
	ev, err := s.Apply(games.Answer{Seat: 1, PromptID: turnID(s.Turn), Choices: []string{"d-nebula"}})
	require.NoError(t, err)
	var text []string
	for _, e := range ev {
		text = append(text, e.Text)
	}
	all := strings.Join(text, "\n")
	assert.Contains(t, all, seatRef[0]+" draws nothing: the deck is empty.", "said plainly")
	assert.NotContains(t, all, "draws 0 cards", "not \"draws 0 cards of 1\"")
}

func TestTheLastCardsFightButtonSaysItLosesTheGameNotTheFight(t *testing.T) {
	deck := []string{"comet", "meteor", "pulsar", "nebula", "galaxy", "quasar", "binary", "cluster", "supernova", "red-giant"}
	s := build(t, table{hands: [2][]string{{"wormhole"}, {"comet", "meteor", "pulsar"}}, deck: deck})
	assert.True(t, strings.HasSuffix(labels(t, s, 0)["f-wormhole"], "· last card: you lose the game"), labels(t, s, 0)["f-wormhole"])
	s = build(t, table{hands: [2][]string{{"comet"}, {"nebula"}}, deck: []string{"pulsar", "galaxy", "quasar"}})
	assert.True(t, strings.HasSuffix(labels(t, s, 0)["f-comet"], "· last card: you may lose the game"), labels(t, s, 0)["f-comet"])
}

func TestADrawFromAnEmptyDeckSaysOnItsButtonThatItDrawsNothing(t *testing.T) {
	s := build(t, table{hands: [2][]string{{"comet", "quasar"}, {"nebula", "pulsar"}}})
	l := labels(t, s, 0)
	assert.True(t, strings.HasSuffix(l["d-quasar"], "· draws nothing (deck empty)"), l["d-quasar"])
	assert.NotContains(t, l["f-quasar"], "draws nothing", "a fight draws nothing anyway")
	s = build(t, table{hands: [2][]string{{"comet", "quasar"}, {"nebula", "pulsar"}}, deck: []string{"galaxy"}})
	assert.NotContains(t, labels(t, s, 0)["d-quasar"], "nothing", "a deck with a card left pays a draw")
}

func TestTheLastCardWithTheDeckEmptySaysOnBothSidesThatTheGameEnds(t *testing.T) {
	s := build(t, table{hands: [2][]string{{"comet"}, {"nebula", "pulsar"}}})
	for id, l := range labels(t, s, 0) {
		assert.True(t, strings.HasSuffix(l, "· last card: the game ends"), "%s: whatever seat 0 plays, its hand is then empty: %q", id, l)
	}
	for id, l := range labels(t, s, 1) {
		assert.NotContains(t, l, "game ends", "%s: seat 1 keeps a card", id)
	}
}

// When the game ends as the deck runs out, a draw that surely empties it
// ends the game that turn: its button says so when its player is behind.
func TestADrawThatEmptiesTheDeckWhileBehindSaysItLosesTheGame(t *testing.T) {
	hands := [2][]string{{"galaxy", "comet"}, {"nebula", "pulsar"}}
	s := build(t, table{end: endDeckEmpty, hands: hands, deck: []string{"binary", "cluster"},
		collected: [2][]string{{"comet"}, {"galaxy", "quasar"}}})
	l := labels(t, s, 0)
	assert.True(t, strings.HasSuffix(l["d-galaxy"], "· empties the deck: you lose"), "1★ against 5★, and a draw collects nothing: %q", l["d-galaxy"])
	assert.NotContains(t, l["d-comet"], "empties", "a draw of 1 leaves a card in the deck")
	assert.NotContains(t, l["f-galaxy"], "empties", "a fight draws nothing")

	s = build(t, table{end: endDeckEmpty, hands: hands, deck: []string{"binary", "cluster"},
		collected: [2][]string{{"galaxy", "quasar"}, {"galaxy", "quasar"}}})
	assert.True(t, strings.HasSuffix(labels(t, s, 0)["d-galaxy"], "· empties the deck: you may lose"), "level: the other's fight may pass it")

	s = build(t, table{hands: hands, deck: []string{"binary", "cluster"}, collected: [2][]string{{"comet"}, {"galaxy", "quasar"}}})
	assert.NotContains(t, labels(t, s, 0)["d-galaxy"], "empties", "by default the game goes on after the deck runs out")
}
