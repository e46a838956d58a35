package starcollector

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// Reveal is what the last reveal did, kept as facts. The board and
// Apply's events put it into words; Play records it without a word, so a
// search pays for no sentence nobody reads.
type Reveal struct {
	Turn  int           `json:"turn"`
	Plays [seats]Choice `json:"plays"`
	// How the played cards were settled, and the seat it is about: the
	// winner of a fight, the fighter against a draw card.
	Settle settle `json:"settle,omitempty"`
	Seat   int    `json:"seat,omitempty"`
	// Won, WonStars: what Seat collected, played cards and pot; Stars: its
	// stars after. Pot: the cards in the pot after a tie or a trap.
	Won      int `json:"won,omitempty"`
	WonStars int `json:"wonStars,omitempty"`
	Stars    int `json:"stars,omitempty"`
	Pot      int `json:"pot,omitempty"`
	// Want and Got per seat: the cards it was to draw and drew. Full: a
	// short draw stopped at the hand limit, not at an empty deck.
	Want [seats]int  `json:"want"`
	Got  [seats]int  `json:"got"`
	Full [seats]bool `json:"full"`
	// Discarded is how many cards DiscardSeat discarded when the other
	// hand ran out with the deck empty; 0 when nobody did.
	Discarded   int `json:"discarded,omitempty"`
	DiscardSeat int `json:"discardSeat,omitempty"`
}

// settle is how the played cards of a reveal were settled.
type settle string

const (
	settleDraws     settle = ""          // both drew: both cards laid aside
	settleTie       settle = "tie"       // equal fights: both cards to the pot
	settleWon       settle = "won"       // Seat won the fight
	settleUnopposed settle = "unopposed" // Seat fought a draw card
	settleAmbush    settle = "ambush"    // Seat's ambush took the draw card too
	settleTrap      settle = "trap"      // Seat's fight card fell into a trap
)

// lines writes the reveal in words, one line each, to w: the cards
// played, how they were settled, the draws and, when the game ended,
// how. over is the game's outcome, nil while it goes on.
func (r *Reveal) lines(w lineWriter, over *Outcome) lineWriter {
	w = w.str("Turn ").num(r.Turn).str(": ").
		str(seatRef[0]).str(" plays ").str(playText(r.Plays[0].Card, r.Plays[0].Side)).str("; ").
		str(seatRef[1]).str(" plays ").str(playText(r.Plays[1].Card, r.Plays[1].Side)).str(".").end()
	switch r.Settle {
	case settleTie:
		w = w.str("A tie: both cards go to the pot, which now holds ").str(cardsWord(r.Pot)).str(".").end()
	case settleWon:
		w = r.collects(w.str(seatRef[r.Seat]).str(" wins the fight and "))
	case settleUnopposed:
		w = r.collects(w.str(seatRef[r.Seat]).str(" fights unopposed and "))
	case settleAmbush:
		w = r.collects(w.str(seatRef[r.Seat]).str(" ambushes the draw card and "))
	case settleTrap:
		d := 1 - r.Seat
		w = w.str(seatRef[d]).str("'s ").str(r.Plays[d].Card.kind().Name).str(" is a trap: ").
			str(seatRef[r.Seat]).str("'s card goes to the pot, which now holds ").str(cardsWord(r.Pot)).str(".").end()
	}
	for seat := range seats {
		// A draw in full is said by its play ("plays Draw 3 · Nebula ★",
		// "Fight 3 + draw 1"): only a draw cut short gets a line.
		if r.Want[seat] == 0 || r.Got[seat] == r.Want[seat] {
			continue
		}
		if r.Got[seat] == 0 && !r.Full[seat] {
			// "draws 0 cards of 4" said less plainly what happened.
			w = w.str(seatRef[seat]).str(" draws nothing: the deck is empty.").end()
			continue
		}
		w = w.str(seatRef[seat]).str(" draws ").str(cardsWord(r.Got[seat]))
		switch {
		case r.Full[seat]:
			w = w.str(" of ").num(r.Want[seat]).str(": the hand holds ").num(handLimit).str(".")
		default:
			w = w.str(" of ").num(r.Want[seat]).str(": the deck is empty.")
		}
		w = w.end()
	}
	if r.Discarded > 0 {
		w = w.str(seatRef[r.DiscardSeat]).str(" discards the ").str(cardsWord(r.Discarded)).str(" left in hand.").end()
	}
	if over != nil {
		w = w.str(over.Summary).end()
	}
	return w
}

// collects ends the line of a seat that collected cards.
func (r *Reveal) collects(w lineWriter) lineWriter {
	return w.str("collects ").str(cardsWord(r.Won)).str(": +").num(r.WonStars).str("★, ").num(r.Stars).str("★ in all.").end()
}

// lineWriter writes lines into one buffer, so that all of them become a
// single string: one allocation for a whole reveal's events. It is used
// by value (w = w.str(...)), which lets a caller's buffer stay on its
// stack.
type lineWriter struct {
	buf  []byte
	ends []int
}

func (w lineWriter) str(s string) lineWriter { w.buf = append(w.buf, s...); return w }

func (w lineWriter) num(n int) lineWriter { w.buf = strconv.AppendInt(w.buf, int64(n), 10); return w }

// names lists cards for players: "Comet ★, Galaxy ★★★".
func (w lineWriter) names(cs []Card) lineWriter {
	for i, c := range cs {
		if i > 0 {
			w = w.str(", ")
		}
		w = w.str(c.kind().shortName)
	}
	return w
}

func (w lineWriter) end() lineWriter { w.ends = append(w.ends, len(w.buf)); return w }

// each calls f with every line written, in order, as parts of one string.
func (w lineWriter) each(f func(i int, line string)) {
	all := string(w.buf)
	start := 0
	for i, e := range w.ends {
		f(i, all[start:e])
		start = e
	}
}

// revealEvents are the events of the answer that revealed a turn: every
// line of the reveal, and each seat's drawn cards, privately. The reveal
// says both choices ("Turn 3: … plays …"): no line says again that the
// answering seat has chosen, or what.
func (s *state) revealEvents(drawn *[seats]haul) []games.Event {
	var buf [1024]byte
	var ends [16]int
	w := lineWriter{buf: buf[:0], ends: ends[:0]}
	w = s.Last.lines(w, s.Over)
	public := len(w.ends)
	var drew [seats]int // the seat of each private line after them
	n := 0
	for who := range seats {
		if drawn[who].n > 0 {
			w = w.str("You drew ").names(drawn[who].list()).str(".").end()
			drew[n] = who
			n++
		}
	}
	events := make([]games.Event, 0, len(w.ends))
	w.each(func(i int, line string) {
		e := games.Event{Text: line}
		if i >= public {
			e.Seat, e.Private = drew[i-public], true
		}
		events = append(events, e)
	})
	return events
}
