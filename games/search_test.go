package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRewardGivesFirstOneAndLastZero(t *testing.T) {
	t.Parallel()
	r := &Result{Rank: []int{2, 1, 3}}
	assert.Equal(t, 0.5, Reward(r, 0), "second of three sits halfway")
	assert.Equal(t, 1.0, Reward(r, 1), "first place is worth 1")
	assert.Equal(t, 0.0, Reward(r, 2), "last place is worth 0")
}

func TestRewardSharesTiedPlaces(t *testing.T) {
	t.Parallel()
	assert.Equal(t, 0.5, Reward(&Result{Rank: []int{1, 1}}, 0), "a two-seat draw is worth a half")
	r := &Result{Rank: []int{1, 1, 3, 4}}
	assert.InDelta(t, 5.0/6, Reward(r, 0), 1e-9, "two firsts share places 1 and 2 of 4")
	assert.Equal(t, 0.0, Reward(r, 3), "last is still 0 when others tie above")
}

func TestAnswerCloneSharesNoMemory(t *testing.T) {
	t.Parallel()
	a := Answer{Seat: 1, PromptID: "p", Choices: []string{"x", "y"}}
	b := a.Clone()
	a.Choices[0] = "z"
	assert.Equal(t, []string{"x", "y"}, b.Choices, "a clone must not see later changes of the original")
	assert.Nil(t, Answer{}.Clone().Choices, "no choices stay no choices")
}

func TestDropBackLeavesOutStepsBackUnlessNothingElseIsLeft(t *testing.T) {
	t.Parallel()
	move := func(id string) Move { return Move{Answer: Answer{PromptID: "p", Choices: []string{id}}} }
	got := DropBack([]Move{move(BackID), move("6"), move(BackID), move("Q")})
	if len(got) != 2 || got[0].Choices[0] != "6" || got[1].Choices[0] != "Q" {
		t.Errorf("DropBack = %v, want the two plays in order and no Back", got)
	}
	if got := DropBack([]Move{move(BackID)}); len(got) != 1 {
		t.Errorf("DropBack of a lone Back = %v, want it kept: a seat must have something to answer", got)
	}
}
