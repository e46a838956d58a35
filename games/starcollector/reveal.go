package starcollector

import "github.com/deckhand/deckhand/games"

// Reveal is what the last reveal did, kept as facts. The board and
// Apply's events put it into catalog Texts; Play records it without a
// word, so a search pays for no sentence nobody reads.
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

// texts says the reveal, a Text a line, appended to out: the cards
// played, how they were settled, the draws and, when the game ended,
// how (summary; zero while it goes on). The words it puts in the lines,
// the cards and their numbers, are p's: Texts, or the same already said.
func (r *Reveal) texts(out []games.Text, summary games.Text, p parts) []games.Text {
	out = append(out, games.Say("starcollector.reveal.plays", "Turn", r.Turn,
		"First", seatRef[0], "FirstPlay", p.play(r.Plays[0]),
		"Second", seatRef[1], "SecondPlay", p.play(r.Plays[1])))
	switch r.Settle {
	case settleTie:
		out = append(out, games.Say("starcollector.reveal.tie", "Cards", p.cards(r.Pot)))
	case settleWon:
		out = append(out, r.collects("starcollector.reveal.won", p))
	case settleUnopposed:
		out = append(out, r.collects("starcollector.reveal.unopposed", p))
	case settleAmbush:
		out = append(out, r.collects("starcollector.reveal.ambush", p))
	case settleTrap:
		d := 1 - r.Seat
		out = append(out, games.Say("starcollector.reveal.trap", "Drawer", seatRef[d],
			"Card", p.name(r.Plays[d].Card), "Fighter", seatRef[r.Seat], "Cards", p.cards(r.Pot)))
	}
	for seat := range seats {
		// A draw in full is said by its play ("plays Draw 3 · Nebula ★",
		// "Fight 3 + draw 1"): only a draw cut short gets a line.
		if r.Want[seat] == 0 || r.Got[seat] == r.Want[seat] {
			continue
		}
		switch {
		case r.Got[seat] == 0 && !r.Full[seat]:
			// "draws 0 cards of 4" said less plainly what happened.
			out = append(out, games.Say("starcollector.reveal.draws-nothing", "Who", seatRef[seat]))
		case r.Full[seat]:
			out = append(out, games.Say("starcollector.reveal.draws-full", "Who", seatRef[seat],
				"Cards", p.cards(r.Got[seat]), "Want", r.Want[seat], "Limit", handLimit))
		default:
			out = append(out, games.Say("starcollector.reveal.draws-short", "Who", seatRef[seat],
				"Cards", p.cards(r.Got[seat]), "Want", r.Want[seat]))
		}
	}
	if r.Discarded > 0 {
		out = append(out, games.Say("starcollector.reveal.discards", "Who", seatRef[r.DiscardSeat], "Count", r.Discarded))
	}
	if !summary.IsZero() {
		out = append(out, summary)
	}
	return out
}

// collects is the line of a seat that collected cards, settled as id says.
func (r *Reveal) collects(id string, p parts) games.Text {
	return games.Say(id, "Who", seatRef[r.Seat], "Cards", p.cards(r.Won), "Gain", r.WonStars, "Stars", r.Stars)
}

// parts are the words a reveal's lines put together: as Texts, which a
// line carries to be said in any language (msgParts), or already said in
// one (saidParts), so that saying the line costs one message, not one
// for each card in it as well: Apply says its events in English.
type parts interface {
	play(c Choice) any
	name(c Card) any
	cards(n int) any
}

type msgParts struct{}

func (msgParts) play(c Choice) any { return playText(c.Card, c.Side) }
func (msgParts) name(c Card) any   { return c.kind().msg.name }
func (msgParts) cards(n int) any   { return cardsWord(n) }

type saidParts struct{ w *deckWords }

func (p saidParts) play(c Choice) any { return p.w.of(c.Card).play[sideIndex(c.Side)] }
func (p saidParts) name(c Card) any   { return p.w.of(c).name }
func (p saidParts) cards(n int) any   { return p.w.cards(n) }

// revealEvents are the events of the answer that revealed a turn: every
// line of the reveal, and each seat's drawn cards, privately. The reveal
// says both choices ("Turn 3: … plays …"): no line says again that the
// answering seat has chosen, or what. Each event's Text is its Msg said
// in the state's language, from the same line made of words already
// said.
func (s *state) revealEvents(drawn *[seats]haul) []games.Event {
	l := s.lang()
	w := words(l)
	var buf, saidBuf [12]games.Text
	lines := s.Last.texts(buf[:0], games.Text{}, msgParts{})
	said := s.Last.texts(saidBuf[:0], games.Text{}, saidParts{w})
	events := make([]games.Event, 0, len(lines)+1+seats)
	for i, t := range lines {
		events = append(events, games.Event{Msg: t, Text: l.Say(said[i])})
	}
	if s.Over != nil {
		end := s.ending().in(l)
		events = append(events, games.Event{Msg: end.msg, Text: end.summary})
	}
	for who := range seats {
		if drawn[who].n > 0 {
			cs := drawn[who].list()
			t := games.Say("starcollector.reveal.drew", "Cards", names(cs))
			text := l.Say(games.Say("starcollector.reveal.drew", "Cards", w.names(l, cs)))
			events = append(events, games.Event{Msg: t, Text: text, Seat: who, Private: true})
		}
	}
	return events
}
