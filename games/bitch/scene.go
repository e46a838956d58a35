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
	w := wordsFor(s)
	sp := speech{s, w}
	if seat >= 0 && seat < s.Seats {
		return sp.handScene(seat)
	}
	// The title says the decks dealt, as the board's text did: how many
	// of each card there are is what a player counts against.
	sc := games.Scene{Title: w.say("bitch.scene.title", "N", s.Seats, "Decks", w.decks[s.Decks]), Caption: sp.caption()}
	var gone []games.Area
	for p := 0; p < s.Seats; p++ {
		// Counts as figures keep eight seats' sides one row of cards high.
		a := games.Area{Seat: p, Active: s.waitsOn(p), Status: sp.seatStatus(p), Zones: s.holding(p).nakedZones(w),
			Figures: []games.Figure{
				{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
				{Label: w.say("bitch.scene.blind"), Value: strconv.Itoa(len(s.Blind[p]))},
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
			a.Zones = append(a.Zones, games.Zone{Name: w.say("bitch.scene.shows"), Layout: games.Fan, Cards: faces(sortedHand(sh.Cards))})
		}
		sc.Areas = append(sc.Areas, a)
	}
	sc.Areas = append(sc.Areas, gone...)
	from := max(0, len(s.Stack)-stackShown)
	stack := games.Zone{Name: w.say("bitch.scene.stack", "N", len(s.Stack)), Layout: games.Stack}
	for _, e := range s.Stack[from:] {
		label := ""
		if e.Card.IsJoker() {
			label = w.say("bitch.scene.as", "Value", w.values[e.As]) // what it counts as, as the text said
		}
		stack.Cards = append(stack.Cards, games.StandardCard(cardNames[e.Card], label))
	}
	if s.Phase == phasePlay {
		stack.Note = w.beatText(faceOf(s.Stack))
	}
	table := games.Area{Seat: -1, Title: w.say("bitch.scene.table"), Zones: []games.Zone{
		stack,
		{Name: w.say("bitch.scene.deck"), Layout: games.Pile, Count: len(s.Deck), Cards: backs(len(s.Deck))},
	}}
	if p := s.Pending; p != nil && p.Flipped != nil {
		table.Zones = append(table.Zones, games.Zone{Name: w.say("bitch.scene.turnedUp"), Layout: games.Row,
			Cards: []games.Card{games.StandardCard(cardNames[*p.Flipped], "")}})
	}
	if len(s.Burned) > 0 {
		table.Status = w.say("bitch.scene.burned", "N", len(s.Burned))
	}
	sc.Areas = append([]games.Area{table}, sc.Areas...)
	if bl := s.Bluff; bl != nil {
		sc.Notes = append(sc.Notes, w.say("bitch.scene.bluff", "Who", seatRef(bl.Seat), "Next", seatRef(s.Turn)))
	}
	return sc
}

// caption says whose move it is.
func (sp speech) caption() string {
	s, w := sp.s, sp.w
	switch s.Phase {
	case phaseSetup:
		return w.say("bitch.view.laying")
	case phaseFirst:
		return w.say("bitch.scene.dealerChooses", "Dealer", seatRef(s.Dealer))
	case phasePlay:
		if p := s.Pending; p != nil && p.Flipped != nil {
			return w.say("bitch.scene.declares", "Who", seatRef(s.Turn), "Card", w.cardNames[*p.Flipped])
		}
		return w.say("bitch.scene.toPlay", "Who", seatRef(s.Turn))
	}
	if len(s.Out) > 0 {
		return w.say("bitch.scene.overLoser", "Who", seatRef(s.Out[len(s.Out)-1]))
	}
	return w.say("bitch.scene.over")
}

// beatText is what the player to act must beat.
func (w *words) beatText(f face) string {
	if f.Kind == faceFree {
		return w.say("bitch.scene.free")
	}
	return w.say("bitch.scene.beat", "Face", w.faceTexts[faceIndex(f)])
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
func (sp speech) seatStatus(seat int) string {
	s, w := sp.s, sp.w
	st := ""
	if seat == s.Dealer {
		st = w.say("bitch.scene.dealer")
	}
	if rank := slices.Index(s.Out, seat); rank >= 0 {
		out := w.say("bitch.scene.out", "Place", w.ordinals[rank+1])
		if s.Phase.over() && rank == len(s.Out)-1 {
			out = w.say("bitch.scene.loses")
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
func (h holding) nakedZones(w *words) []games.Zone {
	var zs []games.Zone
	for i, p := range h.naked {
		z := games.Zone{Layout: games.Fan, Cards: faces(p)}
		if i == 0 {
			z.Name = w.say("bitch.scene.naked")
		}
		zs = append(zs, z)
	}
	return zs
}

// handScene is seat's hand sorted by value, its naked piles and blind
// count.
func (sp speech) handScene(seat int) games.Scene {
	s, w := sp.s, sp.w
	sc := games.Scene{Title: w.say("bitch.view.yourCards"), Caption: sp.caption()}
	sorted := sortedHand(s.Hands[seat])
	hand := faces(sorted)
	for i := range hand {
		hand[i].Label = w.cardNames[sorted[i]]
	}
	if s.Phase == phasePlay && seat == s.Turn {
		sc.Caption = w.say("bitch.scene.yourTurn", "Beat", w.beatText(faceOf(s.Stack)))
	}
	a := games.Area{Seat: seat, Title: w.say("bitch.scene.yourHand"), Active: s.waitsOn(seat), Status: sp.seatStatus(seat),
		Figures: []games.Figure{{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[seat]))}},
		Zones:   []games.Zone{{Layout: games.Row, Cards: hand}}}
	a.Zones = append(a.Zones, s.holding(seat).nakedZones(w)...)
	a.Zones = append(a.Zones, games.Zone{Name: w.say("bitch.scene.blindZone"), Layout: games.Pile, Count: len(s.Blind[seat]), Cards: backs(len(s.Blind[seat]))})
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
