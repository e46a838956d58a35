package keyforge

import "github.com/deckhand/deckhand/games"

// Playouts: uniform random moves, cut after 20 (about a turn of each
// player) and scored by Eval. A random KeyForge game runs some 77 turns,
// so a playout to the end says next to nothing about the board it
// started from, and the rule of thumb is too dear to play out with (it
// weighs every move by playing it and its follow-ups on copies).
// Decided by the strength table, a search of 2,000 iterations against
// Easy over the same 20 deals (`go run ./cmd/strength -game keyforge -a
// ismcts:2000,eps=E,cut=C -b easy -games 20`):
//
//   - to the end, half the moves from the rule of thumb (the searcher's
//     default): the Normal level, whose 200 ms then bought about 500
//     iterations (2,500 a second), lost all 20 games;
//   - random, cut after 8 moves: won 60%, at 25,400 iterations a second;
//   - random, cut after 20: won 75%, at 17,300;
//   - random, cut after 40: won 70%, at 10,800.
func (s *state) Playouts() games.PlayoutTuning {
	return games.PlayoutTuning{Cutoff: 20}
}
