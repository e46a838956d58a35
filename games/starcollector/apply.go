package starcollector

import "github.com/deckhand/deckhand/games"

// How answers are played: Apply for a player (checked, with the events
// as catalog Texts and their English sentences), Play for a search (the
// same checks, no words), and Legal
// and Waiting, the lean path's list of answers and of seats waited on.

// Apply records a seat's secret choice; the second choice of a turn
// reveals both and plays the turn out. Every option offered is legal, so
// once the answer is accepted nothing can fail: the state is changed
// only after that. A first choice says only that the seat has chosen:
// its hand shows the choice ("Your secret choice"), and no line says it
// to the seat again.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	opt, err := s.accept(a)
	if err != nil {
		return nil, err
	}
	var drawn [seats]haul
	if !s.play(a.Seat, opt, &drawn) {
		return []games.Event{chosenEvent(s.lang(), a.Seat)}, nil
	}
	return s.revealEvents(&drawn), nil
}

// Play is Apply without the words: the same checks and the same state.
func (s *state) Play(a games.Answer) error {
	opt, err := s.accept(a)
	if err != nil {
		return err
	}
	var drawn [seats]haul
	s.play(a.Seat, opt, &drawn)
	return nil
}

// Legal lists seat's answers, the options of its prompt in their order:
// each distinct card on its fight side, then on its draw side. The
// moves' Choices are the deck's own one-element slices, never changed.
func (s *state) Legal(seat int, buf []games.Move) []games.Move {
	if s.Over != nil || seat < 0 || seat >= seats || s.Chosen[seat] != nil {
		return buf
	}
	id := turnID(s.Turn)
	for side := range 2 {
		for c := range distinct(s.Hands[seat]) {
			k := c.kind()
			choice := k.fightChoice
			if side == 1 {
				choice = k.drawChoice
			}
			buf = append(buf, games.Move{Answer: games.Answer{Seat: seat, PromptID: id, Choices: choice}})
		}
	}
	return buf
}

// Waiting lists the seats that have not chosen yet.
func (s *state) Waiting(buf []int) []int {
	if s.Over != nil {
		return buf
	}
	for seat := range seats {
		if s.Chosen[seat] == nil {
			buf = append(buf, seat)
		}
	}
	return buf
}
