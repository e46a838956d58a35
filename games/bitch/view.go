package bitch

import (
	"slices"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// stackShown is how many top cards of the stack the board lists.
const stackShown = 6

// handText shows cards sorted by value: "3♣ 7♥ 7♠ K♦ A♠ Joker".
func (w *words) handText(cs []cards.Card) string {
	if len(cs) == 0 {
		return w.say("bitch.cards.none")
	}
	sorted := sortedHand(cs)
	names := make([]string, len(sorted))
	for i, c := range sorted {
		names[i] = w.cardNames[c]
	}
	return strings.Join(names, " ")
}

// handText is a hand in English, for the events' English.
func handText(cs []cards.Card) string { return enWords().handText(cs) }

// handArg is a hand as handText shows it, as a message's argument.
func handArg(cs []cards.Card) any {
	if len(cs) == 0 {
		return games.Say("bitch.cards.none")
	}
	return cardsArg(sortedHand(cs))
}

// pilesText shows naked piles: "7♥ 7♠ · K♣ · (played) · Joker 9♣".
func (w *words) pilesText(piles []cardList) string {
	if len(piles) == 0 {
		return w.say("bitch.view.notLaid")
	}
	parts := make([]string, len(piles))
	for i, p := range piles {
		if len(p) == 0 {
			parts[i] = w.say("bitch.view.played")
			continue
		}
		names := make([]string, len(p))
		for k, c := range p {
			names[k] = w.cardNames[c]
		}
		parts[i] = strings.Join(names, " ")
	}
	return strings.Join(parts, " · ")
}

// stackText lists the top of the stack, bottom to top.
func (w *words) stackText(stack []entry) string {
	if len(stack) == 0 {
		return w.say("bitch.view.stackEmpty")
	}
	from := max(0, len(stack)-stackShown)
	parts := make([]string, 0, stackShown+1)
	if from > 0 {
		parts = append(parts, "…")
	}
	for _, e := range stack[from:] {
		parts = append(parts, w.entryText(e))
	}
	return strings.Join(parts, " → ")
}

// entryText shows one stack card: "7♥", "Joker as 10", "A♠ high",
// "8♣ (see-through)".
func (w *words) entryText(e entry) string {
	name := w.cardNames[e.Card]
	switch {
	case e.Card.IsJoker():
		name = w.say("bitch.entry.as", "Card", name, "Value", w.values[e.As])
	case e.As == aceHigh:
		name = w.say("bitch.entry.high", "Card", name)
	case e.As == aceLow && !e.Turned:
		name = w.say("bitch.entry.low", "Card", name)
	}
	switch {
	case e.seeThrough():
		return w.say("bitch.entry.seeThrough", "Card", name)
	case e.Turned:
		return w.say("bitch.entry.turned", "Card", name)
	}
	return name
}

// Public is the board: the stack, the deck, every player's counts and
// naked piles, whose turn it is, the bluff window and a shown hand.
func (s *state) Public() games.View {
	w := wordsFor(s)
	sp := speech{s, w}
	v := games.View{Title: w.say("bitch.name")}
	add := func(id string, pairs ...any) { v.Lines = append(v.Lines, w.say(id, pairs...)) }
	add("bitch.view.dealer", "Who", seatRef(s.Dealer), "N", s.Decks)
	switch s.Phase {
	case phaseSetup:
		add("bitch.view.laying")
		var waiting []string
		for seat := 0; seat < s.Seats; seat++ {
			if len(s.Naked[seat]) < blindCards {
				waiting = append(waiting, seatRef(seat))
			}
		}
		add("bitch.view.stillLaying", "Seats", strings.Join(waiting, ", "))
	case phaseFirst:
		add("bitch.view.choosing", "Dealer", seatRef(s.Dealer))
	case phasePlay:
		add("bitch.view.turn", "Who", seatRef(s.Turn))
		add("bitch.view.onTop", "Face", w.faceTexts[faceIndex(faceOf(s.Stack))])
	case phaseOver:
		add("bitch.view.over")
	}
	add("bitch.view.stack", "N", len(s.Stack), "Cards", w.stackText(s.Stack))
	add("bitch.view.deck", "N", len(s.Deck), "Burned", len(s.Burned))
	if p := s.Pending; p != nil && p.Flipped != nil {
		add("bitch.view.turnedUp", "Card", w.cardNames[*p.Flipped], "Who", seatRef(s.Turn))
	}
	if bl := s.Bluff; bl != nil {
		add("bitch.view.bluff", "Who", seatRef(bl.Seat), "Next", seatRef(s.Turn))
	}
	if sh := s.Shown; sh != nil {
		add("bitch.view.shown", "Who", seatRef(sh.Seat), "Cards", w.handText(sh.Cards))
	}
	if len(s.Out) > 0 {
		order := make([]string, len(s.Out))
		for i, seat := range s.Out {
			order[i] = strconv.Itoa(i+1) + ". " + seatRef(seat)
		}
		add("bitch.view.order", "Order", strings.Join(order, ", "))
	}
	for seat := 0; seat < s.Seats; seat++ {
		v.Fields = append(v.Fields, games.Field{Name: sp.seatName(seat), Value: sp.seatField(seat), Inline: true})
	}
	return v
}

// seatName heads a seat's field: the dealer marked, the seat to act
// pointed at.
func (sp speech) seatName(seat int) string {
	s, w := sp.s, sp.w
	name := seatRef(seat)
	if seat == s.Dealer {
		name = w.say("bitch.view.dealerMark", "Who", name)
	}
	if s.Phase == phasePlay && seat == s.Turn {
		name = "▶ " + name
	}
	return name
}

// seatField is a seat's place once out, its counts and naked piles.
func (sp speech) seatField(seat int) string {
	s, w := sp.s, sp.w
	var val string
	if rank := slices.Index(s.Out, seat); rank >= 0 {
		val = w.say("bitch.view.out", "Place", w.ordinals[rank+1])
		if s.Phase.over() && rank == len(s.Out)-1 {
			val = w.say("bitch.view.loses")
		}
		val += "\n"
	}
	return val + w.say("bitch.view.counts", "Hand", len(s.Hands[seat]), "Blind", len(s.Blind[seat])) +
		"\n" + w.say("bitch.view.naked", "Piles", w.pilesText(s.Naked[seat]))
}

// Private is one seat's hand, naked and blind cards, and where its turn
// stands. The hand's picture (handScene) shows the cards and the seat's
// place once out, and the seat's question asks the rest: every line is
// marked Elsewhere, for the text view alone.
func (s *state) Private(seat int) games.View {
	w := wordsFor(s)
	v := games.View{Title: w.say("bitch.view.yourCards")}
	if seat < 0 || seat >= s.Seats {
		return v
	}
	add := func(id string, pairs ...any) {
		l := w.say(id, pairs...)
		v.Lines = append(v.Lines, l)
		v.Elsewhere = append(v.Elsewhere, l)
	}
	add("bitch.view.hand", "N", len(s.Hands[seat]), "Cards", w.handText(s.Hands[seat]))
	add("bitch.view.yourNaked", "Piles", w.pilesText(s.Naked[seat]))
	add("bitch.view.blind", "N", len(s.Blind[seat]))
	switch {
	case s.Phase == phaseSetup && len(s.Naked[seat]) < blindCards:
		add("bitch.view.layPile", "K", len(s.Naked[seat])+1)
	case s.Phase == phaseSetup:
		add("bitch.view.laid")
	case s.Phase == phasePlay && seat == s.Turn:
		add("bitch.view.yourTurn", "Face", w.faceTexts[faceIndex(faceOf(s.Stack))])
		if p := s.Pending; p != nil && p.Flipped == nil {
			add("bitch.view.chose", "Values", w.plurals[p.Value])
		}
	case s.Out.has(seat):
		add("bitch.view.youAreOut")
	}
	return v
}
