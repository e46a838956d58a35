package rummy

import (
	"math/bits"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/cards"
)

// meldList is the melds on the table, in the order they were laid: what
// each seat melded, and their text, are read from it alone.
type meldList []Meld

// Meld is a set or a run on the table. Every card remembers the seat
// that laid it: a card laid off on the opponent's meld scores for the
// one who laid it.
type Meld struct {
	Run bool `json:"run,omitempty"`
	// Cards of a run are in sequence from its low end (a wrapped run
	// starts after its gap: Q K A 2 3); a set's in the order laid.
	Cards []Placed `json:"cards"`
}

// Placed is one card in a meld and who laid it.
type Placed struct {
	Card cards.Card `json:"c"`
	By   int        `json:"by"`
}

// Positions of run cards. A run is a stretch of positions lo..lo+n-1.
// With wrap-around, positions count modulo 13 (A=0 ... K=12, then A
// again). Without it, positions run 0..13 where 0 is the low ace and
// 13 the high ace, and a run cannot pass either end.
func mod13(p int) int {
	// Positions stay within a turn of the suit either way; the
	// division is for anything else.
	switch {
	case 0 <= p && p < 13:
		return p
	case -13 <= p && p < 0:
		return p + 13
	case 13 <= p && p < 26:
		return p - 13
	}
	return ((p % 13) + 13) % 13
}

const allRanks = 1<<13 - 1

// shape is what meld reasoning needs to know about a meld.
type shape struct {
	run  bool
	suit cards.Suit
	rank int // a set's rank index
	lo   int // a run's first position
	n    int // cards in the meld
}

func (m Meld) shape() shape {
	first := m.Cards[0].Card
	if m.Run {
		return shape{run: true, suit: first.Suit(), lo: rix(first), n: len(m.Cards)}
	}
	return shape{rank: rix(first), n: len(m.Cards)}
}

// maxMelds bounds the melds of one deck (52 cards, 3 or more a meld),
// so shapes fit a buffer on the stack.
const maxMelds = 52 / 3

func shapesOf(melds []Meld) []shape { return shapesInto(make([]shape, 0, len(melds)+1), melds) }

func shapesInto(buf []shape, melds []Meld) []shape {
	for _, m := range melds {
		buf = append(buf, m.shape())
	}
	return buf
}

// fits reports whether c may be laid off on the meld, and for a run
// whether it goes on the low end (front). A set takes a fourth card of
// its rank; a run takes the next card at either end, up to 13 cards, so
// no rank is ever in a run twice.
func (sh shape) fits(c cards.Card, wrap bool) (front, ok bool) {
	if !sh.run {
		return false, rix(c) == sh.rank && sh.n < 4
	}
	if c.Suit() != sh.suit || sh.n >= 13 {
		return false, false
	}
	r := rix(c)
	if wrap {
		if mod13(sh.lo+sh.n) == r {
			return false, true
		}
		return true, mod13(sh.lo-1) == r
	}
	if hi := sh.lo + sh.n; hi <= 13 && hi%13 == r {
		return false, true
	}
	return true, sh.lo-1 >= 0 && sh.lo-1 == r
}

// grown is the shape after c is laid off on it.
func (sh shape) grown(front bool) shape {
	if front {
		sh.lo--
	}
	sh.n++
	return sh
}

// grow stretches the run lo..lo+n-1 over the ranks present in mask, as
// far as a run may go (13 cards, and the ace ends a run without wrap).
func grow(mask uint16, lo, n int, wrap bool) (int, int) {
	has := func(p int) bool { return mask&(1<<mod13(p)) != 0 }
	for n < 13 {
		p := lo - 1
		if (!wrap && p < 0) || !has(p) {
			break
		}
		lo, n = p, n+1
	}
	for n < 13 {
		p := lo + n
		if (!wrap && p > 13) || !has(p) {
			break
		}
		n++
	}
	return lo, n
}

