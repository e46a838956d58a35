package rummy

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// Scene is the board (seat -1): each seat's hidden hand and the cards
// everyone saw it take, the stock, the whole discard pile face up, the
// melds with who laid each card, and the match as a race to the target;
// or a seat's hand, sorted as its prompts list it.
func (s *state) Scene(seat int) games.Scene {
	l := s.lang()
	status := s.status(l)
	sc := games.Scene{
		Title:   title(l, s.Round, s.Target),
		Caption: status[0],
		Notes:   status[1:],
	}
	if seat >= 0 && seat < 2 {
		return s.handScene(l, seat, sc)
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
			sc.Notes = append(sc.Notes, say(l, "rummy.scene.over", "Why", overWhy(s.Ended, s.Target)))
		}
	}
	totals := s.Tally.totals(len(s.Tally))
	pts := s.Melds.points()
	for p := range 2 {
		a := games.Area{Seat: p, Active: s.waitsOn(p), Figures: []games.Figure{
			{Label: say(l, "rummy.figure.melded"), Value: "+" + strconv.Itoa(pts[p])},
			{Label: say(l, "rummy.figure.total"), Value: num(totals[p])},
		}}
		if s.Phase == phaseTally || s.Phase == phaseOver {
			// The round is scored: its score is the melds less the
			// hand, not the melds alone.
			last := s.Tally[len(s.Tally)-1]
			a.Figures = []games.Figure{
				{Label: say(l, "rummy.figure.melded"), Value: "+" + strconv.Itoa(last.Melded[p])},
				{Label: say(l, "rummy.figure.inHand"), Value: minus(last.InHand[p])},
				{Label: say(l, "rummy.figure.round"), Value: signed(last.Score(p))},
				{Label: say(l, "rummy.figure.total"), Value: num(totals[p])},
			}
		}
		if s.Phase == phaseTally && s.Votes[p] {
			a.Status = say(l, "rummy.scene.ready")
		}
		a.Zones = []games.Zone{{Name: say(l, "rummy.zone.hand"), Layout: games.Pile, Count: len(s.Hands[p]), Cards: backs(len(s.Hands[p]))}}
		if len(s.Picked[p]) > 0 && (s.Phase == phaseDraw || s.Phase == phasePlay) {
			a.Zones = append(a.Zones, games.Zone{Name: say(l, "rummy.zone.taken"), Layout: games.Fan, Cards: faces(s.Picked[p])})
		}
		if s.Phase == phaseTally || s.Phase == phaseOver {
			// The round is scored: hands are shown.
			a.Zones[0] = games.Zone{Name: say(l, "rummy.zone.left"), Layout: games.Fan, Cards: faces(s.Hands[p])}
		}
		sc.Areas = append(sc.Areas, a)
	}
	table := games.Area{Seat: -1, Title: say(l, "rummy.zone.table"), Zones: []games.Zone{
		{Name: say(l, "rummy.zone.stock"), Layout: games.Pile, Count: len(s.Stock), Cards: backs(len(s.Stock))},
		{Name: say(l, "rummy.zone.pile", "N", len(s.Pile)), Layout: games.Fan, Cards: faces(s.Pile)},
	}}
	sc.Areas = append(sc.Areas, table)
	melds := games.Area{Seat: -1, Title: say(l, "rummy.melds.title")}
	for i, m := range s.Melds {
		z := games.Zone{Name: strconv.Itoa(i+1) + " · " + l.Say(m.brief()), Layout: games.Fan}
		for _, p := range m.Cards {
			c := games.StandardCard(p.Card.String(), "")
			c.Marks = []games.Mark{{Seat: p.By}}
			z.Cards = append(z.Cards, c)
		}
		melds.Zones = append(melds.Zones, z)
	}
	if len(s.Melds) > 0 {
		melds.Status = say(l, "rummy.scene.bars")
		sc.Areas = append(sc.Areas, melds)
	}
	if len(s.Tally) > 0 {
		sc.Chart = s.Tally.chart(l, s.Target, s.Phase == phaseOver)
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
func (s *state) handScene(l games.Lang, seat int, sc games.Scene) games.Scene {
	sc.Title = say(l, "rummy.hand.title", "Cards", cardCount(len(s.Hands[seat])))
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
	sc.Areas = []games.Area{{Seat: seat, Title: say(l, "rummy.hand.area"), Active: s.waitsOn(seat), Zones: []games.Zone{z},
		Figures: []games.Figure{
			{Label: say(l, "rummy.figure.melded"), Value: "+" + strconv.Itoa(pts[seat])},
			{Label: say(l, "rummy.figure.inHand"), Value: minus(sumValues(s.Hands[seat]))},
		}}}
	return sc
}

// chart is the match as a race: each seat's running total after every
// round, against the target.
func (tl tally) chart(l games.Lang, target int, over bool) *games.Chart {
	ch := &games.Chart{Title: say(l, "rummy.chart", "Target", target), Target: target}
	for p := range 2 {
		sr := games.Series{Seat: p}
		for n := 1; n <= len(tl); n++ {
			sr.Totals = append(sr.Totals, tl.totals(n)[p])
		}
		ch.Series = append(ch.Series, sr)
	}
	if over {
		return ch // who won, and by what totals, is the headline
	}
	ch.Note = l.Say(tl.lead())
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
