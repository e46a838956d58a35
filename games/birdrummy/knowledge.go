package birdrummy

import (
	"encoding/json"
	"errors"
	"math/bits"
	"math/rand/v2"
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// What a seat can follow of hidden cards. Only two places are hidden from
// a seat: the opponent's hand and the deck. A seat follows a card into
// the opponent's hand when it sees it go there: a Forest take (the Forest
// is face up), a bird returned from a nest, and every card of the hand
// when an ability shows it. A take down to a lone bird tells one more
// card: the hand held a second of that species to pair it. Seen records
// those; a card drawn from the deck into a hand is unseen again by the
// other seat.
//
// The deck is not one blind pool either: when the Forest is shuffled and
// put under the deck, both seats know which cards lie under the rest, and
// that a hand draws into them only once the rest is drawn. Origin records
// for each card the shuffle that last put it in the deck (0 for the
// deal); a determinization deals each origin's hidden cards only among
// the places cards of that origin went, so a Forest card stays under the
// deck until the draws reach it.

// maxCards bounds a deck so that a set of cards is two words.
const maxCards = 128

// cardSet is a set of card ids (or of designs, which are fewer).
type cardSet [maxCards / 64]uint64

func (c *cardSet) add(id int)      { c[id>>6] |= 1 << (id & 63) }
func (c *cardSet) del(id int)      { c[id>>6] &^= 1 << (id & 63) }
func (c *cardSet) has(id int) bool { return c[id>>6]&(1<<(id&63)) != 0 }

// MarshalJSON writes the set as its card ids in order.
func (c cardSet) MarshalJSON() ([]byte, error) {
	b := []byte{'['}
	for w, word := range c {
		for word != 0 {
			if len(b) > 1 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(w*64+bits.TrailingZeros64(word)), 10)
			word &= word - 1
		}
	}
	return append(b, ']'), nil
}

// UnmarshalJSON reads a list of card ids.
func (c *cardSet) UnmarshalJSON(data []byte) error {
	var ids []int
	if err := json.Unmarshal(data, &ids); err != nil {
		return err
	}
	*c = cardSet{}
	for _, id := range ids {
		if id < 0 || id >= maxCards {
			return errors.New("a seen card that does not exist")
		}
		c.add(id)
	}
	return nil
}

// origins is, per card id, the Forest shuffle that last put it in the
// deck (0: the deal). It encodes as base64, one byte a card.
type origins [maxCards]uint8

func (o origins) MarshalJSON() ([]byte, error) { return json.Marshal(o[:]) }

func (o *origins) UnmarshalJSON(data []byte) error {
	var b []byte
	if err := json.Unmarshal(data, &b); err != nil {
		return err
	}
	if len(b) != maxCards {
		return errors.New("card origins of the wrong size")
	}
	copy(o[:], b)
	return nil
}

// sightings are, per seat, the cards it saw go into the other's hand.
type sightings [seats]cardSet

// seeInto records that the seat other than into saw cs go into into's
// hand.
func (sn *sightings) seeInto(into int, cs ...int) {
	for _, c := range cs {
		sn[1-into].add(c)
	}
}

// seePartner records what a Forest take down to a lone bird of species
// sp tells the other seat: the take was only allowed because seat's hand
// held another one to pair it with. must is the taken card itself.
func (sn *sightings) seePartner(cat *Catalog, hand []int, seat, sp, must int) {
	partner := -1
	for _, c := range hand {
		if c == must || cat.defOf(c) != sp {
			continue
		}
		if sn[1-seat].has(c) {
			return
		}
		partner = c
	}
	if partner >= 0 {
		sn.seeInto(seat, partner)
	}
}

// unseenInto records that cs went into into's hand unseen by the other
// seat.
func (sn *sightings) unseenInto(into int, cs []int) {
	for _, c := range cs {
		sn[1-into].del(c)
	}
}

// underDeck records that cs, the shuffled Forest, now lie under the
// deck: shuffles counts one more shuffle, and its number is their origin.
func (o *origins) underDeck(shuffles *int, cs []int) {
	if *shuffles < 255 { // a later shuffle then joins the last one's cards: less known, never wrong
		*shuffles++
	}
	for _, c := range cs {
		o[c] = uint8(*shuffles)
	}
}

