package keyforge

import (
	"math"
	"testing"
)

// An even board is an even game, and the two seats' chances add to one.
func TestEvalOfAnEvenBoardIsAnEvenChance(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	if e0, e1 := b.s.Eval(0), b.s.Eval(1); math.Abs(e0-0.5) > 1e-9 || math.Abs(e0+e1-1) > 1e-9 {
		t.Errorf("Eval = %v and %v on an empty, even board; want 0.5 each", e0, e1)
	}
}

// A forged key is worth more than the Æmber it cost, and a lead of one
// key is a good chance, not a certainty.
func TestEvalFavoursTheSideAKeyAhead(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	b.s.table.P[0].Keys = 1
	b.s.table.P[1].Aember = 5
	e := b.s.Eval(0)
	if e <= 0.5 || e >= 0.9 {
		t.Errorf("Eval(0) = %v with a key against 5 Æmber; want above 0.5 and below 0.9", e)
	}
	if math.Abs(e+b.s.Eval(1)-1) > 1e-9 {
		t.Errorf("Eval(0) + Eval(1) = %v, want 1", e+b.s.Eval(1))
	}
}

// Creatures in play make Æmber later: they count for their side.
func TestEvalCountsCreaturesInPlay(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	b.creatures(1, "hammerhand-giant", "spark-imp")
	if e := b.s.Eval(1); e <= 0.5 {
		t.Errorf("Eval(1) = %v with two creatures against none; want above 0.5", e)
	}
}

// A finished game is scored as its reward: the winner 1, the loser 0.
func TestEvalOfAFinishedGameIsItsReward(t *testing.T) {
	t.Parallel()
	b := newBoard(t, "Emberforge")
	b.s.table.P[1].Keys, b.s.Winner = 3, 1
	if e0, e1 := b.s.Eval(0), b.s.Eval(1); e0 != 0 || e1 != 1 {
		t.Errorf("Eval = %v and %v after seat 1 forged its third key; want 0 and 1", e0, e1)
	}
}
