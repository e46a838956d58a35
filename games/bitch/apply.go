package bitch

import "github.com/deckhand/deckhand/games"

// How answers are played: Apply for a player, with the event sentences,
// and the lean path for search (Legal, Waiting, Play): the same questions
// and moves as Prompts and Apply, without a word of text.

// Apply validates and applies one answer. Every option a prompt offers is
// a legal move, so once the answer is found among them nothing can fail:
// the state is only changed after that point.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	ev := events{}
	if err := s.answer(a, &ev); err != nil {
		return nil, err
	}
	return ev.list, nil
}

// Legal appends every legal answer of seat's open prompts. Every prompt
// here picks exactly one option, so the answers are its options: a value
// to play (its count next, where there is a choice), a count of natural
// cards and jokers, a pickup (a bluff where a play was possible), a
// naked pile's value and then its count, a blind card, a declaration, or
// Call bluff (Optional). They stay below games.MaxLegal without a cut:
// at most 14 values and a pickup per naked card, or 17 counts of
// naturals times 9 of jokers. The Choices slices share the state's
// memory until the next change.
func (s *state) Legal(seat int, buf []games.Move) []games.Move {
	if s.Phase.over() {
		return buf
	}
	b := s.questions()
	for i := range b.prompts {
		p := &b.prompts[i]
		if p.Seat != seat {
			continue
		}
		start, end := b.span(i)
		for k := start; k < end; k++ {
			buf = append(buf, games.Move{
				Answer:   games.Answer{Seat: seat, PromptID: p.ID, Choices: b.ids[k : k+1 : k+1]},
				Optional: p.Optional,
			})
		}
	}
	return buf
}

// Waiting appends the seats the game waits on, in ascending order: every
// seat still laying naked piles, the dealer choosing who starts, or the
// player to act (Call bluff is optional).
func (s *state) Waiting(buf []int) []int {
	switch s.Phase {
	case phaseSetup:
		for seat := 0; seat < s.Seats; seat++ {
			if len(s.Naked[seat]) < blindCards {
				buf = append(buf, seat)
			}
		}
	case phaseFirst:
		buf = append(buf, s.Dealer)
	case phasePlay:
		buf = append(buf, s.Turn)
	}
	return buf
}

// Play applies a as Apply does, without the events.
func (s *state) Play(a games.Answer) error { return s.answer(a, nil) }
