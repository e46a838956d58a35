package bitch

import (
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// pilePrompt asks a seat for its next naked pile: one value, any number
// of cards, jokers joining; it leaves at least one card for each pile
// still to lay, so every option is legal.
func (s *state) pilePrompt(b *builder, seat int) {
	k := len(s.Naked[seat]) + 1
	hand := s.Hands[seat]
	limit := len(hand) - (blindCards - k)
	t := tally(hand)
	b.open(games.Prompt{ID: pilePromptIDs[k-1], Seat: seat, Text: pileTexts[k-1]})
	for r := cards.Rank(1); r <= cards.King; r++ {
		v := value(r)
		if r == cards.Ace {
			v = aceLow
		}
		for j := 0; j <= t.jokers; j++ {
			for n := 1; n <= t.rank[r] && n+j <= limit; n++ {
				b.add(pileIDs[r][n][j], pileLabels[r][n][j], "", move{Kind: mPile, V: v, N: int8(n), J: int8(j)})
			}
		}
	}
	for j := 1; j <= t.jokers && j <= limit; j++ {
		b.add(pileIDs[0][0][j], pileLabels[0][0][j], "", move{Kind: mPile, J: int8(j)})
	}
	b.close()
}

// layPile lays a seat's next naked pile; the fourth fills its hand to 5.
// When every seat is done, the first player is drawn or chosen.
func (s *state) layPile(seat int, m move, ev *events) {
	var pile []cards.Card
	s.Hands[seat], pile = take(s.Hands[seat], m.V.rank(), int(m.N), int(m.J), nil)
	s.forget(seat, pile)
	s.Naked[seat] = append(s.Naked[seat], pile)
	if ev.on() {
		ev.add(seatRef(seat) + " lays naked pile " + strconv.Itoa(len(s.Naked[seat])) + ": " + cards.Join(pile) + ".")
	}
	if len(s.Naked[seat]) < blindCards {
		return
	}
	if need := handSize - len(s.Hands[seat]); need > 0 {
		ev.drew(seat, s.drawTo(seat, need))
	}
	for i := 0; i < s.Seats; i++ {
		if len(s.Naked[i]) < blindCards {
			return
		}
	}
	if s.DealerFirst {
		s.Phase = phaseFirst
		if ev.on() {
			ev.add("All naked cards are laid; " + seatRef(s.Dealer) + " (dealer) chooses who plays first.")
		}
		return
	}
	first := s.RNG.IntN(s.Seats)
	if ev.on() {
		ev.add("All naked cards are laid; " + seatRef(first) + " is drawn to play first.")
	}
	s.start(first, ev)
}
