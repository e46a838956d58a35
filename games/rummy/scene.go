package rummy

import (
	"fmt"
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// Scene is the board (seat -1): each seat's hidden hand and the cards
// everyone saw it take, the stock, the whole discard pile face up, the
// melds with who laid each card, and the match as a race to the target;
// or a seat's hand, sorted as its prompts list it.
func (s *state) Scene(seat int) games.Scene {
	status := s.status()
	sc := games.Scene{
		Title:   fmt.Sprintf("Rummy · round %d · to %d", s.Round, s.Target),
		Caption: status[0],
		Notes:   status[1:],
	}
	if seat >= 0 && seat < 2 {
		return s.handScene(seat, sc)
	}
	if s.Phase == phaseTally || s.Phase == phaseOver {
		// Each seat's line of a scored round ("melded 85, left 2♦ 10♦
		// (−20): +65") is its figures and the hand it shows: the
		// picture says it there, once.
		sc.Notes = status[len(status)-1:]
	}
	if s.Phase == phaseOver {
		// The match is over: its winner and both totals are the
		// headline, said once; under the table, how the last round
		// ended, and why the match did when the players ended it (a
		// total that reached the target is on the chart).
		sc.Caption = s.Result().Summary
		sc.Notes = status[:1]
		if s.Ended {
			sc.Notes = append(sc.Notes, "Match over: "+s.overWhy()+".")
		}
	}
	totals := s.Tally.totals(len(s.Tally))
	pts := s.Melds.points()
	for p := range 2 {
		a := games.Area{Seat: p, Active: s.waitsOn(p), Figures: []games.Figure{
			{Label: "melded", Value: "+" + strconv.Itoa(pts[p])},
			{Label: "total", Value: num(totals[p])},
		}}
		if s.Phase == phaseTally || s.Phase == phaseOver {
			// The round is scored: its score is the melds less the
			// hand, not the melds alone.
			last := s.Tally[len(s.Tally)-1]
			a.Figures = []games.Figure{
				{Label: "melded", Value: "+" + strconv.Itoa(last.Melded[p])},
				{Label: "in hand", Value: minus(last.InHand[p])},
				{Label: "round", Value: signed(last.Score(p))},
				{Label: "total", Value: num(totals[p])},
			}
		}
		if s.Phase == phaseTally && s.Votes[p] {
			a.Status = "ready ✓"
		}
		a.Zones = []games.Zone{{Name: "Hand", Layout: games.Pile, Count: len(s.Hands[p]), Cards: backs(len(s.Hands[p]))}}
		if len(s.Picked[p]) > 0 && (s.Phase == phaseDraw || s.Phase == phasePlay) {
			a.Zones = append(a.Zones, games.Zone{Name: "Taken from the pile", Layout: games.Fan, Cards: faces(s.Picked[p])})
		}
		if s.Phase == phaseTally || s.Phase == phaseOver {
			// The round is scored: hands are shown.
			a.Zones[0] = games.Zone{Name: "Left in hand", Layout: games.Fan, Cards: faces(s.Hands[p])}
		}
		sc.Areas = append(sc.Areas, a)
	}
	table := games.Area{Seat: -1, Title: "Table", Zones: []games.Zone{
		{Name: "Stock", Layout: games.Pile, Count: len(s.Stock), Cards: backs(len(s.Stock))},
		{Name: "Discard pile · " + strconv.Itoa(len(s.Pile)), Layout: games.Fan, Cards: faces(s.Pile)},
	}}
	sc.Areas = append(sc.Areas, table)
	melds := games.Area{Seat: -1, Title: "Melds"}
	for i, m := range s.Melds {
		z := games.Zone{Name: strconv.Itoa(i+1) + " · " + m.brief(), Layout: games.Fan}
		for _, p := range m.Cards {
			c := games.StandardCard(p.Card.String(), "")
			c.Marks = []games.Mark{{Seat: p.By}}
			z.Cards = append(z.Cards, c)
		}
		melds.Zones = append(melds.Zones, z)
	}
	if len(s.Melds) > 0 {
		melds.Status = "the bar under a card: who laid it"
		sc.Areas = append(sc.Areas, melds)
	}
	if len(s.Tally) > 0 {
		sc.Chart = s.Tally.chart(s.Target, s.Phase == phaseOver)
	}
	return sc
}

// waitsOn reports whether the game waits on seat.
func (s *state) waitsOn(seat int) bool {
	switch s.Phase {
	case phaseDraw, phasePlay:
		return seat == s.Turn
	case phaseTally:
		return !s.Votes[seat]
	}
	return false
}

// handScene is seat's hand in its sorted order; a card it owes (must
// meld or lay off this turn) is picked out. What it took this turn and
// may not discard is the hand's text to say, once.
func (s *state) handScene(seat int, sc games.Scene) games.Scene {
	sc.Title = "Your hand · " + cardCount(len(s.Hands[seat]))
	sc.Notes = nil
	hand := faces(s.Hands[seat])
	for i, c := range s.Hands[seat] {
		hand[i].Label = c.String()
		if s.Owed != nil && seat == s.Turn && c == *s.Owed {
			hand[i].Lit = true
		}
	}
	z := games.Zone{Layout: games.Row, Cards: hand}
	pts := s.Melds.points()
	sc.Areas = []games.Area{{Seat: seat, Title: "Your hand", Active: s.waitsOn(seat), Zones: []games.Zone{z},
		Figures: []games.Figure{
			{Label: "melded", Value: "+" + strconv.Itoa(pts[seat])},
			{Label: "in hand", Value: minus(sumValues(s.Hands[seat]))},
		}}}
	return sc
}

// chart is the match as a race: each seat's running total after every
// round, against the target.
func (tl tally) chart(target int, over bool) *games.Chart {
	ch := &games.Chart{Title: "Match · first to " + strconv.Itoa(target), Target: target}
	for p := range 2 {
		sr := games.Series{Seat: p}
		for n := 1; n <= len(tl); n++ {
			sr.Totals = append(sr.Totals, tl.totals(n)[p])
		}
		ch.Series = append(ch.Series, sr)
	}
	t := tl.totals(len(tl))
	leads := "%s leads by %d."
	if over {
		return ch // who won, and by what totals, is the headline
	}
	switch {
	case t[0] > t[1]:
		ch.Note = fmt.Sprintf(leads, games.Seat(0), t[0]-t[1])
	case t[1] > t[0]:
		ch.Note = fmt.Sprintf(leads, games.Seat(1), t[1]-t[0])
	default:
		ch.Note = "Level."
	}
	return ch
}

func faces(cs []cards.Card) []games.Card {
	out := make([]games.Card, len(cs))
	for i, c := range cs {
		out[i] = games.StandardCard(c.String(), "")
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
