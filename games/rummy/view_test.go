package rummy

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

func TestTheBoardShowsTheWholeDiscardPileTheStockAndHandCounts(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S 9D", "KD"}, pile: "4C 8H JS", stock: "5C"})
	v := s.Public()
	assert.Equal(t, "Rummy · round 1 · to 500", v.Title)
	assert.Contains(t, v.Lines, "{seat0} to draw.")
	assert.Contains(t, v.Lines, "**Stock** 46 cards · **Hands** {seat0} 2 · {seat1} 1")
	assert.Contains(t, v.Lines, "**Discard pile** (bottom → top): 4♣ 8♥ **J♠**")
}

func TestTheBoardMarksWhoLaidEachMeldCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"2S 9D", "KD"}, melds: []string{"@1 4H 5H 6H 7H@0", "QC QD QS"}})
	var melds string
	for _, f := range s.Public().Fields {
		if f.Name == "Melds" {
			melds = f.Value
		}
	}
	assert.Equal(t, "¹ laid by {seat0} · ² laid by {seat1}\n**1** 4♥² 5♥² 6♥² 7♥¹\n**2** Q♣¹ Q♦¹ Q♠¹", melds)
}

func TestTheBoardSaysWhoMustPlayTheDeepestCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "4C 7H QD"})
	answer(t, s, kindDraw, "7H")
	v := s.Public()
	assert.Contains(t, v.Lines, "{seat0} to play: must meld or lay off 7♥ before discarding.")
	assert.Contains(t, v.Lines, "{seat0} holds 7♥ Q♦ from the pile.")
	p := s.Private(0)
	assert.Contains(t, p.Lines, "You must meld or lay off **7♥** this turn: you cannot discard until you do.")
	assert.Contains(t, p.Lines, "Taken from the pile this turn, not to be discarded: 7♥ Q♦.")
}

func TestTheBoardNeverShowsACardInAHandOrTheStock(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S 9D", "KD"}, pile: "4C", stock: "5C"})
	v := s.Public()
	text := v.Title + strings.Join(v.Lines, "\n")
	for _, f := range v.Fields {
		text += f.Name + f.Value
	}
	// No label is part of another ("10♠" holds no "0♠"), so a plain
	// search finds a hidden card wherever it stands.
	for _, c := range append(append(s.Hands[0], s.Hands[1]...), s.Stock...) {
		assert.NotContains(t, text, c.String())
	}
}

func TestTheRoundEndRevealsTheHandsAndTheScores(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"4C 5C 6C 9D", "KD AH"}})
	answer(t, s, kindMeld, "4C", "5C", "6C")
	answer(t, s, kindDiscard, "9D")
	v := s.Public()
	assert.Contains(t, v.Lines, "Round 1 is over: {seat0} went out.")
	assert.Contains(t, v.Lines, "{seat0}: melded 15, nothing left: **+15**")
	assert.Contains(t, v.Lines, "{seat1}: melded 0, left K♦ A♥ (−25): **−25**")
}

func TestThePrivateViewShowsTheHandBySuit(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"2S 9D KD 4C AS", "KH"}, melds: []string{"7C 7D 7H"}})
	v := s.Private(0)
	assert.Equal(t, "Your hand · 5 cards", v.Title)
	assert.Equal(t, "4♣ · 9♦ K♦ · A♠ 2♠", v.Lines[0])
	assert.Contains(t, v.Lines, "This round: melded +15, in hand −40.")
}

func TestAHandOfMoreThan25CardsKeepsEveryOption(t *testing.T) {
	t.Parallel()
	var hand []string
	for _, c := range cards.Deck()[:30] {
		hand = append(hand, c.Code())
	}
	s := build(t, table{hands: [2]string{strings.Join(hand, " "), "KS"}, pile: "QS"})
	meld := prompt(s, kindMeld)
	require.NotNil(t, meld)
	assert.Len(t, meld.Options, 30)
	assert.Equal(t, 13, meld.Max, "a run holds at most 13 cards")
	assert.Len(t, prompt(s, kindDiscard).Options, 30)
	answer(t, s, kindMeld, "10D", "JD", "QD", "KD")
	assert.Len(t, prompt(s, kindDiscard).Options, 26)
}

func TestEveryPromptFitsTheLimitsOfDiscord(t *testing.T) {
	t.Parallel()
	// The heavy moment of the benchmarks: the draw, then the play after
	// the deepest pickup (a card owed), then a play with nothing owed.
	s := benchState(t)
	d := s.drawPrompt()
	owing := s.clone()
	answer(t, owing, kindDraw, d.Options[len(d.Options)-1].ID)
	require.NotNil(t, owing.Owed)
	free := benchState(t)
	free.Phase = phasePlay
	for _, st := range []*state{s, owing, free} {
		for _, p := range st.Prompts() {
			assert.LessOrEqual(t, len(p.ID), games.MaxIDLen)
			assert.LessOrEqual(t, len([]rune(p.Text)), games.MaxTextLen, p.Text)
			for _, o := range p.Options {
				assert.LessOrEqual(t, len(o.ID), games.MaxIDLen)
				assert.LessOrEqual(t, len([]rune(o.Label)), games.MaxLabelLen)
				assert.LessOrEqual(t, len([]rune(o.Detail)), games.MaxDetailLen)
			}
		}
	}
}

func TestOneCardIsSaidInTheSingular(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S", "KD 9D"}, pile: "4C 8H", stock: "5C", exact: true})
	assert.Contains(t, s.Public().Lines, "**Stock** 1 card · **Hands** {seat0} 1 · {seat1} 2", "not 1 cards")
	assert.Equal(t, "Your hand · 1 card", s.Private(0).Title)
	var details []string
	for _, o := range prompt(s, kindDraw).Options {
		details = append(details, o.Label+" / "+o.Detail)
	}
	assert.Contains(t, strings.Join(details, "\n"), "1 card left", "the stock's option")
	assert.NotContains(t, strings.Join(details, "\n"), "1 cards")
}

// An empty hand holds no points against its player: "in hand 0", never
// "in hand −0".
func TestAnEmptyHandSaysNothingIsHeldAgainstItsPlayer(t *testing.T) {
	s := build(t, table{hands: [2]string{"", "9D 10D"}, melds: []string{"4H 5H 6H"}, phase: phaseDraw, turn: 1})
	var line string
	for _, l := range s.Private(0).Lines {
		if strings.HasPrefix(l, "This round:") {
			line = l
		}
	}
	if line != "This round: melded +15, in hand 0." {
		t.Errorf("the round line reads %q", line)
	}
}
