package starcollector

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFightThreeAndDrawACard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"shooting-star", "comet"}, {"binary", "nebula"}}, deck: []string{"galaxy", "quasar", "quasar"}})
	ev := turn(t, s, Fight, "shooting-star", Fight, "binary")
	// Fight 3 against fight 3: a tie, and the card still draws.
	assert.ElementsMatch(t, []string{"shooting-star", "binary"}, ids(s.Pot))
	assert.ElementsMatch(t, []string{"comet", "galaxy"}, ids(s.Hands[0]))
	assert.Contains(t, texts(ev, false)[0], seatRef[0]+" plays Fight 3 + draw 1 · Shooting Star ★", "the play says the draw")
	assert.NotContains(t, strings.Join(texts(ev, false), "\n"), "draws", "a draw in full is said once, by its play")
}

func TestASpecialDrawComesAfterTheOrdinaryDraws(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"shooting-star", "comet"}, {"binary", "nebula"}}, deck: []string{"galaxy", "quasar", "meteor"}})
	turn(t, s, Fight, "shooting-star", Draw, "binary")
	assert.ElementsMatch(t, []string{"nebula", "galaxy", "quasar", "meteor"}, ids(s.Hands[1]), "the draw 3 draws first")
	assert.ElementsMatch(t, []string{"comet"}, ids(s.Hands[0]), "the deck is empty for the fighter's card")
	assert.Equal(t, []string{"shooting-star"}, ids(s.Collected[0]))
}

func TestFightOneBeatsFightSix(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"black-hole", "galaxy"}, {"comet", "nebula"}}, deck: spare})
	turn(t, s, Fight, "black-hole", Fight, "comet")
	assert.ElementsMatch(t, []string{"black-hole", "comet"}, ids(s.Collected[0]))

	// The same from the second seat.
	s = build(t, table{hands: [2][]string{{"comet", "nebula"}, {"black-hole", "galaxy"}}, deck: spare})
	turn(t, s, Fight, "comet", Fight, "black-hole")
	assert.ElementsMatch(t, []string{"black-hole", "comet"}, ids(s.Collected[1]))
}

func TestFightOneThatBeatsSixStillLosesToFightTwo(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"black-hole", "galaxy"}, {"quasar", "nebula"}}, deck: spare})
	turn(t, s, Fight, "black-hole", Fight, "quasar")
	assert.ElementsMatch(t, []string{"black-hole", "quasar"}, ids(s.Collected[1]))
}

func TestAWinsTiesCardWinsAFightOfEqualNumbers(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"binary", "galaxy"}, {"eclipse", "nebula"}}, deck: spare})
	turn(t, s, Fight, "binary", Fight, "eclipse")
	assert.ElementsMatch(t, []string{"binary", "eclipse"}, ids(s.Collected[1]))
	assert.Empty(t, s.Pot)
}

func TestTwoWinsTiesCardsStillTie(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"eclipse", "galaxy"}, {"eclipse", "nebula"}}, deck: spare})
	turn(t, s, Fight, "eclipse", Fight, "eclipse")
	assert.ElementsMatch(t, []string{"eclipse", "eclipse"}, ids(s.Pot))
}

func TestAnAmbushAlsoCollectsTheDrawCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"dark-nebula", "galaxy"}, {"quasar", "nebula"}}, pot: []string{"cluster"}, deck: spare})
	ev := turn(t, s, Fight, "dark-nebula", Draw, "quasar")
	assert.ElementsMatch(t, []string{"dark-nebula", "quasar", "cluster"}, ids(s.Collected[0]))
	assert.Empty(t, s.Discard)
	assert.Len(t, s.Hands[1], 5, "the ambushed player still draws")
	assert.Contains(t, strings.Join(texts(ev, false), "\n"), seatRef[0]+" ambushes the draw card and collects 3 cards")
}

func TestAnAmbushAgainstAFightIsAnOrdinaryFight(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"dark-nebula", "galaxy"}, {"meteor", "nebula"}}, deck: spare})
	turn(t, s, Fight, "dark-nebula", Fight, "meteor")
	assert.ElementsMatch(t, []string{"dark-nebula", "meteor"}, ids(s.Collected[1]))
}

func TestAKeepCardIsCollectedByItsOwnPlayer(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"observatory", "galaxy"}, {"quasar", "nebula"}}, deck: append(spare, spare...)})
	turn(t, s, Draw, "observatory", Draw, "quasar")
	assert.Equal(t, []string{"observatory"}, ids(s.Collected[0]))
	assert.Equal(t, []string{"quasar"}, ids(s.Discard))
	assert.Len(t, s.Hands[0], 4, "the keep card draws as any draw card")
}

