package bitch

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// pass picks up the stack (or draws for the 7s on top), which ends the
// turn; a player playing from naked cards also takes naked card c. The
// Call bluff window opens.
func (s *state) pass(seat int, c cards.Card, ev *events) {
	f := faceOf(s.Stack)
	bl := s.derive().openBluff()
	bl.Seat, bl.Turn, bl.Face, bl.HandN = seat, s.TurnNo, f, len(s.Hands[seat])
	if len(s.Hands[seat]) == 0 {
		for _, pile := range s.Naked[seat] {
			bl.Naked = append(bl.Naked, pile...)
		}
	}
	s.penalty(seat, f, ev)
	if c != 0 {
		for i, pile := range s.Naked[seat] {
			if rest, ok := cards.Remove(pile, c); ok {
				s.Naked[seat][i] = rest
				break
			}
		}
		s.Hands[seat] = append(s.Hands[seat], c)
		s.Exposed.know(s.Seats, seat, s.Hands[seat][len(s.Hands[seat])-1:])
		if ev.on() {
			ev.add(games.Say("bitch.event.takes", "Who", seatArg(seat), "Card", cardArg(c)),
				seatRef(seat)+" takes "+c.String()+" from the naked cards.")
		}
	}
	s.Bluff = bl
	s.beginTurn(s.Out.next(s.Seats, seat, 1), ev)
	if len(s.Deck) == 0 && s.Edition >= editionNoEmptyCalls {
		// Either outcome of a call draws from the deck, which no card
		// comes back to: no call can matter now.
		s.closeBluff()
	}
}

// DealtEdition is the edition of the rules the game was dealt in
// (games.Revised).
func (s *state) DealtEdition() int { return s.Edition }

// penalty is what a player who does not play takes: 2 cards per 7 on top
// (the 7s are then see-through), else the whole stack.
func (s *state) penalty(seat int, f face, ev *events) {
	if f.Kind == faceSevens {
		got := s.drawTo(seat, 2*f.Sevens)
		for i := len(s.Stack) - 1; i >= 0; i-- {
			if s.Stack[i].seeThrough() {
				continue
			}
			if !s.Stack[i].activeSeven() {
				break
			}
			s.Stack[i].Spent = true
		}
		if len(got) == 0 {
			if ev.on() {
				ev.add(games.Say("bitch.event.noSevens", "Who", seatArg(seat)),
					seatRef(seat)+" does not answer the 7s and draws nothing: the deck is empty.")
			}
		} else {
			if ev.on() {
				ev.add(games.Say("bitch.event.sevens", "Who", seatArg(seat), "Count", len(got)),
					seatRef(seat)+" draws "+cardCount(len(got))+" for the 7s.")
			}
		}
		ev.drew(seat, got)
		return
	}
	had := len(s.Hands[seat])
	for _, e := range s.Stack {
		s.Hands[seat] = append(s.Hands[seat], e.Card)
	}
	s.Exposed.know(s.Seats, seat, s.Hands[seat][had:])
	if ev.on() {
		ev.add(games.Say("bitch.event.picksUp", "Who", seatArg(seat), "Count", len(s.Stack)),
			seatRef(seat)+" picks up the stack ("+cardCount(len(s.Stack))+").")
	}
	s.Stack = s.Stack[:0]
	s.Flip = true
}
