package birdrummy

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestTheFinalBoardShowsHowEachScoreIsMade(t *testing.T) {
	s := scenario(t)
	nest(t, s, 0, "crow", 4)
	give(t, s, 0, "owl", 2)
	nest(t, s, 1, "dove", 3)
	s.Phase = phaseOver
	sc := s.Scene(-1)
	want := map[int]map[string]string{
		0: {"nest": "4", "birds in hand": "−2", "score": "2"},
		1: {"nest": "3", "birds in hand": "0", "score": "3"},
	}
	handsShown := 0
	for _, a := range sc.Areas {
		if a.Seat < 0 {
			continue
		}
		got := map[string]string{}
		for _, f := range a.Figures {
			if f.Icon == games.Cards {
				assert.Equal(t, strconv.Itoa(len(s.Hands[a.Seat])), f.Value, "seat %d: the final board still says how many cards the hand holds, as the text view does", a.Seat)
				handsShown++
				continue
			}
			got[f.Label] = f.Value
		}
		assert.Equal(t, want[a.Seat], got, "seat %d: the final board shows the nest, the birds in hand and the score they make, so it matches the result", a.Seat)
	}
	assert.Equal(t, 2, handsShown, "each seat's hand size is on the final board")
	assert.Contains(t, sc.Notes, "Score: the birds in the nest less the birds left in hand.", "and says how a score is made")
	assert.Equal(t, []int{2, 3}, s.Result().Score, "the figures are the result's scores")
}

func TestTheSeenHandShowsOneReadableCardPerDesign(t *testing.T) {
	s := scenario(t)
	give(t, s, 0, "sparrow", 1)
	for _, k := range []string{"owl", "owl", "dove", "hummer", "hummer", "hummer"} {
		give(t, s, 1, k, 1)
		s.Peek[0] = append(s.Peek[0], s.cat.Def(k))
	}
	var seen *games.Zone
	for i, z := range s.Scene(0).Areas[0].Zones {
		if z.Name == "You saw "+games.Seat(1)+"'s hand" {
			seen = &s.Scene(0).Areas[0].Zones[i]
		}
	}
	require.NotNil(t, seen, "the hand view shows what the seat saw")
	assert.Equal(t, games.Row, seen.Layout, "cards side by side, every face readable: a fan hid all but the last")
	var labels []string
	for _, c := range seen.Cards {
		labels = append(labels, c.Label)
	}
	assert.Equal(t, []string{"Owl ×2", "Dove ×1", "Hummingbird ×3"}, labels, "one card per design, with how many")
}

func TestTheHandExplainsTheCircledCostsAndPointsAreSaidInWords(t *testing.T) {
	s := scenario(t)
	give(t, s, 0, "sparrow", 2)
	assert.Contains(t, s.Scene(0).CardsOnly().Notes, costsNote, "the hand picture says what ①②③ mean")
	assert.Contains(t, s.Private(0).Lines, "_"+costsNote+"_", "and so does the hand's text")
	assert.Contains(t, costsNote, "circled numbers are ability costs")

	s.Wild = 2
	assert.Contains(t, s.purse().pointsText(), "2 for the abilities of any species played this turn", "not \"any 2\"")
}

func TestANegativeScoreIsWrittenWithATrueMinus(t *testing.T) {
	s := scenario(t)
	give(t, s, 0, "sparrow", 3)
	last := s.Private(0).Lines[len(s.Private(0).Lines)-1]
	assert.Contains(t, last, "= −3.", "the score reads −3 with a minus sign, as every other figure does, not -3")
}