// covers reports whether the run lo..lo+n-1 holds rank index r.
func covers(lo, n, r int, wrap bool) bool {
	if wrap {
		return mod13(r-lo) < n
	}
	return (lo <= r && r < lo+n) || (r == 0 && lo+n-1 == 13)
}

// runStart finds where a run of the ranks in mask starts, if they make
// one: a single unbroken stretch (around the corner only with wrap).
func runStart(mask uint16, wrap bool) (int, bool) {
	n := bits.OnesCount16(mask)
	if n == 13 {
		return 0, true
	}
	if n == 0 {
		return 0, false
	}
	if wrap {
		start := -1
		for p := 0; p < 13; p++ {
			if mask&(1<<p) != 0 && mask&(1<<mod13(p-1)) == 0 {
				if start >= 0 {
					return 0, false
				}
				start = p
			}
		}
		return start, start >= 0
	}
	full := uint32(1)<<n - 1
	lo := bits.TrailingZeros16(mask)
	if uint32(mask) == full<<lo {
		return lo, true
	}
	if mask&1 != 0 { // try the ace high
		hi := uint32(mask&^1) | 1<<13
		lo = bits.TrailingZeros32(hi)
		if hi == full<<lo {
			return lo, true
		}
	}
	return 0, false
}

// runCards lists the cards of a run of suit from position lo.
func runCards(suit cards.Suit, lo, n int) []cards.Card {
	out := make([]cards.Card, n)
	for i := range out {
		out[i] = cards.New(cards.Rank(mod13(lo+i)+1), suit)
	}
	return out
}

// newMeld makes a meld of cs laid by seat, or says why cs is no meld.
func newMeld(cs []cards.Card, wrap bool, by int) (Meld, error) {
	if len(cs) < 3 {
		return Meld{}, refusal{nil, games.Say("rummy.refuse.short")}
	}
	sameRank, sameSuit := true, true
	var mask uint16
	for _, c := range cs {
		sameRank = sameRank && c.Rank() == cs[0].Rank()
		sameSuit = sameSuit && c.Suit() == cs[0].Suit()
		mask |= 1 << rix(c)
	}
	no := func(id string) error { return refusal{nil, games.Say(id, "Cards", join(sortedCopy(cs)))} }
	switch {
	case sameRank:
		if len(cs) > 4 {
			return Meld{}, no("rummy.refuse.bigSet")
		}
		m := Meld{Cards: make([]Placed, len(cs))}
		for i, c := range sortedCopy(cs) {
			m.Cards[i] = Placed{Card: c, By: by}
		}
		return m, nil
	case !sameSuit:
		return Meld{}, no("rummy.refuse.mixed")
	case bits.OnesCount16(mask) != len(cs):
		return Meld{}, no("rummy.refuse.twice")
	}
	lo, ok := runStart(mask, wrap)
	if !ok {
		if _, around := runStart(mask, true); around && !wrap {
			return Meld{}, no("rummy.refuse.noWrap")
		}
		return Meld{}, no("rummy.refuse.gap")
	}
	m := Meld{Run: true, Cards: make([]Placed, len(cs))}
	for i, c := range runCards(cs[0].Suit(), lo, len(cs)) {
		m.Cards[i] = Placed{Card: c, By: by}
	}
	return m, nil
}

// add lays c off on the meld, for seat by: at the low end of a run when
// front, else at its high end (a set's cards are kept as laid).
func (m *Meld) add(c cards.Card, by int, front bool) {
	p := Placed{Card: c, By: by}
	if !front {
		m.Cards = append(m.Cards, p)
		return
	}
	m.Cards = append(m.Cards, Placed{})
	copy(m.Cards[1:], m.Cards)
	m.Cards[0] = p
}

func (m Meld) cardList() []cards.Card {
	out := make([]cards.Card, len(m.Cards))
	for i, p := range m.Cards {
		out[i] = p.Card
	}
	return out
}
