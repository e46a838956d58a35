package rummy

import (
	"fmt"
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// handSize is the deal of the seed: 7 cards each.
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
	s.Known = [2]cardList{}
	s.Taken = nil
	s.Owed = nil
	s.Votes = [2]bool{}
	s.Rebuilt = 0
	s.Progress = false
	s.Turn = lead
	s.Phase = phaseDraw
}

// endRound scores the round (out is the seat that went out, -1 when the
// stock ran out): each seat's melded cards count for it, its hand
// against it. The match ends when a total reaches the target.
func (s *state) endRound(out int, ev []games.Event) []games.Event {
	r := RoundScore{Out: out, Melded: s.meldPoints()}
	for seat := 0; seat < 2; seat++ {
		r.InHand[seat] = sumValues(s.Hands[seat])
	}
	s.Tally = append(s.Tally, r)
	s.Taken = nil
	s.Owed = nil
	s.Votes = [2]bool{}
	if out >= 0 {
		ev = append(ev, games.Event{Text: games.Seat(out) + " went out."})
	}
	t := s.totals(len(s.Tally))
	ev = append(ev, games.Event{Text: fmt.Sprintf("Round %d: %s %s, %s %s. Totals %s to %s.", s.Round,
		games.Seat(0), signed(r.Score(0)), games.Seat(1), signed(r.Score(1)), num(t[0]), num(t[1]))})
	if t[0] >= s.Target || t[1] >= s.Target {
		return s.finish(ev)
	}
	s.Phase = phaseTally
	return ev
}

// meldPoints are the points each seat has put in melds this round: a
// card counts for the seat that laid it, whoever's meld it lies in.
func (s *state) meldPoints() [2]int {
	var pts [2]int
	for _, m := range s.Melds {
		for _, p := range m.Cards {
			pts[p.By] += value(p.Card)
		}
	}
	return pts
}

func (s *state) finish(ev []games.Event) []games.Event {
	s.Phase = phaseOver
	return append(ev, games.Event{Text: s.Result().Summary})
}

// vote answers Next round / End match. Either player may end the match;
// the next round starts when both want it.
func (s *state) vote(seat int, choice string) []games.Event {
	if choice == optEnd {
		s.Ended = true
		return s.finish([]games.Event{{Text: games.Seat(seat) + " ended the match."}})
	}
	s.Votes[seat] = true
	if !s.Votes[1-seat] {
		return []games.Event{{Text: games.Seat(seat) + " is ready for the next round."}}
	}
	s.Dealer = 1 - s.Dealer
	s.startRound()
	return []games.Event{{Text: fmt.Sprintf("Round %d: %s deals, %s leads.", s.Round, games.Seat(s.Dealer), games.Seat(s.Turn))}}
}

// signed shows a score with its sign: +35, −20 (a true minus sign), 0.
func signed(n int) string {
	switch {
	case n > 0:
		return fmt.Sprintf("+%d", n)
	case n < 0:
		return fmt.Sprintf("−%d", -n)
	}
	return "0"
}

// num shows a total: like signed, but without a plus.
func num(n int) string {
	if n < 0 {
		return signed(n)
	}
	return strconv.Itoa(n)
}
