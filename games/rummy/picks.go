package rummy

import (
	"math/bits"
	"strconv"

	"github.com/deckhand/deckhand/games/cards"
)

// A pick is a meld a hand holds, before it is laid: a set (a rank and
// the suits taken) or a run (a suit, its first position and length).
// Listing picks from the hand's masks costs no allocation, so Legal,
// the one-click list and the heuristic all start from them.
type pick struct {
	run   bool
	suit  cards.Suit // a run's suit
	suits uint8      // a set's suits, bit i for suit i
	rank  int        // a set's rank index
	lo, n int        // a run's first position and its cards
}

// shape is what the meld will look like on the table, as newMeld and
// Meld.shape would make it.
func (p pick) shape() shape {
	if p.run {
		return shape{run: true, suit: p.suit, lo: mod13(p.lo), n: p.n}
	}
	return shape{rank: p.rank, n: p.n}
}

// appendCards appends the pick's cards in the order a meld keeps them.
func (p pick) appendCards(buf []cards.Card) []cards.Card {
	if p.run {
		for i := 0; i < p.n; i++ {
			buf = append(buf, cards.New(cards.Rank(mod13(p.lo+i)+1), p.suit))
		}
		return buf
	}
	for _, suit := range cards.Suits {
		if p.suits&(1<<suit) != 0 {
			buf = append(buf, cards.New(cards.Rank(p.rank+1), suit))
		}
	}
	return buf
}

// quickID names the pick as an option of the one-click list.
func (p pick) quickID() string {
	if p.run {
		return runIDs[cards.New(cards.Rank(mod13(p.lo)+1), p.suit)][p.n]
	}
	return setIDs[p.rank]
}

// Option ids of the one-click list, made once: "set-7", "run-2S-4".
var (
	setIDs [13]string
	runIDs [64][14]string
)

func init() {
	for r := range setIDs {
		setIDs[r] = "set-" + cards.Rank(r+1).String()
	}
	for _, c := range cards.Deck() {
		for n := 3; n <= 13; n++ {
			runIDs[c][n] = "run-" + c.Code() + "-" + strconv.Itoa(n)
		}
	}
}

// suitsOf is the mask of suits in which h holds rank index r.
func (h *hand) suitsOf(r int) uint8 {
	var m uint8
	for _, suit := range cards.Suits {
		if h.suit[suit]&(1<<r) != 0 {
			m |= 1 << suit
		}
	}
	return m
}

// picks calls yield with the melds h holds. With all unset, those of
// the one-click list: every set of a rank (all its cards in hand), then
// every longest run, suit by suit from its low end. With all set, every
// distinct meld: every 3 or 4 cards of a rank, and every run of 3 or
// more inside each stretch of a suit. It stops when yield returns false
// and reports whether it went to the end.
func picks(h *hand, wrap, all bool, yield func(pick) bool) bool {
	for r := 0; r < 13; r++ {
		if h.rank[r] < 3 {
			continue
		}
		suits := h.suitsOf(r)
		if !yield(pick{rank: r, suits: suits, n: int(h.rank[r])}) {
			return false
		}
		if all && h.rank[r] == 4 {
			for _, suit := range cards.Suits {
				if !yield(pick{rank: r, suits: suits &^ (1 << suit), n: 3}) {
					return false
				}
			}
		}
	}
	for _, suit := range cards.Suits {
		ok := stretches(h.suit[suit], wrap, func(lo, n int) bool {
			switch {
			case n < 3:
				return true
			case !all:
				return yield(pick{run: true, suit: suit, lo: lo, n: min(n, 13)})
			case n == 13 && wrap: // the whole suit, round the corner
				return windows(suit, lo, n, 12, yield) && yield(pick{run: true, suit: suit, n: 13})
			}
			return windows(suit, lo, n, 13, yield)
		})
		if !ok {
			return false
		}
	}
	return true
}

// windows yields every run of 3 to most cards inside the stretch lo..
// lo+n-1. With wrap a whole suit has no end, so each length starts at
// all 13 positions; a 14-position stretch (the whole suit without wrap,
// the ace at both ends) holds its 13 cards once.
func windows(suit cards.Suit, lo, n, most int, yield func(pick) bool) bool {
	for l := 3; l <= min(n, most); l++ {
		last := n - l
		if n == 13 && most == 12 {
			last = 12
		}
		if l == 13 {
			last = 0
		}
		for i := 0; i <= last; i++ {
			if !yield(pick{run: true, suit: suit, lo: lo + i, n: l}) {
				return false
			}
		}
	}
	return true
}

// stretches calls yield(lo, n) for each maximal stretch of ranks in
// sequence in mask. With wrap positions count round the corner and the
// whole suit is one stretch of 13 from the ace; without, position 13 is
// the high ace and the whole suit is a stretch of 14 (the ace at both
// ends).
func stretches(mask uint16, wrap bool, yield func(lo, n int) bool) bool {
	if wrap {
		if mask == allRanks {
			return yield(0, 13)
		}
		// A stretch starts at a rank whose rank below (round the
		// corner) is missing; it runs to the first missing rank.
		starts := mask &^ ((mask<<1 | mask>>12) & allRanks)
		for starts != 0 {
			p := bits.TrailingZeros16(starts)
			starts &= starts - 1
			rot := (mask>>p | mask<<(13-p)) & allRanks
			if !yield(p, bits.TrailingZeros16(^rot)) {
				return false
			}
		}
		return true
	}
	m := uint32(mask) | uint32(mask&1)<<13
	starts := m &^ (m << 1)
	for starts != 0 {
		p := bits.TrailingZeros32(starts)
		starts &= starts - 1
		if !yield(p, bits.TrailingZeros32(^(m >> p))) {
			return false
		}
	}
	return true
}
