package bitch

import "github.com/deckhand/deckhand/games"

// Playouts: nine playout moves in ten follow the rule of thumb, and
// playouts run to the end of the game. Both were decided by the
// strength table (a 1,000-iteration search in one seat, 3 Easy players
// in the others, the same 40 deals of 4 seats, `go run ./cmd/strength
// -game bitch -seats 4 -a ismcts:1000,eps=E[,cut=C] -b easy -games 40`):
//
//   - half the moves from the rule of thumb (the searcher's default):
//     mean reward 0.458, first in 12.5%, last in 20%;
//   - nine in ten: reward 0.592, first in 32.5%, last in 17.5%, and
//     less CPU a move (95 ms against 115 ms at the median), because
//     playouts of sensible play are shorter than random ones;
//   - every move: reward 0.517, first in 15%, last in 17.5%: a playout
//     that always plays the rule of thumb explores too little;
//   - nine in ten, cut after 100 moves and scored by Eval, with twice
//     the iterations for the cut's speed: reward 0.458, last in 20%, at
//     138 ms. More playouts of a guess lose to fewer played out.
//
// With two seats nine in ten is as strong as half (26-14 against Easy
// in 40 games either way) at 22,100 iterations a second against 17,400.
// Against 3 random players the same search finished first in 20 games
// of 20.
func (s *state) Playouts() games.PlayoutTuning {
	return games.PlayoutTuning{Heuristic: 0.9}
}