func TestAnAmbushTakesAKeepCard(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"dark-nebula", "galaxy"}, {"observatory", "nebula"}}, deck: spare})
	turn(t, s, Fight, "dark-nebula", Draw, "observatory")
	assert.ElementsMatch(t, []string{"dark-nebula", "observatory"}, ids(s.Collected[0]))
	assert.Empty(t, s.Collected[1])
}

func TestATrapSendsTheFightCardToThePot(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"meteor", "galaxy"}, {"wormhole", "nebula"}}, pot: []string{"cluster"}, deck: spare})
	ev := turn(t, s, Fight, "meteor", Draw, "wormhole")
	assert.ElementsMatch(t, []string{"cluster", "meteor"}, ids(s.Pot), "the fighter collects neither its card nor the pot")
	assert.Empty(t, s.Collected[0])
	assert.Equal(t, []string{"wormhole"}, ids(s.Discard))
	assert.Len(t, s.Hands[1], 4, "the trap draws as any draw card")
	assert.Contains(t, strings.Join(texts(ev, false), "\n"), seatRef[1]+"'s Wormhole is a trap")
}

func TestATrapSpringsOnAnAmbush(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"dark-nebula", "galaxy"}, {"wormhole", "nebula"}}, deck: spare})
	turn(t, s, Fight, "dark-nebula", Draw, "wormhole")
	assert.Equal(t, []string{"dark-nebula"}, ids(s.Pot))
	assert.Equal(t, []string{"wormhole"}, ids(s.Discard))
	assert.Empty(t, s.Collected[0])
}

func TestATrapAgainstADrawDoesNothingMore(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"quasar", "galaxy"}, {"wormhole", "nebula"}}, pot: []string{"cluster"}, deck: spare})
	turn(t, s, Draw, "quasar", Draw, "wormhole")
	assert.Equal(t, []string{"cluster"}, ids(s.Pot))
	assert.ElementsMatch(t, []string{"quasar", "wormhole"}, ids(s.Discard))
}

func TestASpecialWorksOnlyOnItsSide(t *testing.T) {
	t.Parallel()
	// The Black Hole played as a draw card is an ordinary draw 2; the
	// Wormhole played as a fight card is an ordinary fight 1.
	s := build(t, table{hands: [2][]string{{"black-hole", "galaxy"}, {"wormhole", "nebula"}}, deck: spare})
	turn(t, s, Draw, "black-hole", Fight, "wormhole")
	assert.Equal(t, []string{"wormhole"}, ids(s.Collected[1]))
	assert.Equal(t, []string{"black-hole"}, ids(s.Discard))
	assert.Len(t, s.Hands[0], 3)

	// The Shooting Star played as a draw card draws its 2, not one more.
	s = build(t, table{hands: [2][]string{{"shooting-star", "galaxy"}, {"comet", "nebula"}}, deck: spare})
	turn(t, s, Draw, "shooting-star", Fight, "comet")
	assert.Equal(t, []string{"shooting-star"}, ids(s.Discard))
	assert.Len(t, s.Hands[0], 3)
}

func TestCardTextIsMadeFromTheData(t *testing.T) {
	t.Parallel()
	d, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	byID := func(id string) *Kind { return &d.Kinds[d.byID[id]] }
	cases := map[string][2]string{
		"comet":         {"Fight 6", "Draw 1"},
		"shooting-star": {"Fight 3 and draw a card.", "Draw 2"},
		"black-hole":    {"Fight 1, but this card beats Fight 6 cards.", "Draw 2"},
		"eclipse":       {"Fight 3, and this card wins a fight of equal numbers.", "Draw 2"},
		"dark-nebula":   {"Fight 4; against a draw card, also collect that draw card.", "Draw 2"},
		"observatory":   {"Fight 2", "Draw 3, then collect this card instead of discarding it."},
		"wormhole":      {"Fight 1", "Draw 3; a fight card played against it goes to the pot, uncollected."},
	}
	for id, want := range cases {
		k := byID(id)
		assert.Equal(t, want, [2]string{k.textFight, k.textDraw}, id)
	}
	assert.Equal(t, "Fight 3 + draw 1 · Shooting Star ★", byID("shooting-star").labelFight)
	assert.Equal(t, "Fight 1, beats 6 · Black Hole ★★", byID("black-hole").labelFight)
	assert.Equal(t, "★★ · fight 1 / draw 2 · Fight 1, but this card beats Fight 6 cards.", byID("black-hole").detail)
}
