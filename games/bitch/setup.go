package bitch

import (
	"slices"
	"strconv"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// jokerPile is the pile value of jokers laid alone.
const jokerPile value = -1

// pileValue is the value a naked pile of natural cards of rank r has.
func pileValue(r cards.Rank) value {
	if r == cards.Ace {
		return aceLow
	}
	return value(r)
}

// piling is the value seat chose for its next pile, or 0.
// pileChoices is, per seat, the value it chose for its next naked pile
// (see state.Piling); nil when nobody has chosen.
type pileChoices []value

// of is the value seat chose, 0 for none.
func (pc pileChoices) of(seat int) value {
	if pc == nil {
		return 0
	}
	return pc[seat]
}

// pileCounts is how many ways there are to lay a pile of n natural
// cards of one value (0: jokers alone) with up to j jokers, in at most
// limit cards.
func pileCounts(n, j, limit int) int {
	ways := 0
	if n == 0 {
		return min(j, limit)
	}
	for k := 1; k <= n && k <= limit; k++ {
		ways += min(j, limit-k) + 1
	}
	return ways
}

// pilePrompt asks a seat for its next naked pile, value first: one
// option per rank it holds, and the jokers alone. A value that can make
// only one pile lays it at once; any other asks how many next
// (pileCountPrompt). Every option leaves at least one card for each
// pile still to lay, so every option is legal.
func (s *state) pilePrompt(b *builder, seat int) {
	k := len(s.Naked[seat]) + 1
	hand := s.Hands[seat]
	limit := len(hand) - (blindCards - k)
	t := tally(hand)
	if v := s.Piling.of(seat); v != 0 {
		pileCountPrompt(b, seat, k, limit, t, v)
		return
	}
	b.open(games.Prompt{ID: pilePromptIDs[k-1], Seat: seat, Text: b.w.pileTexts[k-1]})
	for r := cards.Ace; r <= cards.King; r++ {
		n := t.rank[r]
		switch {
		case n == 0:
		case pileCounts(n, t.jokers, limit) == 1:
			b.add(pileValueIDs[r], b.w.pileLabels[r][1][0], "", move{Kind: mPile, V: pileValue(r), N: 1})
		default:
			b.add(pileValueIDs[r], b.w.pileValueLabels[r], b.w.pileHaveDetail[min(n, dealCards)][min(t.jokers, dealCards)], move{Kind: mPileValue, V: pileValue(r)})
		}
	}
	switch {
	case t.jokers == 0:
	case pileCounts(0, t.jokers, limit) == 1:
		b.add(pileValueIDs[0], b.w.pileLabels[0][0][1], "", move{Kind: mPile, J: 1})
	default:
		b.add(pileValueIDs[0], b.w.pileValueLabels[0], b.w.pileHaveDetail[0][min(t.jokers, dealCards)], move{Kind: mPileValue, V: jokerPile})
	}
	b.close()
}

// pileCountPrompt asks how many cards of the chosen value make naked
// pile k: the natural cards alone first, then with jokers joining.
func pileCountPrompt(b *builder, seat, k, limit int, t counts, v value) {
	b.open(games.Prompt{ID: pileCountIDs[k-1], Seat: seat, Text: b.w.pileCountTexts[k-1]})
	if v == jokerPile {
		for j := 1; j <= t.jokers && j <= limit; j++ {
			b.add(pileIDs[0][0][j], b.w.pileLabels[0][0][j], "", move{Kind: mPile, J: int8(j)})
		}
	} else {
		r := v.rank()
		for j := 0; j <= t.jokers; j++ {
			for n := 1; n <= t.rank[r] && n+j <= limit; n++ {
				b.add(pileIDs[r][n][j], b.w.pileLabels[r][n][j], "", move{Kind: mPile, V: v, N: int8(n), J: int8(j)})
			}
		}
	}
	b.add(games.BackID, b.w.back, "", move{Kind: mPileBack})
	b.close()
}

// choose records the value seat, of seats, chose for its next pile (0:
// none).
// Nobody choosing is nil, however it came about: equal states encode to
// equal bytes.
func (pc *pileChoices) choose(seats, seat int, v value) {
	if *pc == nil {
		if v == 0 {
			return
		}
		*pc = make(pileChoices, seats)
	}
	(*pc)[seat] = v
	if !slices.ContainsFunc(*pc, func(v value) bool { return v != 0 }) {
		*pc = nil
	}
}

// layPile lays a seat's next naked pile; the fourth fills its hand to 5.
// When every seat is done, the first player is drawn or chosen.
func (s *state) layPile(seat int, m move, ev *events) {
	var pile []cards.Card
	s.Hands[seat], pile = take(s.Hands[seat], m.V.rank(), int(m.N), int(m.J), nil)
	s.Exposed.forget(seat, pile)
	s.Naked[seat] = append(s.Naked[seat], pile)
	s.Piling.choose(s.Seats, seat, 0)
	if ev.on() {
		ev.add(games.Say("bitch.event.lays", "Who", seatArg(seat), "K", len(s.Naked[seat]), "Cards", cardsArg(pile)),
			seatRef(seat)+" lays naked pile "+strconv.Itoa(len(s.Naked[seat]))+": "+cards.Join(pile)+".")
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
			ev.add(games.Say("bitch.event.allLaidDealer", "Dealer", seatArg(s.Dealer)),
				"All naked cards are laid; "+seatRef(s.Dealer)+" (dealer) chooses who plays first.")
		}
		return
	}
	first := s.RNG.IntN(s.Seats)
	if ev.on() {
		ev.add(games.Say("bitch.event.allLaidDrawn", "Who", seatArg(first)),
			"All naked cards are laid; "+seatRef(first)+" is drawn to play first.")
	}
	s.start(first, ev)
}
