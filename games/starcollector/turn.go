package starcollector

import (
	"slices"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Apply records a seat's secret choice; the second choice of a turn
// reveals both and plays the turn out. Every option offered is legal, so
// once games.Find accepts the answer nothing can fail: the state is
// changed only after that.
func (s *state) Apply(a games.Answer) ([]games.Event, error) {
	if s.Over != nil {
		return nil, games.ErrOver
	}
	if _, err := games.Find(s.promptsFor(a.Seat), a); err != nil {
		return nil, err
	}
	opt, ok := stdDeck.byOption[a.Choices[0]]
	if !ok || !slices.Contains(s.Hands[a.Seat], opt.card) {
		return nil, games.ErrBadChoice // unreachable: Find checked the option
	}
	s.Chosen[a.Seat] = opt.choice
	chose := [2]games.Event{
		{Text: chosenLine[a.Seat]},
		{Text: youChose(opt.card, opt.side), Seat: a.Seat, Private: true},
	}
	if s.Chosen[1-a.Seat] == nil {
		s.chosen(a.Seat)
		return chose[:], nil
	}
	events := s.reveal(chose)
	s.refresh()
	return events, nil
}

// Seat references and lines made once: a game writes them every turn.
var (
	seatRef    = [seats]string{games.Seat(0), games.Seat(1)}
	chosenLine = [seats]string{seatRef[0] + " has chosen.", seatRef[1] + " has chosen."}
)

// youChose is the private line of a secret choice.
func youChose(c Card, side Side) string {
	if side == Fight {
		return c.kind().choseFight
	}
	return c.kind().choseDraw
}

// playText names a card played on a side: "Fight 5 · Meteor ★".
func playText(c Card, side Side) string {
	if side == Fight {
		return c.kind().labelFight
	}
	return c.kind().labelDraw
}

// reveal plays out a turn once both have chosen: the played cards leave
// the hands, the cards are collected, pooled or discarded, then the
// draws happen, then the end of the game is checked.
func (s *state) reveal(chose [2]games.Event) []games.Event {
	p := [seats]Choice{*s.Chosen[0], *s.Chosen[1]}
	s.Chosen = [seats]*Choice{}
	for seat := range seats {
		s.Hands[seat] = remove(s.Hands[seat], p[seat].Card)
	}
	// Last is never handed out (Public joins it), so its array is reused.
	lines := s.Last[:0]
	lines = append(lines, "Turn "+strconv.Itoa(s.Turn)+": "+
		seatRef[0]+" plays "+playText(p[0].Card, p[0].Side)+"; "+
		seatRef[1]+" plays "+playText(p[1].Card, p[1].Side)+".")

	switch {
	case p[0].Side == Fight && p[1].Side == Fight:
		lines = append(lines, s.fight(p))
	case p[0].Side == Fight:
		lines = append(lines, s.fightAgainstDraw(0, p[0].Card, p[1].Card))
	case p[1].Side == Fight:
		lines = append(lines, s.fightAgainstDraw(1, p[1].Card, p[0].Card))
	default:
		for seat := range seats {
			s.layAside(seat, p[seat].Card)
		}
	}

	// Ordinary draws: the draw number of each draw card.
	var want [seats]int
	for seat := range seats {
		if p[seat].Side == Draw {
			want[seat] = p[seat].Card.kind().Draw
		}
	}
	var drawn [seats]haul
	s.drawInOrder(want, &drawn)
	// Draws of fight-side specials come after the ordinary draws.
	var bonus [seats]int
	for seat := range seats {
		if k := p[seat].Card.kind(); p[seat].Side == Fight && k.effect == effFightDraw {
			bonus[seat] = k.Special.N
			want[seat] += k.Special.N
		}
	}
	if bonus != [seats]int{} {
		s.drawInOrder(bonus, &drawn)
	}
	var private [seats]games.Event
	nPrivate := 0
	for seat := range seats {
		if want[seat] == 0 {
			continue
		}
		lines = append(lines, s.drawLine(seat, want[seat], drawn[seat].n))
		if drawn[seat].n > 0 {
			private[nPrivate] = games.Event{Text: "You drew " + names(drawn[seat].list()) + ".", Seat: seat, Private: true}
			nPrivate++
		}
	}

	s.Turn++
	lines = append(lines, s.endOfTurn()...)
	s.Last = lines
	events := make([]games.Event, 0, len(chose)+len(lines)+nPrivate)
	events = append(events, chose[:]...)
	for _, l := range lines {
		events = append(events, games.Event{Text: l})
	}
	return append(events, private[:nPrivate]...)
}

// fight settles fight against fight: the winner collects both cards and
// the pot; a tie adds both cards to the pot.
func (s *state) fight(p [seats]Choice) string {
	w := winner(p[0].Card.kind(), p[1].Card.kind())
	if w < 0 {
		s.Pot = append(s.Pot, p[0].Card, p[1].Card)
		return "A tie: both cards go to the pot, which now holds " + cardsWord(len(s.Pot)) + "."
	}
	return seatRef[w] + " wins the fight and " + s.collectWithPot(w, p[w].Card, p[1-w].Card)
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
func (s *state) fightAgainstDraw(f int, fc, dc Card) string {
	d := 1 - f
	if dc.kind().effect == effTrap {
		s.Pot = append(s.Pot, fc)
		s.Discard = append(s.Discard, dc)
		return seatRef[d] + "'s " + dc.kind().Name + " is a trap: " + seatRef[f] +
			"'s card goes to the pot, which now holds " + cardsWord(len(s.Pot)) + "."
	}
	if fc.kind().effect == effAmbush {
		return seatRef[f] + " ambushes the draw card and " + s.collectWithPot(f, fc, dc)
	}
	s.layAside(d, dc)
	return seatRef[f] + " fights unopposed and " + s.collectWithPot(f, fc)
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
// collection and says so.
func (s *state) collectWithPot(seat int, played ...Card) string {
	before := len(s.Collected[seat])
	s.Collected[seat] = append(s.Collected[seat], played...)
	s.Collected[seat] = append(s.Collected[seat], s.Pot...)
	s.Pot = s.Pot[:0]
	won := s.Collected[seat][before:]
	return "collects " + cardsWord(len(won)) + ": +" + strconv.Itoa(starsOf(won)) + "★, " +
		strconv.Itoa(s.Stars(seat)) + "★ in all."
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

// drawLine says how many cards seat drew, and why fewer than asked.
func (s *state) drawLine(seat, want, got int) string {
	line := seatRef[seat] + " draws " + cardsWord(got)
	switch {
	case got == want:
		return line + "."
	case len(s.Hands[seat]) >= handLimit:
		return line + " of " + strconv.Itoa(want) + ": the hand holds " + strconv.Itoa(handLimit) + "."
	default:
		return line + " of " + strconv.Itoa(want) + ": the deck is empty."
	}
}

// names lists cards for players: "Comet ★, Galaxy ★★★".
func names(cs []Card) string {
	var b strings.Builder
	n := 0
	for _, c := range cs {
		n += len(c.kind().shortName) + 2
	}
	b.Grow(n)
	for i, c := range cs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.kind().shortName)
	}
	return b.String()
}
