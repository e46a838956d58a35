package rummy

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// legalOf lists seat's legal answers to the prompt of kind, each as its
// choices in the order of a held hand ("7C 7D 7H").
func legalOf(s *state, seat int, kind string) []string {
	var out []string
	for _, m := range s.Legal(seat, nil) {
		if strings.HasPrefix(m.PromptID, kind+"-") {
			out = append(out, held(m.Choices...))
		}
	}
	return out
}

// held sorts card codes as a hand is held; other ids stay as they are.
func held(ids ...string) string {
	ids = slices.Clone(ids)
	key := func(id string) int {
		if c, err := cards.Parse(id); err == nil {
			return sortKey(c)
		}
		return 0
	}
	slices.SortStableFunc(ids, func(a, b string) int { return key(a) - key(b) })
	return strings.Join(ids, " ")
}

// heldAll is held for each list of codes.
func heldAll(lists ...string) []string {
	out := make([]string, len(lists))
	for i, l := range lists {
		out[i] = held(strings.Fields(l)...)
	}
	return out
}

func TestLegalListsEveryDistinctMeldOfTheHandIncludingRunsRoundTheCorner(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 7D 7H 7S QS KS AS 2S 3S 9D", "KD"}})
	assert.ElementsMatch(t, heldAll(
		"7C 7D 7H 7S", "7D 7H 7S", "7C 7H 7S", "7C 7D 7S", "7C 7D 7H",
		"QS KS AS", "KS AS 2S", "AS 2S 3S", "QS KS AS 2S", "KS AS 2S 3S", "QS KS AS 2S 3S",
	), legalOf(s, 0, kindMeld), "every set of 3 or 4 sevens, and every run inside Q-K-A-2-3")

	s = build(t, table{noWrap: true, hands: [2]string{"QS KS AS 2S 3S 9D", "KD"}})
	assert.ElementsMatch(t, heldAll("QS KS AS", "AS 2S 3S"), legalOf(s, 0, kindMeld), "without wrap the ace ends a run at either end")
}

func TestLegalListsAWholeSuitOnceAndEachShorterRunOfIt(t *testing.T) {
	t.Parallel()
	for _, wrap := range []bool{true, false} {
		s := build(t, table{noWrap: !wrap, hands: [2]string{"AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2C", "KD"}})
		melds := legalOf(s, 0, kindMeld)
		assert.Equal(t, 1, strings.Count(strings.Join(melds, "|"), held(strings.Fields("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")...)), "wrap %v", wrap)
		// With wrap a run of 3 to 12 cards starts at any of the 13
		// ranks; without, at any of the 14 positions from the low ace
		// to the high ace that leave it room. And the whole suit once.
		runs := 1
		for n := 3; n <= 12; n++ {
			if wrap {
				runs += 13
			} else {
				runs += 14 - n + 1
			}
		}
		assert.Len(t, melds, runs, "wrap %v", wrap)
	}
}

func TestLegalListsLayOffsPerCardAndMeldDrawsAtEveryPlayableDepthAndDiscards(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C 7H 9S QD",
		melds: []string{"@1 4H 5H 6H"}})
	assert.Equal(t, []string{"stock", "QD", "7H"}, legalOf(s, 0, kindDraw),
		"9S cannot be played; 7H makes a set with 7C 7D or goes on the hearts; 4C cannot be played")
	assert.Empty(t, s.Legal(1, nil), "the seat not to act has no move")

	s = build(t, table{hands: [2]string{"7H 3H QH 2C", "KD"}, melds: []string{"@1 4H 5H 6H", "QC QD QS"}})
	require.Len(t, s.Melds, 2)
	var layOffs []string
	for _, m := range s.Legal(0, nil) {
		if strings.HasPrefix(m.PromptID, kindLayOff+"-") {
			layOffs = append(layOffs, m.Choices[0])
		}
	}
	assert.ElementsMatch(t, []string{"3H~1", "7H~1", "QH~2"}, layOffs)
	assert.ElementsMatch(t, []string{"7H", "3H", "QH", "2C"}, legalOf(s, 0, kindDiscard))
}

func TestAtATallyEachSeatYetToChooseMayGoOnOrEndTheMatch(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseTally, hands: [2]string{"7C", "KD"}, tally: []RoundScore{{Out: 0}}})
	s.Votes[0] = true
	assert.Empty(t, s.Legal(0, nil))
	assert.ElementsMatch(t, []string{"next", "end"}, legalOf(s, 1, kindNext))
	assert.Equal(t, []int{1}, s.Waiting(nil))
}

func TestTheMeldMenuIsShownOnlyWhenTheHandHoldsAMeld(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 8D 9H 2C", "KD"}})
	assert.Nil(t, prompt(s, kindMeld), "no three of these make a meld")
	_, err := try(s, kindMeld, "7C", "8D", "9H")
	assert.ErrorIs(t, err, games.ErrStale, "no menu is open")
	assert.Contains(t, err.Error(), "not a meld", "and the player still hears why")
	s = build(t, table{hands: [2]string{"7C 8C 9C 2C", "KD"}})
	assert.NotNil(t, prompt(s, kindMeld))
}
