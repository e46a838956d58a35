package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games/cards"
)

func TestACardOfEqualOrHigherValueMayBePlayed(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "5H 6C 4D").played("5S", 5)
	ids := optionIDs(t, s, 0)
	assert.Contains(t, ids, "5")
	assert.Contains(t, ids, "6")
	play(t, s, 0, "6")
	assert.Equal(t, "5S 6C", stackCodes(s))
	assert.Equal(t, 1, s.Turn)
}

func TestALowerCardIsRefused(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "4D 9C").played("5S", 5)
	assert.NotContains(t, optionIDs(t, s, 0), "4")
	refused(t, s, 0, "4")
}

func TestJacksQueensAndKingsRankInThatOrder(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "JC KC 9D").played("QS", queen)
	ids := optionIDs(t, s, 0)
	assert.Contains(t, ids, "K")
	assert.NotContains(t, ids, "J")
	assert.NotContains(t, ids, "9")

	s = table(2).hand(0, "JC 10C").turned("10S")
	assert.Contains(t, optionIDs(t, s, 0), "J", "a jack beats a 10")
}

func TestSeveralCardsOfOneValueArePlayedTogether(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "6H 6C 6D 3S").played("4S", 4)
	play(t, s, 0, "6", "n3j0")
	assert.Equal(t, "4S 6H 6C 6D", stackCodes(s))
	assert.Equal(t, "3S", handCodes(s, 0))
}

func TestAPlayIsChosenValueFirstThenHowMany(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "6H 6C 6D 9D").played("4S", 4)
	assert.Equal(t, []string{"6", "9", "pass"}, optionIDs(t, s, 0), "one option per value")
	assert.Equal(t, "Play 6s…", turnPrompt(t, s, 0).Options[0].Label)
	assert.Equal(t, "Play 9♦", turnPrompt(t, s, 0).Options[1].Label, "a lone card plays at once")
	play(t, s, 0, "6")
	assert.Equal(t, "How many 6s? On top: 4: play 4 or higher, a 2, a 10 or an ace.", turnPrompt(t, s, 0).Text,
		"the count still says what lies on top: the hand says it only in its question")
	assert.Equal(t, []string{"n1j0", "n2j0", "n3j0", "back"}, optionIDs(t, s, 0), "every count")
	assert.Equal(t, "Play 6 ×2", turnPrompt(t, s, 0).Options[1].Label)
}

func TestAFourteenCardHandOffersOneOptionPerPlayableValue(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "3C 3D 3H 5C 5D 6C 6D 6H 6S 9C 9D KC AS JK").played("4S", 4)
	ids := optionIDs(t, s, 0)
	// The joker makes every legal value playable: 2, 4-10, J, Q, K, the
	// two aces, and the pickup; no value twice.
	assert.Equal(t, []string{"2", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "AL", "AH", "pass"}, ids)
}

func TestAValueWithOneCardToPlayItWithAsksNoCount(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "9D 4C").played("5S", 5)
	play(t, s, 0, "9")
	assert.Equal(t, "5S 9D", stackCodes(s), "played at once")
	assert.Equal(t, 1, s.Turn)
}

func TestATwoGoesOnAnything(t *testing.T) {
	t.Parallel()
	for name, s := range map[string]*state{
		"king":     table(2).played("KS", king),
		"nine":     table(2).played("9S", 9),
		"high ace": table(2).played("AS", aceHigh),
		"seven":    table(2).played("7S", 7),
	} {
		s.hand(0, "2C 3C")
		assert.Contains(t, optionIDs(t, s, 0), "2", "a 2 on a %s", name)
	}
}

func TestAnythingGoesOnATwoAndNobodyPicksItUp(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "3C 9D").played("KS", king).played("2S", 2)
	assert.Equal(t, []string{"3", "9"}, optionIDs(t, s, 0))
}

func TestTenGoesOnAnythingButANine(t *testing.T) {
	t.Parallel()
	for name, s := range map[string]*state{
		"king":     table(2).played("KS", king),
		"high ace": table(2).played("AS", aceHigh),
		"seven":    table(2).played("7S", 7),
		"jack":     table(2).played("JS", jack),
	} {
		s.hand(0, "10C 3C")
		assert.Contains(t, optionIDs(t, s, 0), "10", "a 10 on a %s", name)
	}
}

func TestATenIsRefusedOnANine(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "10C 3C").played("9S", 9)
	assert.NotContains(t, optionIDs(t, s, 0), "10")
	refused(t, s, 0, "10")
}

func TestANineAsksForNineOrLower(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "3C 8D 9H JC KD 2S").played("9S", 9)
	assert.Equal(t, []string{"2", "3", "8", "9", "pass"}, optionIDs(t, s, 0))
	play(t, s, 0, "3")
	// After a 3 on the 9, the usual rule is back: 3 or higher.
	s.hand(1, "JC").to(1)
	assert.Contains(t, optionIDs(t, s, 1), "J")
}

func TestOnANineAnAceGoesOnlyLow(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "AC 4D").played("9S", 9)
	ids := optionIDs(t, s, 0)
	assert.Contains(t, ids, "AL")
	assert.NotContains(t, ids, "AH")
}

