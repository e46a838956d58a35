package bitch

import (
	"slices"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// couldPlay reports whether any of cs could legally have been played on
// f. A joker always could: it may stand for a 2, which goes on anything.
func couldPlay(cs []cards.Card, f face) bool {
	for _, c := range cs {
		if f.takes(c) {
			return true
		}
	}
	return false
}

// bluffed judges the open window from the cards the player held when
// they passed: their hand, or their naked cards if the hand was empty.
func (bl *bluff) bluffed(hand cardList) bool {
	held := hand[:bl.HandN]
	if bl.HandN == 0 {
		held = bl.Naked
	}
	return couldPlay(held, bl.Face)
}

// openBluff returns a cleared record for a new Call bluff window: the
// last closed one if there is one, as a playout opens thousands.
func (d *derived) openBluff() *bluff {
	bl := d.spareBluff
	if bl == nil {
		return &bluff{}
	}
	d.spareBluff = nil
	*bl = bluff{Naked: bl.Naked[:0]}
	return bl
}

// closeBluff ends the window and keeps its record for openBluff (the
// state owns it: Clone copies it).
func (s *state) closeBluff() {
	if s.Bluff != nil {
		s.derive().spareBluff = s.Bluff
		s.Bluff = nil
	}
}

// call resolves a bluff call by seat. Only the first call counts: the
// window closes. Right: the bluffer draws 4, the hand stays hidden.
// Wrong: the caller's hand is shown to the table and the caller draws 8.
// Draws take what the deck has.
func (s *state) call(seat int, ev *events) {
	bluffer := s.Bluff.Seat
	right := s.Bluff.bluffed(s.Hands[bluffer])
	s.closeBluff()
	if right {
		got := s.drawTo(bluffer, bluffDraw)
		if ev.on() {
			ev.add(callMsg("bitch.event.callRight", "bitch.event.callRightEmpty", seat, bluffer, len(got), nil),
				seatRef(seat)+" calls "+seatRef(bluffer)+"'s bluff, rightly: "+seatRef(bluffer)+" could have played and "+drawText(len(got))+".")
		}
		ev.drew(bluffer, got)
		return
	}
	s.Shown = &shown{Seat: seat, Cards: slices.Clone(s.Hands[seat])}
	s.Exposed.forget(seat, s.Hands[seat]) // known already, or not: now all of it is
	s.Exposed.know(s.Seats, seat, s.Hands[seat])
	got := s.drawTo(seat, wrongDraw)
	if ev.on() {
		ev.add(callMsg("bitch.event.callWrong", "bitch.event.callWrongEmpty", seat, bluffer, len(got), s.Shown.Cards),
			seatRef(seat)+" calls "+seatRef(bluffer)+"'s bluff, wrongly: "+seatRef(bluffer)+" could not play. "+
				seatRef(seat)+" shows their hand ("+handText(s.Shown.Cards)+") and "+drawText(len(got))+".")
	}
	ev.drew(seat, got)
}

// callMsg is the event of a bluff call by seat on bluffer, whose loser
// drew got cards: id, or empty when the deck gave none; a wrong caller's
// hand, sorted as the board shows it, is shown.
func callMsg(id, empty string, seat, bluffer, got int, shown []cards.Card) games.Text {
	if got == 0 {
		id = empty
	}
	msg := games.Say(id, "Who", seatArg(seat), "Bluffer", seatArg(bluffer), "N", got)
	if shown != nil {
		msg.Args["Cards"] = handArg(shown)
	}
	return msg
}
