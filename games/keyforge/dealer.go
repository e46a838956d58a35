package keyforge

import (
	"slices"

	"github.com/deckhand/deckhand/games"
)

// dealer handles the cards of a table as the rules move them, and tells
// it in the log: it shuffles, draws, pays Æmber and takes cards out of
// play or into another zone. It reads and changes the table, the log and
// the random source alone, none of the turn or the engine's stack, so
// these moves are made the same way from a turn's steps, an ability's
// effect and the setup.
type dealer struct {
	tb  *table
	log *eventLog
	rng *games.RNG
}

// dealerOf is the dealer of a state's table.
func dealerOf(s *state) dealer { return dealer{&s.table, &s.log, &s.RNG} }

// shuffle shuffles seat's deck; nobody knows where its cards are.
func (d dealer) shuffle(seat int) {
	pl := &d.tb.P[seat]
	d.rng.Shuffle(len(pl.Deck), func(i, j int) { pl.Deck[i], pl.Deck[j] = pl.Deck[j], pl.Deck[i] })
	for _, id := range pl.Deck {
		d.tb.Cards[id].Known = 0
	}
}

// drawOne takes the top card of seat's deck, shuffling the discard pile
// into a new deck when the deck is empty.
func (d dealer) drawOne(seat int) (int, bool) {
	pl := &d.tb.P[seat]
	if len(pl.Deck) == 0 {
		if len(pl.Discard) == 0 {
			return 0, false
		}
		pl.Deck, pl.Discard = pl.Discard, nil
		d.shuffle(seat)
		if d.log.telling() {
			d.log.event(games.Say("keyforge.event.reshuffle", "Seat", games.Seat(seat)))
		}
	}
	id := pl.Deck[len(pl.Deck)-1]
	pl.Deck = pl.Deck[:len(pl.Deck)-1]
	return id, true
}

// draw draws n cards one at a time and returns how many were drawn.
func (d dealer) draw(seat, n int) int {
	var names []games.Text
	k := 0
	for ; k < n; k++ {
		id, ok := d.drawOne(seat)
		if !ok {
			break
		}
		d.tb.P[seat].Hand = append(d.tb.P[seat].Hand, id)
		if d.log.telling() {
			names = append(names, d.tb.faceID(id).msg)
		}
	}
	if k > 0 {
		if d.log.telling() {
			d.log.event(games.Say("keyforge.event.draws", "Seat", games.Seat(seat), "Count", k))
		}
		if d.log.telling() {
			d.log.private(seat, games.Say("keyforge.event.drew", "Cards", commas(names)))
		}
	}
	return k
}

// drawUp is step 5: draw up to six, fewer with chains (shedding one
// chain when the penalty applies); a larger hand is kept.
func (d dealer) drawUp(seat int) {
	pl := &d.tb.P[seat]
	target := 6
	if pen := chainPenalty(pl.Chains); pen > 0 && len(pl.Hand) < 6 {
		target -= pen
		pl.Chains--
		if d.log.telling() {
			d.log.event(games.Say("keyforge.event.chainDraw", "Seat", games.Seat(seat), "N", pen))
		}
	}
	if n := target - len(pl.Hand); n > 0 {
		d.draw(seat, n)
	}
}

// gain gives seat n aember.
func (d dealer) gain(seat, n int) {
	if n <= 0 {
		return
	}
	d.tb.P[seat].Aember += n
	if d.log.telling() {
		d.log.event(games.Say("keyforge.event.gains", "Seat", games.Seat(seat), "N", n))
	}
}

// leavePlay takes a card out of play to dest (discard, hand, archives,
// purge, deck): its upgrades go to their owners' discard piles, aember on
// a creature goes to its opponent, a token becomes its card again and is
// discarded whatever dest says, and lasting effects on it end.
func (d dealer) leavePlay(id int, dest zone) {
	p, cr, i, ok := d.tb.P.find(id)
	if !ok {
		return
	}
	var u Unit
	if cr {
		u = d.tb.P[p].Line[i]
		d.tb.P[p].Line = slices.Delete(d.tb.P[p].Line, i, i+1)
	} else {
		u = d.tb.P[p].Arts[i]
		d.tb.P[p].Arts = slices.Delete(d.tb.P[p].Arts, i, i+1)
	}
	for _, up := range u.Upgrades {
		d.tb.put(up, zoneDiscard)
	}
	if cr && u.Aember > 0 {
		d.tb.P[1-p].Aember += u.Aember
		if d.log.telling() {
			d.log.event(games.Say("keyforge.event.held", "Seat", games.Seat(1-p), "N", u.Aember, "Card", d.tb.face(&u).msg))
		}
	}
	for j := 0; j < len(d.tb.Lasting); j++ {
		if d.tb.Lasting[j].Target == id {
			d.tb.Lasting = append(d.tb.Lasting[:j], d.tb.Lasting[j+1:]...)
			j--
		}
	}
	if u.Token {
		dest = zoneDiscard
	}
	d.tb.put(id, dest)
}

// move puts a card in dest, from play or from a hand, discard or limbo.
// A card that goes face down from a place everyone sees stays known to
// both seats; one that goes from a hand to the archives is lost track of
// by the other seat.
func (d dealer) move(id int, dest zone) bool {
	if u := d.tb.P.unit(id); u != nil {
		token := u.Token
		d.leavePlay(id, dest)
		if hiddenZone(dest) && !token {
			d.tb.Cards.revealAll(id)
		}
		return true
	}
	found, fromHand := d.tb.P.takeOut(id)
	if !found {
		return false
	}
	known := d.tb.Cards[id].Known
	d.tb.put(id, dest)
	switch {
	case !hiddenZone(dest):
	case fromHand:
		d.tb.Cards[id].Known = known &^ (1 << (1 - d.tb.Cards.owner(id)))
	default:
		d.tb.Cards.revealAll(id)
	}
	return true
}

// shuffleDeck shuffles seat's deck, as the setup, a mulligan and an
// ability's shuffle do.
func (s *state) shuffleDeck(seat int) { dealerOf(s).shuffle(seat) }

// draw draws n cards for seat and returns how many were drawn.
func (s *state) draw(seat, n int) int { return dealerOf(s).draw(seat, n) }