func TestATenBurnsTheStackAndThePlayerGoesAgain(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "10C 4D 5D").played("6S 8H", 6).played("KS", king)
	ev := play(t, s, 0, "10")
	assert.Empty(t, s.Stack, "the stack is burned")
	assert.Equal(t, []string{"6S", "8H", "KS", "10C"}, cards.Codes(s.Burned), "burned cards leave the game")
	assert.Equal(t, 0, s.Turn, "the same player plays again")
	assert.Contains(t, eventText(ev), "plays again")
	// Nothing to beat now: anything goes, and no pickup.
	assert.Equal(t, []string{"4", "5"}, optionIDs(t, s, 0))
}

func TestAHighAceBlocksAllButATwoATenOrAHighAce(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "KC QC 5C 2D 10H AS").played("AH", aceHigh)
	assert.Equal(t, []string{"2", "10", "AH", "pass"}, optionIDs(t, s, 0))
	refused(t, s, 0, "K")
	refused(t, s, 0, "AL")
}

func TestALowAceLetsAnythingFollow(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "AC 3D").played("KS", king)
	play(t, s, 0, "AL")
	s.hand(1, "3C 4D").to(1)
	assert.Equal(t, []string{"3", "4"}, optionIDs(t, s, 1), "anything, and no pickup")
}

func TestAnAceGoesOnAnythingDeclaredHighOrLow(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "AC 3D").played("KS", king)
	ids := optionIDs(t, s, 0)
	assert.Contains(t, ids, "AL")
	assert.Contains(t, ids, "AH")
	play(t, s, 0, "AH")
	assert.Equal(t, aceHigh, s.Stack[len(s.Stack)-1].As)
}

func TestAJokerPlaysAsAnyLegalCard(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "JK").played("9S", 9)
	assert.Equal(t, []string{"2", "3", "4", "5", "6", "7", "8", "9", "AL", "pass"}, optionIDs(t, s, 0),
		"on a 9 a joker can be 9 or lower, never a 10")
	play(t, s, 0, "5")
	top := s.Stack[len(s.Stack)-1]
	assert.True(t, top.Card.IsJoker())
	assert.Equal(t, value(5), top.As)
}

func TestAJokerAsATenBurnsTheStack(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "JK 4C").played("QS KS", king)
	play(t, s, 0, "10")
	assert.Empty(t, s.Stack)
	assert.Len(t, s.Burned, 3)
	assert.Equal(t, 0, s.Turn, "a joker as a 10 has the 10's power: play again")
}

func TestJokersJoinAValueAndCountAsIt(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "7C JK 4D").played("5S", 5)
	play(t, s, 0, "7", "n1j1")
	require.Len(t, s.Stack, 3)
	assert.Equal(t, value(7), s.Stack[2].As)
	s.hand(1, "3C").to(1)
	assert.Equal(t, []string{"pass"}, optionIDs(t, s, 1))
	assert.Equal(t, "Draw 4", turnPrompt(t, s, 1).Options[0].Label, "a joker as a 7 is a 7: two 7s, draw 4")
}

func TestATurnedUpCardHasNoPower(t *testing.T) {
	t.Parallel()
	// A turned 7 is only a 7: play 7 or higher, nobody draws.
	s := table(2).hand(0, "8C 3D").turned("7S")
	assert.Equal(t, []string{"8", "pass"}, optionIDs(t, s, 0))
	assert.Equal(t, "Pick up the stack (1)", turnPrompt(t, s, 0).Options[1].Label)
	// A turned 8 is seen, and skips nobody.
	s = table(2).hand(0, "5C 9D").played("KH", 3).turned("8S")
	assert.Equal(t, []string{"9", "pass"}, optionIDs(t, s, 0))
	// A turned joker counts as a 2 and a turned ace as low: anything goes.
	s = table(2).hand(0, "3C").turned("JK")
	assert.Equal(t, []string{"3"}, optionIDs(t, s, 0))
	s = table(2).hand(0, "3C").turned("AS")
	assert.Equal(t, []string{"3"}, optionIDs(t, s, 0))
}

func TestANineIsNotSeeThrough(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "9C 4D").hand(1, "KD 5C").played("3S", 3)
	play(t, s, 0, "9")
	// Seat 1 faces the 9 itself, not the 3 beneath: a K is refused.
	assert.Equal(t, []string{"5", "pass"}, optionIDs(t, s, 1))
	assert.NotContains(t, publicText(s.Public()), "9♣ (see-through)")
}

func TestACardGoesOnTheStackExactlyWhenItHasAValueThere(t *testing.T) {
	t.Parallel()
	faces := []face{{Kind: faceFree}, {Kind: faceNine, V: 9}, {Kind: faceHighAce, V: aceHigh}, {Kind: faceSevens, V: 7, Sevens: 2}}
	for v := value(3); v <= king; v++ {
		faces = append(faces, face{Kind: faceValue, V: v})
	}
	for _, f := range faces {
		for c := range cards.Card(64) {
			if c.Valid() {
				assert.Equal(t, len(f.valuesFor(c)) > 0, f.takes(c), "%s on %s", c, f.describe())
			}
		}
	}
}
