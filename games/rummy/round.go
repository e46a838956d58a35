package rummy

import (
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// handSize is Rummy2go's deal: 7 cards each.
const handSize = 7

// startRound deals a new round: the whole deck shuffled, 7 each, one
// card turned up as the discard pile; the non-dealer leads.
func (s *state) startRound() {
	s.Round++
	deck := cards.Deck()
	cards.Shuffle(deck, &s.RNG)
	lead := 1 - s.Dealer
	s.Hands[lead] = sortedCopy(deck[:handSize])
	s.Hands[s.Dealer] = sortedCopy(deck[handSize : 2*handSize])
	s.Pile = []cards.Card{deck[2*handSize]}
	s.Stock = append([]cards.Card(nil), deck[2*handSize+1:]...)
	s.Melds = nil
	s.Picked = [2]cardList{}
	s.Taken = nil
	s.Restocked = nil
	s.Owed = nil
	s.Votes = [2]bool{}
	s.Rebuilt = 0
	s.Progress = false
	s.Turn = lead
	s.Phase = phaseDraw
}

// vote answers Next round / End match. Either player may end the match;
// the next round starts when both want it.
func (s *state) vote(a games.Answer, ev *[]games.Event) error {
	if s.Phase != phaseTally || a.Seat < 0 || a.Seat > 1 || s.Votes[a.Seat] || !idIs(a.PromptID, kindNext, s.Round) {
		return games.ErrStale
	}
	if len(a.Choices) != 1 {
		return pickExactly(1)
	}
	seat := a.Seat
	switch a.Choices[0] {
	case optEnd:
		s.Ended = true
		tell(ev, func() games.Text { return games.Say("rummy.event.ended", "Who", games.Seat(seat)) })
		s.finish(ev)
		return nil
	case optNext:
	default:
		return notOffered(a.Choices[0])
	}
	s.Votes[seat] = true
	if !s.Votes[1-seat] {
		tell(ev, func() games.Text { return games.Say("rummy.event.ready", "Who", games.Seat(seat)) })
		return nil
	}
	s.Dealer = 1 - s.Dealer
	s.startRound()
	tell(ev, func() games.Text {
		return games.Say("rummy.event.deals", "Round", s.Round, "Dealer", games.Seat(s.Dealer), "Leader", games.Seat(s.Turn))
	})
	return nil
}
