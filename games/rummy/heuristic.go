package rummy

import (
	"math/rand/v2"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// Suggest is the Easy player, a rule of thumb: draw from the discard
// pile when the cards taken make the hand worth more (as plan reads
// it), else from the stock; meld the meld worth most while there is
// one, lay off the card worth most while one fits, then discard the
// highest card that has no partner for a meld (another of its rank, or
// one of its suit at most two ranks away). At a tally it ends the match
// when ahead and plays on otherwise.
func (s *state) Suggest(seat int, rng *rand.Rand) (games.Answer, bool) {
	switch {
	case s.Phase == phaseTally:
		if seat < 0 || seat > 1 || s.Votes[seat] {
			return games.Answer{}, false
		}
		choice := optNext
		if t := s.Tally.totals(len(s.Tally)); t[seat] > t[1-seat] {
			choice = optEnd
		}
		return games.Answer{Seat: seat, PromptID: nextID(s.Round), Choices: []string{choice}}, true
	case !s.Phase.inRound() || seat != s.Turn:
		return games.Answer{}, false
	}
	a := games.Answer{Seat: seat}
	var v sight
	s.look(&v)
	if s.Phase == phaseDraw {
		a.PromptID, a.Choices = s.turnID(iDraw), []string{v.bestDraw()}
		return a, true
	}
	var meld pick
	worth := 0
	v.forMelds(func(p pick) bool {
		if w := p.value(); w > worth {
			meld, worth = p, w
		}
		return true
	})
	if worth > 0 {
		var cs [13]cards.Card
		for _, c := range meld.appendCards(cs[:0]) {
			a.Choices = append(a.Choices, c.Code())
		}
		a.PromptID = s.turnID(iMeld)
		return a, true
	}
	layOff := ""
	v.forLayOffs(func(c cards.Card, i int) bool {
		if w := value(c); w > worth {
			layOff, worth = layOffID(c, i), w
		}
		return true
	})
	if layOff != "" {
		a.PromptID, a.Choices = s.turnID(iLayOff), []string{layOff}
		return a, true
	}
	a.PromptID, a.Choices = s.turnID(iDiscard), []string{v.deadest(rng).Code()}
	return a, true
}

// bestDraw is the draw that leaves the hand worth most: a pickup from
// the discard pile (whose deepest card plan plays) when it beats the
// hand as it is, else the stock.
func (v *sight) bestDraw() string {
	base := score(v.h, v.shapes(), v.wrap)
	best, gain := optStock, 0
	try := func(i int) {
		h := v.h
		for _, c := range v.pile[i:] {
			h.add(c)
		}
		points, left := plan(h, v.shapes(), v.wrap)
		if g := points - left.value() - base; !left.has(v.pile[i]) && g > gain {
			best, gain = v.pile[i].Code(), g
		}
	}
	try(len(v.pile) - 1)
	v.forDepths(func(i int, _ use, ok bool) bool {
		if ok {
			try(i)
		}
		return true
	})
	return best
}

// deadest is the discard worth most among those with no partner in the
// hand, or worth most of all when every card has one; ties are broken
// at random.
func (v *sight) deadest(rng *rand.Rand) cards.Card {
	hand := v.hand
	var best cards.Card
	bestKey, ties := -1, 0
	v.forDiscards(func(c cards.Card) bool {
		key := value(c)
		if !partnered(c, hand, v.wrap) {
			key += 100
		}
		switch {
		case key > bestKey:
			best, bestKey, ties = c, key, 1
		case key == bestKey:
			ties++
			if rng.IntN(ties) == 0 {
				best = c
			}
		}
		return true
	})
	return best
}

// partnered reports whether hand holds another card that could make a
// meld with c: one of its rank, or one of its suit at most two ranks
// away (round the corner with wrap; the ace is also above the king).
func partnered(c cards.Card, hand []cards.Card, wrap bool) bool {
	near := func(a, b int) bool {
		d := max(a-b, b-a)
		return d <= 2 || (wrap && d >= 11)
	}
	for _, x := range hand {
		switch {
		case x == c:
		case x.Rank() == c.Rank():
			return true
		case x.Suit() != c.Suit():
		case near(rix(x), rix(c)):
			return true
		case rix(x) == 0 && near(13, rix(c)), rix(c) == 0 && near(rix(x), 13):
			return true
		}
	}
	return false
}
