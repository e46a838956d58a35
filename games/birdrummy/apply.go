package birdrummy

import (
	"fmt"

	"github.com/deckhand/deckhand/games"
)

// How answers are played: Apply for a player (checked, with the event
// sentences), Play for a search (the same checks, no words), and Legal
// and Waiting, the lean path's list of answers and of seats waited on.

// Apply plays one answer and says what happened. Every offered option is
// legal (choices offers nothing else), so once the answer names one, the
// move cannot fail: nothing is changed before that point.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	name, c, err := s.accept(a)
	if err != nil {
		return nil, err
	}
	var ev events
	move{s: s, ev: &ev}.do(name, c)
	return ev, nil
}

// Play is Apply without the words: the same checks, the same state.
func (s *state) Play(a games.Answer) error {
	name, c, err := s.accept(a)
	if err != nil {
		return err
	}
	move{s: s}.do(name, c)
	return nil
}

// accept finds the option an answer picks, as games.Find would among the
// prompts, without building them.
func (s *state) accept(a games.Answer) (string, choice, error) {
	if s.Phase == phaseOver {
		return "", choice{}, games.ErrOver
	}
	name, ok := s.openName(a.PromptID)
	if !ok || s.promptSeat(name) != a.Seat {
		return "", choice{}, games.ErrStale
	}
	cs := s.choicesOf(name)
	if len(cs) == 0 {
		return "", choice{}, games.ErrStale
	}
	if len(a.Choices) != 1 {
		return "", choice{}, fmt.Errorf("%w: pick exactly 1", games.ErrBadChoice)
	}
	for _, c := range cs {
		if c.id == a.Choices[0] {
			return name, c, nil
		}
	}
	return "", choice{}, fmt.Errorf("%w: %q", games.ErrBadChoice, a.Choices[0])
}

// do makes the move of option c of prompt name.
func (m move) do(name string, c choice) {
	s := m.s
	switch name {
	case pFirst:
		m.chooseFirst(c.n)
	case pDraw:
		if c.d < 0 {
			m.drawFromDeck()
		} else {
			m.drawFromForest(c.n)
		}
	case pPlay:
		m.playBirds(c.d, c.n)
	case pUse:
		m.useAbility(c.d, c.n)
	case pCard:
		m.playCard(c.d)
	case pEnd:
		m.endMain()
	case pDiscard:
		m.discard(c.d)
	case pLose, pTarget:
		m.choose(c.d)
		m.settle()
	}
	s.Step++
	s.scratch.ids = s.scratch.ids[:0]
}

// maxIDs bounds the ids buffer of Legal between two moves.
const maxIDs = 4 * games.MaxLegal

// Legal lists seat's moves: every option of its prompts, each a
// single-choice answer. A flock played is already one answer (a species
// and how many) and an effect's target its own prompt, so nothing needs
// combining, and the list stays under games.MaxLegal by itself: with at
// most maxCards cards, a main phase offers fewer than maxCards bird
// plays, maxCards cards and one ability per circled number, a draw phase
// one take per Forest depth.
func (s *state) Legal(seat int, buf []games.Move) []games.Move {
	for _, name := range s.promptNames() {
		if s.promptSeat(name) != seat {
			continue
		}
		// Moves stay valid until the next move, so ids are only ever
		// appended; a state asked again and again without a move starts
		// a new buffer now and then rather than grow one without end.
		if len(s.scratch.ids) > maxIDs {
			s.scratch.ids = nil
		}
		id, opt := "", s.optional(name)
		for _, c := range s.choicesOf(name) {
			if id == "" {
				id = s.scratch.pids.of(s.Step, name)
			}
			s.scratch.ids = append(s.scratch.ids, c.id)
			n := len(s.scratch.ids)
			buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: id, Choices: s.scratch.ids[n-1 : n : n]}, Optional: opt})
		}
	}
	return buf
}

// Waiting lists the seat the game waits on. The prompts of a moment are
// all one seat's, and one of them always has an option while the game
// runs: the deck draw, the end of the main phase or the card to play
// first, the discard that ends a turn (the hand is not empty, or the
// turn would have passed), a forced choice among two or more.
func (s *state) Waiting(buf []int) []int {
	if names := s.promptNames(); len(names) > 0 {
		buf = append(buf, s.promptSeat(names[0]))
	}
	return buf
}
