package birdrummy

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestTheBoardShowsTurnPhaseForestCountsPointsAndNestsByFlock(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 2)
	give(t, s, 0, "crow", 1)
	give(t, s, 1, "dove", 3)
	nest(t, s, 0, "sparrow", 3)
	nest(t, s, 0, "heron", 4)
	nest(t, s, 1, "magpie", 1)
	keep(t, s, 1, "feeder")
	forest(t, s, "cuckoo", "storm", "hummer")
	s.Heaven = append(s.Heaven, take(t, s, "hawk"))
	act(t, s, 0, pPlay, "b.owl.2")
	v := s.Public()
	board := strings.Join(v.Lines, "\n")
	assert.Contains(t, board, "Turn 3: "+games.Seat(0)+"'s main phase.")
	assert.Contains(t, board, "Forest (3, top first): Hummingbird, Storm, Cuckoo")
	assert.Contains(t, board, "Deck: "+strconv.Itoa(len(s.Deck))+" · Heaven: 1")
	assert.Contains(t, board, "Ability points left: 2 for Owl abilities.", "points are said in words, not \"Owl 2\" or \"any 2\"")
	require.Len(t, v.Fields, 2)
	assert.Equal(t, games.Seat(0)+"'s nest", v.Fields[0].Name)
	assert.Equal(t, "Sparrow ×3 · Heron ×4\nNest score: 11\nLanding this turn: Owl ×2\nHand: 1 card", v.Fields[0].Value)
	assert.Equal(t, "Magpie ×1\nNest score: 1\nResources: Bird Feeder\nHand: 3 cards", v.Fields[1].Value)
}

func TestTheBoardNeverShowsAHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 1)
	give(t, s, 1, "tailwind", 1)
	board := s.Public()
	for _, l := range board.Lines {
		assert.NotContains(t, l, "Owl")
		assert.NotContains(t, l, "Tailwind")
	}
	for _, f := range board.Fields {
		assert.NotContains(t, f.Value, "Owl")
		assert.NotContains(t, f.Value, "Tailwind")
	}
}

func TestTheHandShowsEveryCardWithItsText(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	give(t, s, 0, "feeder", 1)
	nest(t, s, 0, "crow", 3)
	v := s.Private(0)
	hand := strings.Join(v.Lines, "\n")
	assert.Contains(t, hand, "**Sparrow** ×2 — "+s.cat.defs[s.cat.Def("sparrow")].text)
	assert.Contains(t, hand, "**Bird Feeder** ×1 — Resource, stays in play.")
	assert.Contains(t, hand, "Score if the game ended now: nest 3 − birds in hand 2 = 1.")
	assert.NotContains(t, strings.Join(s.Private(1).Lines, "\n"), "Sparrow")
}

func TestOptionDetailsCarryCardTexts(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	give(t, s, 0, "storm", 1)
	act(t, s, 0, pPlay, "b.sparrow.2")
	p, ok := prompt(s, 0, pUse)
	require.True(t, ok)
	require.Len(t, p.Options, 2)
	assert.Equal(t, "① Draw a card.", p.Options[0].Detail)
	assert.Equal(t, "Sparrow ② Take the top card of the Forest. Draw a card.", p.Options[1].Label)
	p, ok = prompt(s, 0, pCard)
	require.True(t, ok)
	assert.Equal(t, "Effect, main phase: Your opponent discards 2 cards to the Forest.", p.Options[0].Detail)
}

func TestAnswersToAnOldPromptAreRefusedAsStale(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 4)
	old := s.promptID(pPlay)
	act(t, s, 0, pPlay, "b.sparrow.2")
	before, _ := s.Encode()
	_, err := s.Apply(games.Answer{Seat: 0, PromptID: old, Choices: []string{"b.sparrow.2"}})
	assert.True(t, errors.Is(err, games.ErrStale))
	after, _ := s.Encode()
	assert.Equal(t, before, after)
}

func TestTheMainPhaseAsksAtMostFourQuestions(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "sparrow", 4)
	give(t, s, 0, "storm", 1)
	act(t, s, 0, pPlay, "b.sparrow.2")
	ps := games.PromptsFor(s.Prompts(), 0)
	var names []string
	for _, p := range ps {
		names = append(names, p.ID[strings.IndexByte(p.ID, '.')+1:])
	}
	assert.Equal(t, []string{pPlay, pCard, pUse, pEnd}, names)
}

func TestTheRulesPageListsEveryCardWithItsText(t *testing.T) {
	t.Parallel()
	rules := Game{}.Info().Rules
	assert.Contains(t, rules, "**Flock**")
	for _, df := range mustDefault(t).defs {
		assert.Contains(t, rules, "**"+df.Name+"**")
		assert.Contains(t, rules, df.text)
	}
}

func TestADecodedStateRefusesCorruptCards(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	give(t, s, 0, "owl", 2)
	s.Hands[1] = append(s.Hands[1], s.Hands[0][0]) // one card in two places
	data, err := s.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	assert.Error(t, err)
}

func TestADecodedStateRefusesAMustCardOutOfHand(t *testing.T) {
	t.Parallel()
	s := scenario(t)
	forest(t, s, "owl")
	s.Must = s.Forest[0]
	data, err := s.Encode()
	require.NoError(t, err)
	_, err = Game{}.Decode(data)
	assert.ErrorContains(t, err, "not in hand")
}
