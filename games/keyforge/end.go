package keyforge

import (
	"math"

	"github.com/deckhand/deckhand/games"
)

// Result is nil until a player forges a third key.
func (s *state) Result() *games.Result {
	if s.Winner < 0 {
		return nil
	}
	r := &games.Result{Rank: []int{2, 2}, Score: []int{s.table.P[0].Keys, s.table.P[1].Keys}}
	r.Rank[s.Winner] = 1
	r.SummaryMsg = games.Say("keyforge.result", "Seat", games.Seat(s.Winner), "Keys", s.table.P[s.Winner].Keys, "Other", s.table.P[1-s.Winner].Keys, "Turn", s.Turn)
	r.Summary = voiceOf(s).say(r.SummaryMsg)
	return r
}

// evalScale turns the heuristic's score (score: keys weigh 8, an Æmber
// 1, a creature about 2) into a chance to win: a lead of one key is
// worth about 73%, two keys about 88%. A guess the strength table
// judges, through the cut-off it lets a search make.
const evalScale = 8

// Eval estimates seat's chance of winning before the end, for a search
// that cuts a playout short: the Easy player's score of the board (what
// each side has forged, holds and can make Æmber with), turned into a
// probability by a logistic of evalScale. A finished game is its reward.
func (s *state) Eval(seat int) float64 {
	if s.Winner >= 0 {
		return games.Reward(s.Result(), seat)
	}
	return 1 / (1 + math.Exp(-s.score(seat)/evalScale))
}
