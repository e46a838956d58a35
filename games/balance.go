package games

import "math/rand/v2"

// The balance report. A designed game (its deck, its card pool) is tuned
// by watching skilled players play it: how long a game lasts, whether
// one group of cards wins more than its share, whether a special card is
// played at all or decides games alone. A state that implements Balanced
// tells a report what to count; the report watches the game answer by
// answer, so the game keeps nothing for it. A report may rely on exactly
// what the methods below promise and nothing more.

// Balanced is implemented by states whose game has designed cards worth
// reporting on. Every method reads the state only.
type Balanced interface {
	State
	// FirstSeat is the seat that took the first turn, -1 before it is known.
	// In a game whose seats choose at once (Star Collector) it is the
	// seat the rules favour on a tie (seat 0).
	FirstSeat() int
	// Turns is how many turns seat has begun so far. In a game whose
	// seats choose at once (Star Collector) every seat takes every turn.
	Turns(seat int) int
	// Groups appends to buf the groups of cards seat brought or built,
	// each once, in the game's own names (a KeyForge house of its deck,
	// a Bird Rummy species in its nest). Asked at the end of a game.
	Groups(seat int, buf []string) []string
	// Tracked appends to buf the special cards seat holds now, each
	// design once, by the game's card code: the cards whose worth the
	// report weighs.
	Tracked(seat int, buf []string) []string
	// Plays appends to buf the special cards, by code, that a puts into
	// play if applied now: the cards a seat is seen to use. It reads a as
	// Apply would and appends nothing for an answer Apply would refuse.
	Plays(a Answer, buf []string) []string
}

// Plans is implemented by states that can play one-track strategies: the
// plans a skilled player must beat for a game to have no dominant plan
// (always fight, rush to empty the hand, reap only). Each is a simple
// player, as a Heuristic is, that follows its one plan wherever it can.
type Plans interface {
	// PlanNames lists the plans, in a stable order.
	PlanNames() []string
	// Plan answers as plan would, like Heuristic.Suggest: an answer seat
	// may give now, or false when seat has nothing to answer or plan is
	// not one of PlanNames. It must not change the state.
	Plan(plan string, seat int, rng *rand.Rand) (Answer, bool)
}

// DeckPool is implemented by games whose seats each bring a deck of
// their own, one of the many the game can generate (KeyForge's unique
// decks). A report plays a pool of generated decks against one another,
// each several times, to see that no deck is a sure win or a sure loss.
type DeckPool interface {
	// PoolDeck is the option, key and value, that deals seat the
	// generated deck number n: the same deck for the same n in every
	// game, whatever its seed.
	PoolDeck(seat int, n uint64) (key, value string)
}
