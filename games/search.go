package games

import "math/rand/v2"

// The lean path. A CPU player's search applies millions of answers to
// throwaway copies of a state; nobody reads a label, a detail or an
// event sentence there. A state that implements Searchable offers the
// same game without that text. The labelled path (Prompts, Apply) stays
// what players see; the test kit proves both offer the same answers.

// Move is one legal answer on the lean path.
type Move struct {
	Answer
	// Optional: the answer is to an optional prompt (Call bluff); the
	// game does not wait for it.
	Optional bool
}

// Searchable is implemented by states that offer the lean path. Every
// game implements it; callers that only hold a State type-assert.
type Searchable interface {
	State
	// Clone returns an independent deep copy, RNG included, without
	// going through Encode. Changing one never changes the other.
	Clone() State
	// Legal appends to buf every legal answer of seat's open prompts and
	// returns it: each option of a single-choice prompt, the empty answer
	// of a prompt whose Min is 0, and for multi-select prompts every
	// combination the game accepts, or, where those are too many to list
	// (more than MaxLegal), a sensible subset that always includes at
	// least one accepted answer of each prompt the game waits on.
	// Every listed move is accepted by Apply and Play.
	//
	// The returned moves, and the Choices slices inside them, may share
	// memory the state reuses: they stay valid until the next Apply or
	// Play on this state. A caller that keeps one longer copies it with
	// Answer.Clone.
	Legal(seat int, buf []Move) []Move
	// Waiting appends to buf the seats the game waits on (those holding
	// a non-optional prompt), in ascending order, as games.Waiting does
	// for Prompts.
	Waiting(buf []int) []int
	// Play applies a exactly as Apply does (same checks, same resulting
	// state, byte for byte) but builds no event text. On error the state
	// is unchanged.
	Play(a Answer) error
}

// BackID is the id of an option that only steps back to an earlier
// question of the same turn (a Back button after "which value?"): the
// game is as it was before that question was answered. Players need it;
// a search leaves it out, since stepping back is worth exactly what the
// step before it is worth, and a player that weighs it may pick and
// step back for ever.
const BackID = "back"

// DropBack removes from moves, in place, the answers that only step back
// (BackID), unless nothing else is left, and returns what remains.
func DropBack(moves []Move) []Move {
	kept := 0
	for _, m := range moves {
		if len(m.Choices) != 1 || m.Choices[0] != BackID {
			moves[kept] = m
			kept++
		}
	}
	if kept == 0 {
		return moves
	}
	return moves[:kept]
}

// MaxLegal bounds how many moves Legal lists for one seat.
const MaxLegal = 512

// Evaluator is implemented by states that can estimate, before the end,
// how well the game stands for each seat. A search cuts a long playout
// short with it (a whole Rummy match, an 8-player Bitch game). Eval
// returns a value in [0, 1] comparable with Reward of a finished game:
// 1 is as good as finishing first, 0 as bad as finishing last.
type Evaluator interface {
	Eval(seat int) float64
}

// Playouts is implemented by states whose game has measured how a
// search should play it out: how often a playout move follows the
// Heuristic, and whether an Evaluator should cut the playout short. The
// numbers come from the game's strength table (a tuning that plays
// weaker is not kept for being faster); a game without it gets the
// searcher's defaults.
type Playouts interface {
	Playouts() PlayoutTuning
}

// PlayoutTuning shapes a search's playouts in one game.
type PlayoutTuning struct {
	// Heuristic is the share of playout moves that follow Heuristic, in
	// [0, 1]; the others are uniform random among the legal moves.
	Heuristic float64
	// Cutoff ends a playout after that many moves and scores it with
	// Evaluator; zero plays on to the end of the game.
	Cutoff int
}

// Heuristic is implemented by states that know a rule-of-thumb answer:
// the Easy CPU, a baseline in strength tables, and a playout policy for
// the search. Suggest returns an answer seat may give now that Apply
// accepts, or false when seat has nothing to answer. It may use rng to
// break ties and must not change the state. The answer follows the
// validity rule of Legal.
type Heuristic interface {
	Suggest(seat int, rng *rand.Rand) (Answer, bool)
}

// Knowledge is implemented by games where a seat follows a hidden card
// to where it is (a card picked up from the public stack into a hand, a
// hand shown by a wrong bluff call, a card taken from a discard pile).
// Known lists, for seat, every card it knows the place of although the
// card lies face down or in another seat's hand; each entry is a card
// and its zone, in the game's own names. Zone lists the cards in a zone
// now (nil for a name the game does not know). Determinize(seat) keeps
// every known card in its zone; the test kit checks it through Zone.
type Knowledge interface {
	Known(seat int) []Placed
	Zone(name string) []string
}

// Placed is a card a seat knows the place of.
type Placed struct {
	Card string // the game's card code
	Zone string // the game's zone name, e.g. "hand1"
}

// Reward turns a finished game's ranks into a value in [0, 1] for seat:
// 1 for first, 0 for last, evenly spaced between, ties sharing the
// average of the places they cover. A game where every seat ties gives
// 0.5 to each.
func Reward(r *Result, seat int) float64 {
	n := len(r.Rank)
	if n < 2 {
		return 1
	}
	mine := r.Rank[seat]
	better, equal := 0, 0
	for _, rk := range r.Rank {
		switch {
		case rk < mine:
			better++
		case rk == mine:
			equal++
		}
	}
	// Places better .. better+equal-1 (0-based), averaged.
	place := float64(better) + float64(equal-1)/2
	return 1 - place/float64(n-1)
}

// Clone returns a copy of a whose Choices do not share memory with a.
func (a Answer) Clone() Answer {
	if a.Choices != nil {
		a.Choices = append([]string(nil), a.Choices...)
	}
	return a
}
