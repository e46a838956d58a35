package bitch

import (
	"math"
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// The Easy player: rules of thumb, no search. Lay the strongest cards as
// naked piles; play the cheapest value that goes on the stack, all of
// its copies, and keep 2s, 10s, aces and jokers for when nothing else
// goes; answer 7s with a 7, or draw for a single one; never bluff; call
// a bluff when the passer's hand was too big to hold nothing playable.

// Suggest returns the Easy player's answer for seat, or false when seat
// has nothing it wants to answer (no prompt, or a bluff it lets pass).
func (s *state) Suggest(seat int, rng *rand.Rand) (games.Answer, bool) {
	if s.Phase.over() {
		return games.Answer{}, false
	}
	b := s.questions()
	turn := -1
	for i := range b.prompts {
		p := &b.prompts[i]
		if p.Seat != seat {
			continue
		}
		if !p.Optional {
			turn = i
			continue
		}
		if s.worthCalling(seat) {
			start, _ := b.span(i)
			return b.answer(i, start), true
		}
	}
	if turn < 0 {
		return games.Answer{}, false
	}
	start, end := b.span(turn)
	best, bestScore := start, math.Inf(-1)
	for k := start; k < end; k++ {
		score := s.score(seat, b.moves[k]) + rng.Float64()*1e-3 // ties at random
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	return b.answer(turn, best), true
}

// answer is option k of prompt i, its Choices shared as Legal's are.
func (b *builder) answer(i, k int) games.Answer {
	p := &b.prompts[i]
	return games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: b.ids[k : k+1 : k+1]}
}

// keep is how much a value is worth holding on to: ordinary cards by
// rank, then aces, 2s and 10s, which go on (nearly) anything.
func keep(v value) float64 {
	switch {
	case v.isAce():
		return 20
	case v == 2:
		return 30
	case v == ten:
		return 40
	}
	return float64(v)
}

// score rates one move for seat: the higher, the better.
func (s *state) score(seat int, m move) float64 {
	switch m.Kind {
	case mPile:
		return pileScore(m)
	case mPileValue:
		// A value is worth the pile the count step will choose for it.
		return pileScore(s.holding(seat).bestPile(m.V))
	case mFirst:
		if int(m.Seat) == seat {
			return 1
		}
		return 0
	case mDeclare:
		// A turned joker or ace: burn with a 10, block with a high ace.
		switch m.V {
		case ten:
			return 3
		case aceHigh:
			return 2
		case 2:
			return 1
		}
		return float64(m.V) / 100
	case mBlind:
		return 0 // unseen: any will do
	case mPlay:
		return playScore(m)
	case mValue:
		// A value is worth the play the count step will choose for it.
		return playScore(s.holding(seat).bestCount(m.V))
	case mBack, mPileBack:
		return -1000
	case mPass:
		f := faceOf(s.Stack)
		if f.Kind == faceSevens && f.Sevens == 1 {
			return -15 // draw 2 rather than spend an ace, a 2 or a 10 on one 7
		}
		// Taking a naked card: the strongest, to play it later.
		return -200 + keep(value(m.Card.Rank()))/100
	}
	return 0
}

// pileScore rates a naked pile: the strongest cards go face up for the
// endgame (jokers, 10s, 2s, aces, then high ranks), bigger piles first,
// jokers kept apart.
func pileScore(m move) float64 {
	strength := 50.0
	if m.N > 0 {
		strength = keep(m.V)
		if m.V == aceLow {
			strength = keep(aceHigh)
		}
	}
	return 10*strength + float64(m.N) - float64(m.J)
}

// bestPile is the naked pile of value v (jokerPile: jokers alone) the
// count step prefers (see pileScore): every natural card the piles still
// to lay leave room for, no joker; or one joker alone.
func (h holding) bestPile(v value) move {
	if v == jokerPile {
		return move{Kind: mPile, J: 1}
	}
	hand := h.hand
	limit := len(hand) - (blindCards - len(h.naked) - 1)
	n := 0
	for _, c := range hand {
		if !c.IsJoker() && c.Rank() == v.rank() {
			n++
		}
	}
	return move{Kind: mPile, V: v, N: int8(min(n, limit))}
}

// bestCount is the play of value v the count step prefers (see
// playScore): every copy of an ordinary value, one of a 2, a 10 or an
// ace, and a joker only with no natural card of v.
func (h holding) bestCount(v value) move {
	n := 0
	for _, c := range h.source() {
		if !c.IsJoker() && c.Rank() == v.rank() {
			n++
		}
	}
	switch {
	case n == 0:
		return move{Kind: mPlay, V: v, J: 1}
	case keep(v) >= 20:
		n = 1
	}
	return move{Kind: mPlay, V: v, N: int8(min(n, maxNaturals))}
}

// playScore rates a play: the cheapest value first, all its copies for
// ordinary values, one at a time for 2s, 10s and aces, jokers last.
func playScore(m move) float64 {
	v := keep(m.V)
	score := -v
	if m.J > 0 {
		// A joker is the last resort: as a 10 it burns, as a 2 it resets.
		return -100 + keep(m.V)/100 - float64(m.N+m.J)/1000
	}
	if v >= 20 {
		score -= float64(m.N) // keep the other copies
		if m.V == aceHigh {
			score += 0.5 // a high ace blocks the next player
		}
	} else {
		score += float64(m.N) / 10 // shed every copy
	}
	return score
}

// worthCalling judges the open bluff window from what seat can see:
// right, the passer draws 4; wrong, seat draws 8 and shows its hand. So
// seat calls when the passer held nothing playable with a chance under
// a third.
func (s *state) worthCalling(seat int) bool {
	bl := s.Bluff
	if bl == nil || bl.Seat == seat {
		return false
	}
	if bl.HandN == 0 {
		return couldPlay(bl.Naked, bl.Face) // naked cards are public
	}
	known := s.Exposed.before(bl, len(s.Hands[bl.Seat]))
	if couldPlay(known, bl.Face) {
		return true
	}
	p := s.playableShare(seat, bl.Face)
	honest := math.Pow(1-p, float64(bl.HandN-len(known)))
	return honest < 1.0/3
}

// before is what the table knew of the passer's hand (handLen cards
// now) before the pass: the exposed cards, less the stack the pass picked up, which
// was added last. (A pass from naked cards is judged from those.)
func (e exposure) before(bl *bluff, handLen int) []cards.Card {
	if e == nil {
		return nil
	}
	known := e[bl.Seat]
	if bl.Face.Kind == faceSevens {
		return known // the draw for the 7s is hidden
	}
	return known[:max(0, len(known)-(handLen-bl.HandN))]
}

// playableShare is the share of the cards seat cannot see that could be
// played on f.
func (s *state) playableShare(seat int, f face) float64 {
	var unseen [64]int
	for c := range cards.Card(64) {
		switch {
		case c.IsJoker():
			unseen[c] = jokers * s.Decks
		case c.Valid():
			unseen[c] = s.Decks
		}
	}
	drop := func(cs []cards.Card) {
		for _, c := range cs {
			unseen[c]--
		}
	}
	drop(s.Hands[seat])
	drop(s.Burned)
	for i := range s.Seats {
		for _, p := range s.Naked[i] {
			drop(p)
		}
		if i != seat && s.Exposed != nil {
			drop(s.Exposed[i])
		}
	}
	for _, e := range s.Stack {
		unseen[e.Card]--
	}
	total, playable := 0, 0
	for c, n := range unseen {
		if n <= 0 {
			continue
		}
		total += n
		if f.takes(cards.Card(c)) {
			playable += n
		}
	}
	if total == 0 {
		return 0
	}
	return float64(playable) / float64(total)
}
