package starcollector

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
)

// starColours tell a card's worth at a glance: blue for one star,
// violet for two, gold for three.
var starColours = [...]string{"#666666", "#3366cc", "#9933cc", "#cc9900"}

// Scene is the board (seat -1): each seat's stars, hand size and whether
// it has chosen (never what), the deck, the pot and the discard pile,
// and the last reveal under them; or a seat's hand, its secret choice
// picked out. Each thing is said once: while the game goes on, each
// seat's side says whether it is choosing, and no caption says it again
// (the board's text says whom the table waits on); once it is over, the
// caption says the result, and the last reveal under the table does not
// end on it again.
func (s *state) Scene(seat int) games.Scene {
	if seat >= 0 && seat < seats {
		return s.handScene(seat)
	}
	sc := games.Scene{Title: "Star Collector · turn " + strconv.Itoa(s.Turn), Notes: s.lastLines()}
	if s.Over != nil {
		sc.Title = "Star Collector · game over"
		sc.Caption = s.Over.Summary
	}
	for p := range seats {
		a := games.Area{Seat: p, Figures: []games.Figure{
			{Icon: games.Star, Value: strconv.Itoa(s.Stars(p))},
			{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
		}}
		switch {
		case s.Over != nil:
		case s.hasChosen(p):
			a.Status = "has chosen ✓"
		default:
			a.Status, a.Active = "choosing", true
		}
		a.Zones = []games.Zone{
			{Name: "Hand", Layout: games.Pile, Count: len(s.Hands[p]), Cards: backs(len(s.Hands[p]))},
			{Name: "Collected", Layout: games.Pile, Count: len(s.Collected[p]), Cards: faces(top(s.Collected[p]))},
		}
		sc.Areas = append(sc.Areas, a)
	}
	pot := "Pot"
	if len(s.Pot) > 0 {
		pot += " · " + strconv.Itoa(starsOf(s.Pot)) + "★"
	}
	sc.Areas = append(sc.Areas, games.Area{Seat: -1, Title: "Table", Zones: []games.Zone{
		{Name: "Deck", Layout: games.Pile, Count: len(s.Deck), Cards: backs(len(s.Deck))},
		{Name: pot, Layout: games.Fan, Cards: faces(s.Pot)},
		{Name: "Discard pile", Layout: games.Pile, Count: len(s.Discard), Cards: faces(top(s.Discard))},
	}})
	return sc
}

// hasChosen reports whether the board says seat has chosen: a choice
// a determinization took back (Masked) was made all the same.
func (s *state) hasChosen(seat int) bool { return s.Chosen[seat] != nil || s.Masked[seat] }

// lastLines is the last reveal in words, a line each, without the
// result a finished game's caption says.
func (s *state) lastLines() []string {
	if s.Last.Turn == 0 {
		return nil
	}
	var lines []string
	s.Last.lines(lineWriter{}, nil).each(func(_ int, line string) { lines = append(lines, line) })
	return lines
}

// handScene is one seat's hand in deck order, as its prompt lists it.
func (s *state) handScene(seat int) games.Scene {
	sc := games.Scene{Title: handTitle(len(s.Hands[seat]))}
	hand := faces(s.Hands[seat])
	ch := s.Chosen[seat]
	switch {
	case s.Over != nil:
	case ch != nil:
		sc.Caption = "You chose " + playText(ch.Card, ch.Side) + ". Nobody sees it until both have chosen."
		for i, c := range s.Hands[seat] {
			if c == ch.Card {
				hand[i].Lit = true
				break
			}
		}
	default:
		sc.Caption = "Choose a card and the side to play."
	}
	sc.Areas = []games.Area{{Seat: seat, Title: "Your hand", Active: s.Over == nil && ch == nil,
		Figures: []games.Figure{{Icon: games.Star, Value: strconv.Itoa(s.Stars(seat))}},
		Zones:   []games.Zone{{Layout: games.Row, Cards: hand}}}}
	return sc
}

// face is a card as drawn: its stars in the middle, fight along the
// top, draw upside down along the bottom, its special as rules text.
func face(c Card) games.Card {
	k := c.kind()
	f := games.Card{
		Colour: starColours[min(k.Stars, len(starColours)-1)],
		Band:   k.starsText,
		Title:  k.Name,
		Centre: k.starsText,
		Top:    "Fight " + strconv.Itoa(k.Fight),
		Bottom: "Draw " + strconv.Itoa(k.Draw),
		Label:  k.Name,
	}
	if k.specialText != "" {
		f.Rules = []games.Rule{{Text: k.specialText}}
	}
	return f
}

func faces(cs []Card) []games.Card {
	out := make([]games.Card, len(cs))
	for i, c := range cs {
		out[i] = face(c)
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

// top is the last card of a pile, the one that shows.
func top(cs []Card) []Card {
	if len(cs) == 0 {
		return nil
	}
	return cs[len(cs)-1:]
}
