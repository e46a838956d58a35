package bitch

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// choose is the record of a value the player to act chose, its count to
// come: the one unchoose last kept if there is one, as a playout chooses
// and takes back values thousands of times.
func (d *derived) choose(v value) *pending {
	p := d.sparePending
	if p == nil {
		p = &pending{}
	}
	d.sparePending = nil
	*p = pending{Value: v}
	return p
}

// unchoose keeps the record of a dropped value for choose (the state
// owned it: Clone copies it).
func (d *derived) unchoose(p *pending) {
	if p != nil && p.Flipped == nil {
		d.sparePending = p
	}
}

// answer is Apply and Play: ev is nil on the lean path, which writes no
// text.
func (s *state) answer(a games.Answer, ev *events) error {
	if s.Phase.over() {
		return games.ErrOver
	}
	if bl := s.Bluff; bl != nil && a.Seat == bl.Seat && a.PromptID == bluffIDFor(bl.Turn) {
		// The Call bluff button is on the public board, so the passer
		// can press it too: say why nothing happens, not that it closed.
		return games.Refuse(langOf(s), games.Say("bitch.refuse.ownBluff"))
	}
	m, err := s.find(a)
	if err != nil {
		return err
	}
	switch m.Kind {
	case mValue:
		// A private step: the board does not change.
		s.Pending = s.derive().choose(m.V)
		s.Step++
	case mBack:
		s.derive().unchoose(s.Pending)
		s.Pending = nil
		s.Step++
	case mPileValue:
		s.Piling.choose(s.Seats, a.Seat, m.V)
	case mPileBack:
		s.Piling.choose(s.Seats, a.Seat, 0)
	default:
		// A move: a shown hand stays on the board only until the next one.
		s.Shown = nil
		s.move(a.Seat, m, ev)
	}
	s.derived.changed()
	return nil
}

func (s *state) move(seat int, m move, ev *events) {
	switch m.Kind {
	case mPile:
		s.layPile(seat, m, ev)
	case mFirst:
		if ev.on() {
			ev.add(games.Say("bitch.event.first", "Dealer", seatArg(s.Dealer), "Who", seatArg(int(m.Seat))),
				seatRef(s.Dealer)+" (dealer) chooses "+seatRef(int(m.Seat))+" to play first.")
		}
		s.start(int(m.Seat), ev)
	case mCall:
		s.call(seat, ev)
	case mPlay:
		// The player acts: the Call bluff window closes.
		s.closeBluff()
		s.playFromSource(seat, m.V, int(m.N), int(m.J), ev)
	case mPass:
		s.closeBluff()
		s.pass(seat, m.Card, ev)
	case mBlind:
		s.closeBluff()
		s.turnBlind(seat, int(m.N), ev)
	case mDeclare:
		c := *s.Pending.Flipped
		s.Pending = nil
		s.playCards(seat, m.V, []cards.Card{c}, fromBlind, ev)
	}
}

// events collects what happened. A nil *events is the lean path: it
// collects nothing, and callers ask on() before building a message.
type events struct{ list []games.Event }

func (e *events) on() bool { return e != nil }

// add is an event for the table: msg, and text, the English it says,
// which the bot reads until it says msg itself.
func (e *events) add(msg games.Text, text string) {
	if e == nil {
		return
	}
	if e.list == nil {
		e.list = make([]games.Event, 0, 4)
	}
	e.list = append(e.list, games.Event{Msg: msg, Text: text})
}

// drew tells seat alone which cards it drew: the table learns only how
// many.
func (e *events) drew(seat int, got []cards.Card) {
	if e != nil && len(got) > 0 {
		var buf [160]byte
		b := appendCards(append(buf[:0], "You drew "...), got)
		e.list = append(e.list, games.Event{Msg: games.Say("bitch.event.drew", "Cards", cardsArg(got)),
			Text: string(append(b, '.')), Seat: seat, Private: true})
	}
}

// start begins the play phase with seat to act.
func (s *state) start(seat int, ev *events) {
	s.Phase = phasePlay
	s.beginTurn(seat, ev)
}

