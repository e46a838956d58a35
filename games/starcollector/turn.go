package starcollector

import (
	"slices"

	"github.com/deckhand/deckhand/games"
)

// accept checks that a answers the open prompt of its seat with one of
// its options, as games.Find does against Prompts, with the same errors,
// but without building a prompt.
func (s *state) accept(a games.Answer) (option, error) {
	if s.Over != nil {
		return option{}, games.ErrOver
	}
	if a.Seat < 0 || a.Seat >= seats || s.Chosen[a.Seat] != nil || a.PromptID != turnID(s.Turn) {
		return option{}, games.ErrStale
	}
	if len(a.Choices) != 1 {
		return option{}, refuse(s.lang(), games.ErrBadChoice, games.Say("starcollector.refuse.pick-one"))
	}
	opt, ok := stdDeck.byOption[a.Choices[0]]
	if !ok || !slices.Contains(s.Hands[a.Seat], opt.card) {
		return option{}, refuse(s.lang(), games.ErrBadChoice, games.Say("starcollector.refuse.not-offered", "Choice", a.Choices[0]))
	}
	return opt, nil
}

// Seat references made once: a game writes them every turn.
var seatRef = [seats]string{games.Seat(0), games.Seat(1)}

// chosenMsg is the event of a seat that has chosen, chosenLine the
// same in English, said once: a game says it every turn.
var (
	chosenMsg = [seats]games.Text{
		games.Say("starcollector.chosen", "Who", seatRef[0]),
		games.Say("starcollector.chosen", "Who", seatRef[1]),
	}
	chosenLine = [seats]string{english.Say(chosenMsg[0]), english.Say(chosenMsg[1])}
)

// chosenEvent is the event of seat's first choice of a turn, said in l.
func chosenEvent(l games.Lang, seat int) games.Event {
	e := games.Event{Msg: chosenMsg[seat], Text: chosenLine[seat]}
	if l != english {
		e.Text = l.Say(e.Msg)
	}
	return e
}

// playText names a card played on a side: "Fight 5 · Meteor ★".
func playText(c Card, side Side) games.Text { return c.kind().msg.play[sideIndex(side)] }

// play records seat's accepted choice and, when it is the second of the
// turn, reveals both and plays the turn out, filling drawn with the
// cards each seat drew. It reports whether it revealed.
func (s *state) play(seat int, opt option, drawn *[seats]haul) bool {
	s.Chosen[seat] = opt.choice
	if s.Chosen[1-seat] == nil {
		s.chosen(seat)
		return false
	}
	s.reveal(drawn)
	s.changed()
	return true
}

// reveal plays out a turn once both have chosen: the played cards leave
// the hands, the cards are collected, pooled or discarded, then the
// draws happen, then the end of the game is checked. What happened is
// recorded in Last.
func (s *state) reveal(drawn *[seats]haul) {
	p := [seats]Choice{*s.Chosen[0], *s.Chosen[1]}
	s.Chosen = [seats]*Choice{}
	s.Masked = [seats]bool{}
	for seat := range seats {
		s.Hands[seat] = remove(s.Hands[seat], p[seat].Card)
	}
	s.Last = Reveal{Turn: s.Turn, Plays: p}
	r := &s.Last

	switch {
	case p[0].Side == Fight && p[1].Side == Fight:
		s.fight(p)
	case p[0].Side == Fight:
		s.fightAgainstDraw(0, p[0].Card, p[1].Card)
	case p[1].Side == Fight:
		s.fightAgainstDraw(1, p[1].Card, p[0].Card)
	default:
		for seat := range seats {
			s.layAside(seat, p[seat].Card)
		}
	}

	// Ordinary draws: the draw number of each draw card.
	for seat := range seats {
		if p[seat].Side == Draw {
			r.Want[seat] = p[seat].Card.kind().Draw
		}
	}
	s.drawInOrder(r.Want, drawn)
	// Draws of fight-side specials come after the ordinary draws.
	var bonus [seats]int
	for seat := range seats {
		if k := p[seat].Card.kind(); p[seat].Side == Fight && k.effect == effFightDraw {
			bonus[seat] = k.Special.N
			r.Want[seat] += k.Special.N
		}
	}
	if bonus != [seats]int{} {
		s.drawInOrder(bonus, drawn)
	}
	for seat := range seats {
		r.Got[seat] = drawn[seat].n
		r.Full[seat] = r.Got[seat] < r.Want[seat] && len(s.Hands[seat]) >= handLimit
	}

	s.Turn++
	s.endOfTurn()
}

