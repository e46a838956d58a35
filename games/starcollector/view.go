package starcollector

import (
	"strings"

	"github.com/deckhand/deckhand/games"
)

// Public is the board: stars, hand sizes and who has chosen (never
// what), the deck, the pot, the discard pile and the last reveal. Every
// card it names has been revealed to both players.
func (s *state) Public() games.View {
	v := games.View{Title: s.say(s.title())}
	for seat := range seats {
		id := "starcollector.board.seat-choosing"
		switch {
		case s.Over != nil:
			id = "starcollector.board.seat"
		case s.hasChosen(seat):
			id = "starcollector.board.seat-chosen"
		}
		v.Lines = append(v.Lines, s.say(games.Say(id, "Who", seatRef[seat], "Stars", s.Stars(seat), "Cards", count(len(s.Hands[seat])))))
	}
	pot := games.Say("starcollector.board.pot-empty")
	if len(s.Pot) > 0 {
		pot = games.Say("starcollector.board.pot", "Cards", count(len(s.Pot)), "Stars", starsOf(s.Pot), "Names", names(s.Pot))
	}
	v.Lines = append(v.Lines,
		s.say(games.Say("starcollector.board.piles", "Deck", count(len(s.Deck)), "Discard", count(len(s.Discard)))),
		s.say(pot))
	if s.Last.Turn > 0 {
		var summary games.Text
		if s.Over != nil {
			summary = s.ending().text()
		}
		v.Fields = append(v.Fields, games.Field{
			Name:  s.say(games.Say("starcollector.board.last-reveal")),
			Value: strings.Join(sayAll(s.lang(), s.Last.texts(nil, summary, msgParts{})), "\n"),
		})
	}
	// A finished game's summary ends the last reveal: no Result field
	// repeats it (the table's status gives the ranking).
	if s.Over == nil && s.End == endDeckEmpty {
		v.Fields = append(v.Fields, games.Field{
			Name:  s.say(games.Say("starcollector.board.end")),
			Value: s.say(games.Say("starcollector.board.ends-deck-empty")),
		})
	}
	return v
}

// title heads the board and its picture: the turn, or that it is over.
func (s *state) title() games.Text {
	if s.Over != nil {
		return games.Say("starcollector.board.over")
	}
	return games.Say("starcollector.board.title", "Turn", s.Turn)
}

// sayAll says every text in l, in order.
func sayAll(l games.Lang, ts []games.Text) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = l.Say(t)
	}
	return out
}

// Private is one seat's hand: every card with its stars, both numbers
// and its special, and the seat's own choice while it is still secret.
// A card's line says its name, then its text after a dash ("**Comet** ★
// — Fight 6 · Draw 1"), as a card with rules text is said in every
// game: a pictured hand shows the card and keeps its line behind "Read
// a card", special or not, rather than beside the picture.
func (s *state) Private(seat int) games.View {
	if seat < 0 || seat >= seats {
		return games.View{Title: s.say(games.Say("starcollector.name"))}
	}
	hand := s.Hands[seat]
	v := games.View{Title: s.say(handTitle(len(hand)))}
	said := words(s.lang())
	for _, c := range hand {
		k, w := c.kind(), said.of(c)
		id, special := "starcollector.hand.card", ""
		if w.specialText != "" {
			id, special = "starcollector.hand.card-special", w.specialText
		}
		v.Lines = append(v.Lines, s.say(games.Say(id, "Name", w.name, "Stars", w.starsText,
			"Fight", k.Fight, "Draw", k.Draw, "Special", special)))
	}
	// A finished game's ranking gives every seat's stars: the hand does
	// not say its own again.
	if s.Over == nil {
		v.Lines = append(v.Lines, s.say(games.Say("starcollector.hand.collected", "Stars", s.Stars(seat))))
	}
	if ch := s.Chosen[seat]; ch != nil && s.Over == nil {
		v.Fields = append(v.Fields, games.Field{Name: s.say(games.Say("starcollector.hand.choice")), Value: s.say(playText(ch.Card, ch.Side))})
	}
	return v
}

// handTitle heads a hand: how many cards it holds and the most it may
// hold, in words ("Your hand · 3 cards, 7 at most").
func handTitle(n int) games.Text {
	return games.Say("starcollector.hand.title", "Cards", count(n), "Limit", handLimit)
}

func starsOf(cs []Card) int {
	n := 0
	for _, c := range cs {
		n += c.kind().Stars
	}
	return n
}