// beginTurn hands the turn to seat: a new stack is turned up if the last
// was picked up, and a hand under 5 is filled while the deck lasts.
func (s *state) beginTurn(seat int, ev *events) {
	s.Turn = seat
	s.TurnNo++
	s.Step = 0
	s.derive().unchoose(s.Pending)
	s.Pending = nil
	if s.Flip {
		s.Flip = false
		if len(s.Deck) > 0 {
			c := s.draw(1)[0]
			s.Stack = append(s.Stack, entry{Card: c, As: turnedValue(c), Turned: true})
			if ev.on() {
				ev.add(games.Say("bitch.event.newStack", "Who", seatArg(seat), "Card", cardArg(c)),
					seatRef(seat)+" turns up "+c.String()+" to start a new stack.")
			}
		}
	}
	if need := handSize - len(s.Hands[seat]); need > 0 {
		ev.drew(seat, s.drawTo(seat, need))
	}
}

// take removes n natural cards of rank r and j jokers from cs, keeping
// the order of the rest; it returns the rest, and the cards taken
// appended to into.
func take(cs []cards.Card, r cards.Rank, n, j int, into []cards.Card) (rest, taken []cards.Card) {
	taken = into
	// Filtering in place is safe: the write index never passes the read.
	rest = cs[:0]
	for _, c := range cs {
		switch {
		case c.IsJoker() && j > 0:
			j--
			taken = append(taken, c)
		case !c.IsJoker() && c.Rank() == r && n > 0:
			n--
			taken = append(taken, c)
		default:
			rest = append(rest, c)
		}
	}
	return rest, taken
}

// playFromSource plays n naturals and j jokers as v from the hand, or
// from the naked cards when the hand is empty.
func (s *state) playFromSource(seat int, v value, n, j int, ev *events) {
	// A play is at most every card of one value and every joker.
	var buf [maxNaturals + maxJokers]cards.Card
	played := buf[:0]
	from := fromHand
	if len(s.Hands[seat]) > 0 {
		s.Hands[seat], played = take(s.Hands[seat], v.rank(), n, j, played)
		s.Exposed.forget(seat, played)
	} else {
		from = fromNaked
		for i, pile := range s.Naked[seat] {
			had := len(played)
			s.Naked[seat][i], played = take(pile, v.rank(), n, j, played)
			for _, c := range played[had:] {
				if c.IsJoker() {
					j--
				} else {
					n--
				}
			}
		}
	}
	s.playCards(seat, v, played, from, ev)
}

// playCards puts cards on the stack as v and applies their power.
func (s *state) playCards(seat int, v value, played []cards.Card, from stage, ev *events) {
	for _, c := range played {
		s.Stack = append(s.Stack, entry{Card: c, As: v})
	}
	if ev.on() {
		ev.add(playMsg(seat, v, played, from), playText(seat, v, played, from))
	}

	finished := len(s.Hands[seat]) == 0 && s.holding(seat).nakedCount() == 0 && len(s.Blind[seat]) == 0
	if finished {
		s.Out = append(s.Out, seat)
		if ev.on() {
			ev.add(games.Say("bitch.event.out", "Who", seatArg(seat), "Place", ordinalArgs[len(s.Out)]),
				seatRef(seat)+" is out, finishing "+ordinal(len(s.Out))+"!")
		}
		if s.Out.inCount(s.Seats) == 1 {
			last := s.Out.next(s.Seats, seat, 1)
			s.Out = append(s.Out, last)
			s.Phase = phaseOver
			s.Pending = nil
			s.closeBluff()
			if ev.on() {
				ev.add(games.Say("bitch.event.loses", "Who", seatArg(last)), seatRef(last)+" is the last one left and loses.")
			}
			return
		}
	}
	switch v {
	case ten:
		burned := len(s.Stack)
		for _, e := range s.Stack {
			s.Burned = append(s.Burned, e.Card)
		}
		s.Stack = s.Stack[:0]
		if finished {
			if ev.on() {
				ev.add(games.Say("bitch.event.burns", "Count", burned), "The stack burns ("+cardCount(burned)+").")
			}
			s.beginTurn(s.Out.next(s.Seats, seat, 1), ev)
			return
		}
		if ev.on() {
			ev.add(games.Say("bitch.event.burnsAgain", "Count", burned, "Who", seatArg(seat)),
				"The stack burns ("+cardCount(burned)+"); "+seatRef(seat)+" plays again.")
		}
		s.beginTurn(seat, ev)
	case 8:
		at := seat
		for range played {
			at = s.Out.next(s.Seats, at, 1)
		}
		if ev.on() {
			skipped := skipText(s, seat, len(played))
			ev.add(games.Say("bitch.event.skipped", "Seats", skipped), "Skipped: "+skipped+".")
		}
		s.beginTurn(s.Out.next(s.Seats, at, 1), ev)
	default:
		s.beginTurn(s.Out.next(s.Seats, seat, 1), ev)
	}
}

