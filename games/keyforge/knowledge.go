package keyforge

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// What a seat knows of hidden cards. A seat always sees its own hand and
// archives. Beyond that it knows a hidden card where it lies when the
// card went there in the open, and the search must keep it there:
//   - a card returned to a hand, archived or put on a deck from play, a
//     discard pile or an action in resolution is known to both seats;
//   - a card an ability shows (a choice among the cards of another
//     seat's hand) is known to the seat that chose;
//   - a card drawn, archived or made a token from the top of a deck stays
//     known to whoever knew it on top;
//   - a card archived from a hand is lost track of by the other seat;
//   - a shuffle of a deck forgets every card in it.
// Card.Known holds this, one bit per seat.

// revealTo records that seat knows card id where it now lies.
func (cs cardList) revealTo(seat, id int) { cs[id].Known |= 1 << seat }

// revealAll records that both seats know card id where it now lies.
func (cs cardList) revealAll(id int) { cs[id].Known = 1<<0 | 1<<1 }

// hiddenZone reports whether a card in z is face down to someone.
func hiddenZone(z zone) bool { return z == zoneHand || z == zoneArchives || z == zoneDeck }

// Known lists the cards hidden from seat that seat knows: the other
// seat's hand, archives and deck, seat's own deck, and the real cards
// under face-down token creatures.
func (s *state) Known(seat int) []games.Placed {
	var out []games.Placed
	add := func(ids []int, z string) {
		for _, id := range ids {
			if s.table.Cards[id].Known&(1<<seat) != 0 {
				out = append(out, games.Placed{Card: s.table.Cards[id].Def, Zone: z})
			}
		}
	}
	for o := 0; o < 2; o++ {
		pl := &s.table.P[o]
		n := strconv.Itoa(o)
		add(pl.Deck, "deck"+n)
		if o != seat {
			add(pl.Hand, "hand"+n)
			add(pl.Archives, "archives"+n)
		}
		add(s.table.tokens(o), "tokens"+n)
	}
	return out
}

// Zone lists the cards of a zone by definition: handN, archivesN, deckN
// (top last), discardN, purgedN, and tokensN, the real cards under
// seat N's face-down token creatures.
func (s *state) Zone(name string) []string {
	for o := 0; o < 2; o++ {
		pl := &s.table.P[o]
		var ids []int
		switch name {
		case "hand" + strconv.Itoa(o):
			ids = pl.Hand
		case "archives" + strconv.Itoa(o):
			ids = pl.Archives
		case "deck" + strconv.Itoa(o):
			ids = pl.Deck
		case "discard" + strconv.Itoa(o):
			ids = pl.Discard
		case "purged" + strconv.Itoa(o):
			ids = pl.Purged
		case "tokens" + strconv.Itoa(o):
			ids = s.table.tokens(o)
		default:
			continue
		}
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = s.table.Cards[id].Def
		}
		return out
	}
	return nil
}

// tokens lists the cards owned by seat that lie face down as token
// creatures, in either battleline.
func (tb *table) tokens(seat int) []int {
	var out []int
	for p := 0; p < 2; p++ {
		for _, u := range tb.P[p].Line {
			if u.Token && tb.Cards.owner(u.ID) == seat {
				out = append(out, u.ID)
			}
		}
	}
	return out
}