// fight settles fight against fight: the winner collects both cards and
// the pot; a tie adds both cards to the pot.
func (s *state) fight(p [seats]Choice) {
	w := winner(p[0].Card.kind(), p[1].Card.kind())
	if w < 0 {
		s.Pot = append(s.Pot, p[0].Card, p[1].Card)
		s.Last.Settle, s.Last.Pot = settleTie, len(s.Pot)
		return
	}
	s.Last.Settle = settleWon
	s.collectWithPot(w, p[w].Card, p[1-w].Card)
}

// winner returns the seat whose fight card wins, or -1 for a tie. A
// "beats" card wins against the number it names, whatever the numbers;
// otherwise the higher number wins, and a tie goes to a "wins ties" card
// if exactly one of them is one.
func winner(a, b *Kind) int {
	if a.effect == effBeats && a.Special.N == b.Fight {
		return 0
	}
	if b.effect == effBeats && b.Special.N == a.Fight {
		return 1
	}
	switch {
	case a.Fight > b.Fight:
		return 0
	case b.Fight > a.Fight:
		return 1
	}
	at, bt := a.effect == effWinsTies, b.effect == effWinsTies
	switch {
	case at && !bt:
		return 0
	case bt && !at:
		return 1
	}
	return -1
}

// fightAgainstDraw settles a fight card against a draw card: the fighter
// collects its card and the whole pot, unless the draw card is a trap,
// which sends the fight card to the pot instead. An ambush also takes the
// draw card; otherwise it is laid aside as every draw card is.
func (s *state) fightAgainstDraw(f int, fc, dc Card) {
	d := 1 - f
	s.Last.Seat = f
	if dc.kind().effect == effTrap {
		s.Pot = append(s.Pot, fc)
		s.Discard = append(s.Discard, dc)
		s.Last.Settle, s.Last.Pot = settleTrap, len(s.Pot)
		return
	}
	if fc.kind().effect == effAmbush {
		s.Last.Settle = settleAmbush
		s.collectWithPot(f, fc, dc)
		return
	}
	s.layAside(d, dc)
	s.Last.Settle = settleUnopposed
	s.collectWithPot(f, fc)
}

// layAside puts a played draw card where it belongs: the discard pile,
// or its own player's collection for a "keep" card.
func (s *state) layAside(seat int, c Card) {
	if c.kind().effect == effKeep {
		s.Collected[seat] = append(s.Collected[seat], c)
		return
	}
	s.Discard = append(s.Discard, c)
}

// collectWithPot adds the played cards and the whole pot to seat's
// collection and records what it won.
func (s *state) collectWithPot(seat int, played ...Card) {
	before := len(s.Collected[seat])
	s.Collected[seat] = append(s.Collected[seat], played...)
	s.Collected[seat] = append(s.Collected[seat], s.Pot...)
	s.Pot = s.Pot[:0]
	won := s.Collected[seat][before:]
	r := &s.Last
	r.Seat, r.Won, r.WonStars, r.Stars = seat, len(won), starsOf(won), s.Stars(seat)
}

// drawInOrder draws want[seat] cards for each seat. The higher number
// draws all its cards first; on equal numbers the seats draw one card at
// a time, alternately, the first seat first. That order only matters
// when the deck runs short. Every draw stops at the hand limit.
func (s *state) drawInOrder(want [seats]int, got *[seats]haul) {
	switch {
	case want[0] > want[1]:
		s.drawUpTo(0, want[0], &got[0])
		s.drawUpTo(1, want[1], &got[1])
	case want[1] > want[0]:
		s.drawUpTo(1, want[1], &got[1])
		s.drawUpTo(0, want[0], &got[0])
	default:
		for i := 0; i < want[0]; i++ {
			for seat := range seats {
				s.drawOne(seat, &got[seat])
			}
		}
	}
}

// haul is the cards one seat drew in a turn: never more than a hand.
type haul struct {
	cards [handLimit]Card
	n     int
}

func (h *haul) list() []Card { return h.cards[:h.n] }

func (s *state) drawUpTo(seat, n int, got *haul) {
	for range n {
		if !s.drawOne(seat, got) {
			return
		}
	}
}

// drawOne moves the top card of the deck to seat's hand, unless the
// deck is empty or the hand holds the limit.
func (s *state) drawOne(seat int, got *haul) bool {
	if len(s.Deck) == 0 || len(s.Hands[seat]) >= handLimit {
		return false
	}
	c := s.pop()
	s.Hands[seat] = insert(s.Hands[seat], c)
	got.cards[got.n] = c
	got.n++
	return true
}

// pop takes the top card of the deck.
func (s *state) pop() Card {
	c := s.Deck[len(s.Deck)-1]
	s.Deck = s.Deck[:len(s.Deck)-1]
	return c
}