// skipText names the players n 8s played by seat skip: "{seat1},
// {seat2}".
func skipText(s *state, seat, n int) string {
	var buf [160]byte
	b := buf[:0]
	at := seat
	for i := range n {
		at = s.Out.next(s.Seats, at, 1)
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, seatRef(at)...)
	}
	return string(b)
}

// fromWords are what playText says of where cards came from.
var fromWords = [...]string{fromHand: "", fromNaked: "from the naked cards ", fromBlind: "from the blind cards "}

// playMsg is playText as a message.
func playMsg(seat int, v value, played []cards.Card, from stage) games.Text {
	as := playedAs[v]
	if slices.Contains(played, cards.Joker) {
		as = jokerAs[v]
	}
	id := [...]string{fromHand: "bitch.event.play.hand", fromNaked: "bitch.event.play.naked", fromBlind: "bitch.event.play.blind"}[from]
	return games.Say(id, "Who", seatArg(seat), "Cards", cardsArg(played), "As", as)
}

// playText tells a play: "{seat} plays 7♥ 7♠ Joker (as 7).", "{seat}
// plays A♠ A♣ (high).", "{seat} plays from the naked cards 5♦."
func playText(seat int, v value, played []cards.Card, from stage) string {
	var buf [160]byte
	b := buf[:0]
	b = append(b, seatRefs[seat]...)
	b = append(b, " plays "...)
	b = append(b, fromWords[from]...)
	b = appendCards(b, played)
	joker := slices.Contains(played, cards.Joker)
	switch {
	case joker:
		b = append(b, " (as "...)
		b = append(b, v.String()...)
		b = append(b, ')')
	case v == aceHigh:
		b = append(b, " (high)"...)
	case v == aceLow:
		b = append(b, " (low)"...)
	}
	return string(append(b, '.'))
}

// appendCards appends the cards' names, as cards.Join writes them:
// "7♥ 7♠ Joker".
func appendCards(b []byte, cs []cards.Card) []byte {
	for i, c := range cs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, cardNames[c]...)
	}
	return b
}

// cardCount says "1 card", "12 cards".
func cardCount(n int) string {
	if n < len(cardCounts) {
		return cardCounts[n]
	}
	return games.Count(n, "card", "cards")
}

// drawText says what a draw took: "draws 2", "draws nothing (the deck is
// empty)".
func drawText(n int) string {
	if n == 0 {
		return "draws nothing (the deck is empty)"
	}
	return "draws " + strconv.Itoa(n)
}

// ordinal is a finishing place in English: "1st".
func ordinal(n int) string { return enWords().ordinals[n] }

// turnBlind turns up blind card i: it plays if legal (a joker, or an ace
// that could go either way, is declared next); else it goes to the hand
// with the stack (or the draw for 7s). No bluff: the player had no choice.
func (s *state) turnBlind(seat, i int, ev *events) {
	c := s.Blind[seat][i]
	s.Blind[seat] = append(s.Blind[seat][:i:i], s.Blind[seat][i+1:]...)
	f := faceOf(s.Stack)
	options := f.valuesFor(c)
	switch len(options) {
	case 0:
		if ev.on() {
			ev.add(games.Say("bitch.event.blindFails", "Who", seatArg(seat), "Card", cardArg(c), "Face", faceText(f)),
				seatRef(seat)+" turns up "+c.String()+" from the blind cards: it cannot be played on "+f.describe()+".")
		}
		s.Hands[seat] = append(s.Hands[seat], c)
		s.Exposed.know(s.Seats, seat, s.Hands[seat][len(s.Hands[seat])-1:])
		s.penalty(seat, f, ev)
		s.beginTurn(s.Out.next(s.Seats, seat, 1), ev)
	case 1:
		s.playCards(seat, options[0], []cards.Card{c}, fromBlind, ev)
	default:
		if ev.on() {
			ev.add(games.Say("bitch.event.blindDeclares", "Who", seatArg(seat), "Card", cardArg(c)),
				seatRef(seat)+" turns up "+c.String()+" from the blind cards and declares it.")
		}
		s.Pending = &pending{Flipped: &c}
		s.Step++
	}
}
