package bitch

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

var _ games.Scener = (*state)(nil)

// Scene is the board (seat -1): the top of the stack with what must be
// beaten, the deck, and for every seat its hand size, naked piles and
// blind count; or a seat's own cards, its hand sorted by value.
func (s *state) Scene(seat int) games.Scene {
	if seat >= 0 && seat < s.Seats {
		return s.handScene(seat)
	}
	// The title says the decks dealt, as the board's text did: how many
	// of each card there are is what a player counts against.
	decks := strconv.Itoa(s.Decks) + " decks"
	if s.Decks == 1 {
		decks = "1 deck"
	}
	sc := games.Scene{Title: "Bitch · " + strconv.Itoa(s.Seats) + " players · " + decks, Caption: s.caption()}
	var gone []games.Area
	for p := 0; p < s.Seats; p++ {
		// Counts as figures keep eight seats' sides one row of cards high.
		a := games.Area{Seat: p, Active: s.waitsOn(p), Status: s.seatStatus(p), Zones: s.holding(p).nakedZones(),
			Figures: []games.Figure{
				{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
				{Label: "blind", Value: strconv.Itoa(len(s.Blind[p]))},
			}}
		if s.Out.has(p) && s.holding(p).holdsNothing() {
			// A player who is out holds nothing: a line with their
			// place, not four empty pile places and zero counts, after
			// the players still in, so that short lines lie side by
			// side instead of beside a tall one.
			a.Zones, a.Figures = nil, nil
			gone = append(gone, a)
			continue
		}
		if sh := s.Shown; sh != nil && sh.Seat == p {
			a.Zones = append(a.Zones, games.Zone{Name: "Shows their hand", Layout: games.Fan, Cards: faces(sortedHand(sh.Cards))})
		}
		sc.Areas = append(sc.Areas, a)
	}
	sc.Areas = append(sc.Areas, gone...)
	from := max(0, len(s.Stack)-stackShown)
	stack := games.Zone{Name: "Stack · " + strconv.Itoa(len(s.Stack)), Layout: games.Stack}
	for _, e := range s.Stack[from:] {
		label := ""
		if e.Card.IsJoker() {
			label = "as " + e.As.String() // what it counts as, as the text said
		}
		stack.Cards = append(stack.Cards, games.StandardCard(cardNames[e.Card], label))
	}
	if s.Phase == phasePlay {
		stack.Note = beatText(faceOf(s.Stack))
	}
	table := games.Area{Seat: -1, Title: "Table", Zones: []games.Zone{
		stack,
		{Name: "Deck", Layout: games.Pile, Count: len(s.Deck), Cards: backs(len(s.Deck))},
	}}
	if p := s.Pending; p != nil && p.Flipped != nil {
		table.Zones = append(table.Zones, games.Zone{Name: "Turned up", Layout: games.Row,
			Cards: []games.Card{games.StandardCard(cardNames[*p.Flipped], "")}})
	}
	if len(s.Burned) > 0 {
		table.Status = "burned: " + strconv.Itoa(len(s.Burned))
	}
	sc.Areas = append([]games.Area{table}, sc.Areas...)
	if bl := s.Bluff; bl != nil {
		sc.Notes = append(sc.Notes, "Bluff? "+seatRef(bl.Seat)+" passed: anyone may call the bluff until "+seatRef(s.Turn)+" moves.")
	}
	return sc
}

// caption says whose move it is.
func (s *state) caption() string {
	switch s.Phase {
	case phaseSetup:
		return "Every player lays 4 naked piles face up on their blind cards."
	case phaseFirst:
		return seatRef(s.Dealer) + " (dealer) chooses who plays first."
	case phasePlay:
		if p := s.Pending; p != nil && p.Flipped != nil {
			return seatRef(s.Turn) + " turned up " + cardNames[*p.Flipped] + " and declares what it counts as."
		}
		return seatRef(s.Turn) + " to play."
	}
	if len(s.Out) > 0 {
		return "Game over: " + seatRef(s.Out[len(s.Out)-1]) + " is the Bitch."
	}
	return "Game over."
}

// beatText is what the player to act must beat.
func beatText(f face) string {
	if f.Kind == faceFree {
		return "Nothing to beat: play anything."
	}
	return "To beat: " + f.describe() + "."
}

// waitsOn reports whether the game waits on seat.
func (s *state) waitsOn(seat int) bool {
	switch s.Phase {
	case phaseSetup:
		return len(s.Naked[seat]) < blindCards
	case phaseFirst:
		return seat == s.Dealer
	case phasePlay:
		return seat == s.Turn
	}
	return false
}

// seatStatus is the dealer mark and a finished seat's place.
func (s *state) seatStatus(seat int) string {
	st := ""
	if seat == s.Dealer {
		st = "dealer"
	}
	if rank := slices.Index(s.Out, seat); rank >= 0 {
		out := "out " + ordinal(rank+1)
		if s.Phase.over() && rank == len(s.Out)-1 {
			out = "last: loses"
		}
		if st != "" {
			out = st + " · " + out
		}
		st = out
	}
	return st
}

// holdsNothing reports whether the seat has no card left anywhere.
func (h holding) holdsNothing() bool {
	if len(h.hand) > 0 || len(h.blind) > 0 {
		return false
	}
	for _, p := range h.naked {
		if len(p) > 0 {
			return false
		}
	}
	return true
}

// nakedZones are the seat's naked piles, each fanned; a played-out pile
// stays as an empty place.
func (h holding) nakedZones() []games.Zone {
	var zs []games.Zone
	for i, p := range h.naked {
		z := games.Zone{Layout: games.Fan, Cards: faces(p)}
		if i == 0 {
			z.Name = "Naked"
		}
		zs = append(zs, z)
	}
	return zs
}

// handScene is seat's hand sorted by value, its naked piles and blind
// count.
func (s *state) handScene(seat int) games.Scene {
	sc := games.Scene{Title: "Your cards", Caption: s.caption()}
	hand := faces(sortedHand(s.Hands[seat]))
	for i := range hand {
		hand[i].Label = hand[i].Rank + suitText(hand[i].Suit)
	}
	if s.Phase == phasePlay && seat == s.Turn {
		sc.Caption = "Your turn. " + beatText(faceOf(s.Stack))
	}
	a := games.Area{Seat: seat, Title: "Your hand", Active: s.waitsOn(seat), Status: s.seatStatus(seat),
		Figures: []games.Figure{{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[seat]))}},
		Zones:   []games.Zone{{Layout: games.Row, Cards: hand}}}
	a.Zones = append(a.Zones, s.holding(seat).nakedZones()...)
	a.Zones = append(a.Zones, games.Zone{Name: "Blind", Layout: games.Pile, Count: len(s.Blind[seat]), Cards: backs(len(s.Blind[seat]))})
	sc.Areas = []games.Area{a}
	return sc
}

// sortedHand is cs sorted as the hand is shown: 2 to K, aces, jokers.
func sortedHand(cs []cards.Card) []cards.Card {
	sorted := slices.Clone(cs)
	slices.SortStableFunc(sorted, func(a, b cards.Card) int {
		if d := rankOrder(a) - rankOrder(b); d != 0 {
			return d
		}
		return int(a.Suit()) - int(b.Suit())
	})
	return sorted
}

// suitText is a drawn suit's symbol; a joker's label is its name.
func suitText(s games.Suit) string {
	switch s {
	case games.Spades:
		return "♠"
	case games.Hearts:
		return "♥"
	case games.Diamonds:
		return "♦"
	case games.Clubs:
		return "♣"
	}
	return "Joker"
}

func faces(cs []cards.Card) []games.Card {
	out := make([]games.Card, len(cs))
	for i, c := range cs {
		out[i] = games.StandardCard(cardNames[c], "")
	}
	return out
}

// backs is a face-down pile's top card, when it holds any.
func backs(n int) []games.Card {
	if n == 0 {
		return nil
	}
	return []games.Card{{Back: true}}
}
