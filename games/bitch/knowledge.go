package bitch

import (
	"slices"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// What the table knows of the hands. Hands are hidden, but some cards
// enter a hand in full view: a picked-up stack, a naked card taken with
// it, a blind card that could not be played, and the whole hand of a
// wrong bluff caller, shown to everyone. Every seat knows where those
// cards are until they are played again, and a determinization must
// leave them there.

// exposure is, per seat, the cards of its hand every seat knows are
// there; nil until the first.
type exposure []cardList

// know records that every seat knows cs are in seat's hand.
func (e *exposure) know(seats, seat int, cs []cards.Card) {
	if len(cs) == 0 {
		return
	}
	if *e == nil {
		*e = make(exposure, seats)
	}
	(*e)[seat] = append((*e)[seat], cs...)
}

// forget drops cards that left seat's hand from what the table knows of
// it. A played card the table did not know of leaves the known ones be:
// with several decks the hand may hold another copy of it.
func (e exposure) forget(seat int, played []cards.Card) {
	if e == nil || len(e[seat]) == 0 {
		return
	}
	known := e[seat]
	for _, c := range played {
		// In place: the state owns its lists, and a playout forgets often.
		if i := slices.Index(known, c); i >= 0 {
			known = slices.Delete(known, i, i+1)
		}
	}
	e[seat] = known
}

// Known lists the cards of the other hands that seat (and everyone)
// knows the place of.
func (s *state) Known(seat int) []games.Placed {
	var out []games.Placed
	for i, known := range s.Exposed {
		if i == seat {
			continue
		}
		for _, c := range known {
			out = append(out, games.Placed{Card: c.Code(), Zone: handZone(i)})
		}
	}
	return out
}

func handZone(seat int) string { return "hand" + strconv.Itoa(seat) }

// Zone lists the cards in a zone: "hand2", "naked2" (pile by pile),
// "blind2", "deck" (the top last), "stack" (the top last), "burned".
func (s *state) Zone(name string) []string {
	var cs []cards.Card
	switch name {
	case "deck":
		cs = s.Deck
	case "burned":
		cs = s.Burned
	case "stack":
		cs = make([]cards.Card, len(s.Stack))
		for i, e := range s.Stack {
			cs[i] = e.Card
		}
	default:
		kind, n, ok := seatZone(name)
		if !ok || n >= s.Seats {
			return nil
		}
		switch kind {
		case "hand":
			cs = s.Hands[n]
		case "naked":
			cs = s.holding(n).nakedCards()
		case "blind":
			cs = s.Blind[n]
		}
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Code()
	}
	return out
}

// seatZone splits "hand2" into "hand" and 2.
func seatZone(name string) (kind string, seat int, ok bool) {
	for _, kind := range []string{"hand", "naked", "blind"} {
		if rest, found := strings.CutPrefix(name, kind); found {
			n, err := strconv.Atoi(rest)
			return kind, n, err == nil && n >= 0 && rest == strconv.Itoa(n)
		}
	}
	return "", 0, false
}
