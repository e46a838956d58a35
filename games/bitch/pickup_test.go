package bitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPickingUpTakesTheWholeStackAndEndsTheTurn(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C 4C 5C 6C 9C").played("8D QS", queen).played("KS", king)
	ev := play(t, s, 0, "pass")
	assert.Equal(t, "3C 4C 5C 6C 9C 8D QS KS", handCodes(s, 0))
	assert.Empty(t, s.Stack)
	assert.Equal(t, 1, s.Turn)
	assert.Contains(t, eventText(ev), "picks up the stack (3 cards)")
}

func TestAPlayerMayPickUpEvenWithALegalCard(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "KC 3C").played("5S", 5)
	assert.Equal(t, []string{"K", "pass"}, optionIDs(t, s, 0))
	play(t, s, 0, "pass")
	assert.Len(t, s.Hands[0], 3)
}

func TestPickingUpIsRefusedWhenEveryCardCouldBePlayed(t *testing.T) {
	t.Parallel()
	for name, s := range map[string]*state{
		"empty stack":       table(2),
		"a 2 on top":        table(2).played("KS", king).played("2S", 2),
		"a low ace on top":  table(2).played("KS", king).played("AS", aceLow),
		"a 3 on top":        table(2).played("3S", 3),
		"only see-through":  table(2).played("8S", 8),
		"a turned-up joker": table(2).turned("JK"),
	} {
		s.hand(0, "3C 9D")
		assert.NotContains(t, optionIDs(t, s, 0), "pass", name)
		refused(t, s, 0, "pass")
	}
}

func TestTheNextPlayerTurnsUpANewStackAfterAPickup(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C 4C 5C 6C 9C").hand(1, "3D 4D 5D 6D 9D").played("KS", king).deck("JH 2C")
	ev := play(t, s, 0, "pass")
	assert.Equal(t, "JH", stackCodes(s))
	assert.True(t, s.Stack[0].Turned)
	assert.Contains(t, eventText(ev), "{seat1} turns up J♥ to start a new stack")
	assert.Equal(t, []string{"pass"}, optionIDs(t, s, 1), "a turned-up jack must be beaten")
}

func TestWithNoDeckTheNextPlayerPlaysAnythingAfterAPickup(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "3C").hand(1, "3D 4D").played("KS", king)
	play(t, s, 0, "pass")
	assert.Empty(t, s.Stack)
	assert.Equal(t, []string{"3", "4"}, optionIDs(t, s, 1))
}
