// Package ismcts is Deckhand's CPU player: single-observer
// information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and
// Whitehouse, IEEE TCIAIG 2012), written once against the game contract
// and naming no game.
//
// Every iteration starts from a fresh determinization of the real state
// (State.Determinize for the thinking seat), so the search reads nothing
// the seat may not see: hidden cards, and an opponent's committed but
// unrevealed choice, are resampled each time. A node of the tree is a
// sequence of moves from the root; it keeps one edge per move ever tried
// there, with its visits, its summed reward for the seat that made it and
// its availability (how often it was legal when the node was visited).
// Selection is UCB over the moves available in the current
// determinization, with availability in place of the parent's visits.
//
// Who moves at a node: first every seat that holds only optional prompts
// (Call bluff) and has not yet let this moment pass, in ascending order,
// with its optional answers plus a "pass" pseudo-move; then the lowest
// seat the game waits on, with all its legal answers. So the value of a
// bluff accounts for being called. At the root the thinking seat decides.
//
// Seats the game waits on at once (simultaneous secret choices) decide in
// a round: each later seat of the round decides at a node shared by every
// choice the earlier ones made, and every seat of the round picks by Exp3
// rather than UCB (deterministic UCB would move two seats in step), so no
// seat in the tree answers a choice it could not have seen; the tree
// resumes at the node of the round's whole set of choices. (An opponent's
// real committed choice never reaches the search at all: Determinize
// resamples it.)
//
// States that implement games.Searchable are searched on the lean path
// (Legal, Waiting, Play). Others are searched through Prompts and Apply:
// multi-select prompts are enumerated while their combinations are few and
// sampled at random beyond that, and answers the game refuses are dropped.
//
// Playouts pick uniform random legal moves, or the state's
// games.Heuristic with probability Epsilon, and may be cut short after
// Cutoff moves and scored with games.Evaluator; a level takes both from
// the game where it measured them (games.Playouts). Finished games are
// scored with games.Reward for every seat.
package ismcts