// hidden is what one seat cannot see: the opponent's hand, but for the
// cards the seat saw go there, and the deck, each card with the origin
// that bounds where it can be. A determinization deals these anew.
type hidden struct {
	hand   []int    // the opponent's hand
	deck   deckPile // the deck
	seen   *cardSet // the cards the seat saw go into that hand
	origin *origins
}

// slots appends to slots a pointer to every place the seat cannot see
// the card of: the hand cards it has not seen go there, and the deck.
func (h hidden) slots(slots []*int) []*int {
	for i, c := range h.hand {
		if !h.seen.has(c) {
			slots = append(slots, &h.hand[i])
		}
	}
	for i := range h.deck {
		slots = append(slots, &h.deck[i])
	}
	return slots
}

// redeal shuffles, origin by origin, the cards of the hidden places
// among those places.
func (h hidden) redeal(rng *rand.Rand) {
	var buf [maxCards]*int
	slots := h.slots(buf[:0])
	var idx [maxCards]int
	done := 0
	for g := 0; done < len(slots) && g <= 255; g++ {
		m := 0
		for i, p := range slots {
			if int(h.origin[*p]) == g {
				idx[m] = i
				m++
			}
		}
		for i := m - 1; i > 0; i-- {
			j := rng.IntN(i + 1)
			a, b := slots[idx[i]], slots[idx[j]]
			*a, *b = *b, *a
		}
		done += m
	}
}

// Zone names, as Known and Zone use them.
const (
	zoneDeck    = "deck"
	zoneForest  = "forest"
	zoneHeaven  = "heaven"
	zoneLanding = "landing"
)

func zoneHand(seat int) string { return "hand" + strconv.Itoa(seat) }

// Known lists the hidden cards seat knows the place of: those it saw go
// into the opponent's hand, and every hidden card of an origin whose
// hidden cards all lie in one place (the Forest shuffled under a deck
// that has not been drawn down to it is all in the deck).
func (s *state) Known(seat int) []games.Placed {
	opp := 1 - seat
	var out []games.Placed
	for _, c := range s.Hands[opp] {
		if s.Seen[seat].has(c) {
			out = append(out, games.Placed{Card: s.cat.def(c).Key, Zone: zoneHand(opp)})
		}
	}
	// Per origin, whether some hidden card of it is in the hand, and in
	// the deck.
	var inHand, inDeck [256]bool
	for _, c := range s.Hands[opp] {
		if !s.Seen[seat].has(c) {
			inHand[s.Origin[c]] = true
		}
	}
	for _, c := range s.Deck {
		inDeck[s.Origin[c]] = true
	}
	for _, c := range s.Hands[opp] {
		if !s.Seen[seat].has(c) && !inDeck[s.Origin[c]] {
			out = append(out, games.Placed{Card: s.cat.def(c).Key, Zone: zoneHand(opp)})
		}
	}
	for _, c := range s.Deck {
		if !inHand[s.Origin[c]] {
			out = append(out, games.Placed{Card: s.cat.def(c).Key, Zone: zoneDeck})
		}
	}
	return out
}

// Zone lists the cards of a zone by key: deck, forest, heaven, landing,
// and hand, nest and kept (resources) followed by a seat number.
func (s *state) Zone(name string) []string {
	var cs []int
	switch name {
	case zoneDeck:
		cs = s.Deck
	case zoneForest:
		cs = s.Forest
	case zoneHeaven:
		cs = s.Heaven
	case zoneLanding:
		cs = s.Landing
	default:
		found := false
		for seat := range seats {
			n := strconv.Itoa(seat)
			switch name {
			case "hand" + n:
				cs, found = s.Hands[seat], true
			case "nest" + n:
				cs, found = s.Nests[seat], true
			case "kept" + n:
				cs, found = s.Kept[seat], true
			}
		}
		if !found {
			return nil
		}
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = s.cat.def(c).Key
	}
	return out
}
