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
func handText(cs []cards.Card) string {
	if len(cs) == 0 {
		return "none"
	}
	sorted := slices.Clone(cs)
	slices.SortStableFunc(sorted, func(a, b cards.Card) int {
		if d := rankOrder(a) - rankOrder(b); d != 0 {
			return d
		}
		return int(a.Suit()) - int(b.Suit())
	})
	return cards.Join(sorted)
}

// pilesText shows naked piles: "7♥ 7♠ · K♣ · (played) · Joker 9♣".
func pilesText(piles []cardList) string {
	if len(piles) == 0 {
		return "not laid yet"
	}
	parts := make([]string, len(piles))
	for i, p := range piles {
		if len(p) == 0 {
			parts[i] = "(played)"
		} else {
			parts[i] = cards.Join(p)
		}
	}
	return strings.Join(parts, " · ")
}

// stackText lists the top of the stack, bottom to top.
func stackText(stack []entry) string {
	if len(stack) == 0 {
		return "empty"
	}
	from := max(0, len(stack)-stackShown)
	parts := make([]string, 0, stackShown+1)
	if from > 0 {
		parts = append(parts, "…")
	}
	for _, e := range stack[from:] {
		parts = append(parts, entryText(e))
	}
	return strings.Join(parts, " → ")
}

// Public is the board: the stack, the deck, every player's counts and
// naked piles, whose turn it is, the bluff window and a shown hand.
func (s *state) Public() games.View {
	v := games.View{Title: "Bitch"}
	add := func(l string) { v.Lines = append(v.Lines, l) }
	add("**Dealer:** " + seatRef(s.Dealer) + " · **Decks:** " + strconv.Itoa(s.Decks))
	switch s.Phase {
	case phaseSetup:
		add("Every player lays 4 naked piles face up on their blind cards.")
		var waiting []string
		for seat := 0; seat < s.Seats; seat++ {
			if len(s.Naked[seat]) < blindCards {
				waiting = append(waiting, seatRef(seat))
			}
		}
		add("**Still laying:** " + strings.Join(waiting, ", "))
	case phaseFirst:
		add(seatRef(s.Dealer) + " (dealer) is choosing who plays first.")
	case phasePlay:
		add("**Turn:** " + seatRef(s.Turn))
		add("**On top:** " + faceOf(s.Stack).describe())
	case phaseOver:
		add("**Game over.**")
	}
	add("**Stack (" + strconv.Itoa(len(s.Stack)) + "):** " + stackText(s.Stack))
	add("**Deck:** " + strconv.Itoa(len(s.Deck)) + " · **Burned:** " + strconv.Itoa(len(s.Burned)))
	if p := s.Pending; p != nil && p.Flipped != nil {
		add("**Blind card turned up:** " + p.Flipped.String() + ", " + seatRef(s.Turn) + " declares what it counts as.")
	}
	if bl := s.Bluff; bl != nil {
		add("**Bluff?** " + seatRef(bl.Seat) + " passed: anyone may call the bluff until " + seatRef(s.Turn) + " moves.")
	}
	if sh := s.Shown; sh != nil {
		add("**" + seatRef(sh.Seat) + " called wrongly and shows their hand:** " + handText(sh.Cards))
	}
	if len(s.Out) > 0 {
		order := make([]string, len(s.Out))
		for i, seat := range s.Out {
			order[i] = strconv.Itoa(i+1) + ". " + seatRef(seat)
		}
		add("**Finishing order:** " + strings.Join(order, ", "))
	}
	for seat := 0; seat < s.Seats; seat++ {
		name := seatRef(seat)
		if seat == s.Dealer {
			name += " (dealer)"
		}
		if s.Phase == phasePlay && seat == s.Turn {
			name = "▶ " + name
		}
		var val string
		if rank := slices.Index(s.Out, seat); rank >= 0 {
			val = "Out: " + ordinal(rank+1)
			if s.Phase.over() && rank == len(s.Out)-1 {
				val = "Last: loses"
			}
			val += "\n"
		}
		val += "Hand " + strconv.Itoa(len(s.Hands[seat])) + " · Blind " + strconv.Itoa(len(s.Blind[seat])) +
			"\nNaked: " + pilesText(s.Naked[seat])
		v.Fields = append(v.Fields, games.Field{Name: name, Value: val, Inline: true})
	}
	return v
}

// Private is one seat's hand, naked and blind cards, and where its turn
// stands. The hand's picture (handScene) shows the cards and the seat's
// place once out, and the seat's question asks the rest: every line is
// marked Elsewhere, for the text view alone.
func (s *state) Private(seat int) games.View {
	v := games.View{Title: "Your cards"}
	if seat < 0 || seat >= s.Seats {
		return v
	}
	add := func(l string) {
		v.Lines = append(v.Lines, l)
		v.Elsewhere = append(v.Elsewhere, l)
	}
	add("**Hand (" + strconv.Itoa(len(s.Hands[seat])) + "):** " + handText(s.Hands[seat]))
	add("**Naked:** " + pilesText(s.Naked[seat]))
	add("**Blind:** " + strconv.Itoa(len(s.Blind[seat])) + " face down")
	switch {
	case s.Phase == phaseSetup && len(s.Naked[seat]) < blindCards:
		add("Lay naked pile " + strconv.Itoa(len(s.Naked[seat])+1) + " of 4: one value per pile, Jokers may join.")
	case s.Phase == phaseSetup:
		add("Your piles are laid; waiting for the others.")
	case s.Phase == phasePlay && seat == s.Turn:
		add("**Your turn.** On top: " + faceOf(s.Stack).describe() + ".")
		if p := s.Pending; p != nil && p.Flipped == nil {
			add("You chose to play " + p.Value.plural() + ": how many?")
		}
	case s.Out.has(seat):
		add("You are out.")
	}
	return v
}
