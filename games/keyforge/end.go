package keyforge

import (
	"fmt"

	"github.com/deckhand/deckhand/games"
)

// Result is nil until a player forges a third key.
func (s *state) Result() *games.Result {
	if s.Winner < 0 {
		return nil
	}
	r := &games.Result{Rank: []int{2, 2}, Score: []int{s.P[0].Keys, s.P[1].Keys}}
	r.Rank[s.Winner] = 1
	r.Summary = fmt.Sprintf("%s forged three keys and wins, %d keys to %d, on turn %d.", games.Seat(s.Winner), s.P[s.Winner].Keys, s.P[1-s.Winner].Keys, s.Turn)
	return r
}
