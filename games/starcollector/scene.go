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
	word := func(id string) string { return s.say(games.Say(id)) }
	sc := games.Scene{Title: s.say(s.title()), Notes: s.lastLines()}
	if s.Over != nil {
		sc.Caption = s.ending().in(s.lang()).summary
	}
	said := words(s.lang())
	for p := range seats {
		a := games.Area{Seat: p, Figures: []games.Figure{
			{Icon: games.Star, Value: strconv.Itoa(s.Stars(p))},
			{Icon: games.Cards, Value: strconv.Itoa(len(s.Hands[p]))},
		}}
		switch {
		case s.Over != nil:
		case s.hasChosen(p):
			a.Status = word("starcollector.scene.has-chosen")
		default:
			a.Status, a.Active = word("starcollector.scene.choosing"), true
		}
		a.Zones = []games.Zone{
			{Name: word("starcollector.scene.hand"), Layout: games.Pile, Count: len(s.Hands[p]), Cards: backs(len(s.Hands[p]))},
			{Name: word("starcollector.scene.collected"), Layout: games.Pile, Count: len(s.Collected[p]), Cards: said.faces(top(s.Collected[p]))},
		}
		sc.Areas = append(sc.Areas, a)
	}
	pot := word("starcollector.scene.pot")
	if len(s.Pot) > 0 {
		pot = s.say(games.Say("starcollector.scene.pot-stars", "Stars", starsOf(s.Pot)))
	}
	sc.Areas = append(sc.Areas, games.Area{Seat: -1, Title: word("starcollector.scene.table"), Zones: []games.Zone{
		{Name: word("starcollector.scene.deck"), Layout: games.Pile, Count: len(s.Deck), Cards: backs(len(s.Deck))},
		{Name: pot, Layout: games.Fan, Cards: said.faces(s.Pot)},
		{Name: word("starcollector.scene.discard"), Layout: games.Pile, Count: len(s.Discard), Cards: said.faces(top(s.Discard))},
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
	return sayAll(s.lang(), s.Last.texts(nil, games.Text{}, msgParts{}))
}

// handScene is one seat's hand in deck order, as its prompt lists it.
func (s *state) handScene(seat int) games.Scene {
	said := words(s.lang())
	sc := games.Scene{Title: s.say(handTitle(len(s.Hands[seat])))}
	hand := said.faces(s.Hands[seat])
	ch := s.Chosen[seat]
	switch {
	case s.Over != nil:
	case ch != nil:
		sc.Caption = s.say(games.Say("starcollector.scene.you-chose", "Play", playText(ch.Card, ch.Side)))
		for i, c := range s.Hands[seat] {
			if c == ch.Card {
				hand[i].Lit = true
				break
			}
		}
	default:
		sc.Caption = s.say(games.Say("starcollector.scene.choose"))
	}
	sc.Areas = []games.Area{{Seat: seat, Title: s.say(games.Say("starcollector.scene.your-hand")), Active: s.Over == nil && ch == nil,
		Figures: []games.Figure{{Icon: games.Star, Value: strconv.Itoa(s.Stars(seat))}},
		Zones:   []games.Zone{{Layout: games.Row, Cards: hand}}}}
	return sc
}

// face is a card as drawn: its stars in the middle, fight along the
// top, draw upside down along the bottom, its special as rules text.
func (w *deckWords) face(c Card) games.Card {
	k, cw := c.kind(), w.of(c)
	f := games.Card{
		Colour: starColours[min(k.Stars, len(starColours)-1)],
		Band:   cw.starsText,
		Title:  cw.name,
		Centre: cw.starsText,
		Top:    cw.top,
		Bottom: cw.bottom,
		Label:  cw.name,
	}
	if cw.specialText != "" {
		f.Rules = []games.Rule{{Text: cw.specialText}}
	}
	return f
}

func (w *deckWords) faces(cs []Card) []games.Card {
	out := make([]games.Card, len(cs))
	for i, c := range cs {
		out[i] = w.face(c)
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
