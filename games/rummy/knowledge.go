package rummy

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// What a seat knows of the cards it cannot see. A card the other seat
// took from the discard pile is in its hand until it is played: every
// seat saw it go there. And when the stock is rebuilt it is empty, so
// every card hidden from a seat at that moment is in the other hand,
// while the new stock holds exactly the old pile's cards: from then on
// the other hand's cards that did not come from the rebuilt stock are
// known card by card. Only cards drawn from the stock since may be any
// of it.

// split divides the other seat's hand, as seat sees it, into keep: the
// cards seat can place there (taken from the pile, or held since the
// stock was rebuilt), and loose: the cards that might as well be in
// the stock. Outside a round the hands are shown: all are kept.
func (s *state) split(seat int) (keep, loose []cards.Card) {
	hand := s.Hands[1-seat]
	if !s.Phase.inRound() {
		return hand, nil
	}
	for _, c := range hand {
		if contains(s.Picked[1-seat], c) || (len(s.Restocked) > 0 && !contains(s.Restocked, c)) {
			keep = append(keep, c)
		} else {
			loose = append(loose, c)
		}
	}
	return keep, loose
}

// Known lists the cards seat can place though it cannot see them: the
// other hand's kept cards, and the stock's or the loose cards when the
// other of those two places is empty.
func (s *state) Known(seat int) []games.Placed {
	hand := "hand" + strconv.Itoa(1-seat)
	keep, loose := s.split(seat)
	var out []games.Placed
	add := func(cs []cards.Card, zone string) {
		for _, c := range cs {
			out = append(out, games.Placed{Card: c.Code(), Zone: zone})
		}
	}
	add(keep, hand)
	switch {
	case len(loose) == 0:
		add(s.Stock, zoneStock)
	case len(s.Stock) == 0:
		add(loose, hand)
	}
	return out
}

// Zone names.
const (
	zoneStock   = "stock"
	zoneDiscard = "discard"
)

// Zone lists the cards of a zone: "hand0", "hand1", "stock", "discard".
func (s *state) Zone(name string) []string {
	var cs []cards.Card
	switch name {
	case "hand0":
		cs = s.Hands[0]
	case "hand1":
		cs = s.Hands[1]
	case zoneStock:
		cs = s.Stock
	case zoneDiscard:
		cs = s.Pile
	default:
		return nil
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Code()
	}
	return out
}
