package birdrummy

import (
	"math/rand/v2"
	"slices"

	"github.com/deckhand/deckhand/games"
)

// The Easy CPU: how a thoughtful player plays, from what the seat can
// see (its hand, the nests, the Forest, Heaven; never the other hand).
//
// A bird moved from the hand to the nest is worth two points at the end
// (one more in the nest, one fewer in the hand), so it plays every bird
// it can, the largest play first, and takes a Forest run when the run
// makes birds playable. It spends ability points on what hurts the
// opponent's nest most or helps its own, plays its resources and useful
// effects, and discards the bird least likely ever to be played: one
// whose species has the fewest copies left unseen.

// Worth of things in points at the end of the game, for comparing moves.
const (
	worthDraw     = 0.3  // a card drawn blind, early enough to pair
	worthDeckDraw = 0.6  // the two cards of a deck draw
	worthDiscard  = 0.25 // a card the opponent loses from their hand
	worthPeek     = 0.05 // a look: this player does not count cards
	worthPoint    = 0.5  // a point for any species
	worthGive     = 0.2  // a card the opponent must draw
	worthPlayable = 1.0  // a bird in hand that can be played
	worthStuck    = -0.5 // a bird in hand that cannot, yet
	worthCard     = 0.3  // a resource or effect in hand
	worthUse      = 0.1  // least worth of an ability or effect worth using
)

// Suggest answers seat's open prompt the way the Easy CPU plays.
func (s *state) Suggest(seat int, rng *rand.Rand) (games.Answer, bool) {
	return easySeat{s: s, seat: seat, style: styleEasy}.answer(rng)
}

// style is how a player built on the Easy CPU plays its birds: as Easy
// does, or one of the one-track plans of balance.go.
type style int

const (
	styleEasy  style = iota
	styleRush        // end the game as soon as it can, ahead or not
	styleHoard       // play birds only into big flocks
)

// easySeat is the Easy CPU in one seat, playing in one style: every
// judgement it makes is from that seat's side of the table, so the seat
// and the style are its own and the state is what it reads.
type easySeat struct {
	s     *state
	seat  int
	style style
}

// answer answers the seat's open prompt, if the game waits on it.
func (p easySeat) answer(rng *rand.Rand) (games.Answer, bool) {
	s, seat, st := p.s, p.seat, p.style
	names := s.promptNames()
	if len(names) == 0 || s.promptSeat(names[0]) != seat {
		return games.Answer{}, false
	}
	pick := func(name string, c choice) (games.Answer, bool) {
		return games.Answer{Seat: seat, PromptID: s.scratch.pids.of(s.Step, name), Choices: []string{c.id}}, true
	}
	switch names[0] {
	case pFirst:
		// The first player draws one card on the first turn; the second
		// draws two and sees one more Forest card first. Going second won
		// a point more of the games in the strength test.
		return pick(pFirst, s.choicesOf(pFirst)[1])
	case pLose:
		return pick(pLose, p.leastKept(s.choicesOf(pLose), rng))
	case pTarget:
		return pick(pTarget, p.bestTarget(s.choicesOf(pTarget)))
	case pDraw:
		return pick(pDraw, p.bestDraw(s.choicesOf(pDraw)))
	case pDiscard:
		return pick(pDiscard, p.leastKept(s.choicesOf(pDiscard), rng))
	}
	// The main phase: birds, then abilities, then cards, then the end.
	if cs := s.choicesOf(pPlay); len(cs) > 0 {
		if st == styleHoard && s.Must < 0 {
			cs = p.flockPlays(cs)
		}
		if c, ok := p.birdPlay(cs); ok {
			return pick(pPlay, c)
		}
	}
	best, worth := choice{}, worthUse
	for _, c := range s.choicesOf(pUse) {
		if w := p.opsWorth(s.cat.defs[c.d].Abilities[c.n].Do); w > worth {
			best, worth = c, w
		}
	}
	if best.id != "" {
		return pick(pUse, best)
	}
	// Discarding the last card ends the game: with one card left, play
	// it when behind (an empty hand discards nothing and play goes on),
	// and with two, play one when ahead so the discard ends it. A rush
	// plays as if always ahead.
	hand := len(s.Hands[seat])
	ahead := p.lead() > 0 || st == styleRush
	for _, c := range s.choicesOf(pCard) {
		df := &s.cat.defs[c.d]
		if df.Kind == kindResource || c.d == p.defOfMust() || (hand == 1 && !ahead) || (hand == 2 && ahead) {
			return pick(pCard, c) // resources work from now on; the Forest card cannot wait
		}
		if w := p.opsWorth(df.Do); w > worth {
			best, worth = c, w
		}
	}
	if best.id != "" {
		return pick(pCard, best)
	}
	if cs := s.choicesOf(pEnd); len(cs) > 0 {
		return pick(pEnd, cs[0])
	}
	return games.Answer{}, false
}

// birdPlay picks among the bird plays cs the largest; when it would
// empty the hand, one bird fewer when ahead (always, in a rush), so that
// the discard ends the game (an empty hand would not).
func (p easySeat) birdPlay(cs []choice) (choice, bool) {
	s, seat := p.s, p.seat
	if len(cs) == 0 {
		return choice{}, false
	}
	best := cs[0]
	for _, c := range cs[1:] {
		if c.n > best.n {
			best = c
		}
	}
	if best.n == len(s.Hands[seat]) && (p.style == styleRush || p.lead()+float64(2*best.n-1) > 0) {
		for _, c := range cs {
			if c.d == best.d && c.n == best.n-1 {
				return c, true
			}
		}
	}
	return best, true
}

// lead is by how much seat would win if the game ended after its
// discard, guessing the birds in the opponent's hand from its size.
func (p easySeat) lead() float64 {
	s, seat := p.s, p.seat
	opp := 1 - seat
	mine := s.score(seat)
	if seat == s.Turn {
		mine += len(s.Landing) // they join the nest
	}
	return float64(mine-s.cat.nestScore(s.Nests[opp])) + s.cat.birdShare*float64(len(s.Hands[opp]))
}

// defOfMust is the design of the card to play next, or -1.
func (p easySeat) defOfMust() int {
	s := p.s
	if s.Must < 0 {
		return -1
	}
	return s.cat.defOf(s.Must)
}

// opsWorth is what ops done for seat are worth.
func (p easySeat) opsWorth(ops []Op) float64 {
	s, seat := p.s, p.seat
	w := 0.0
	for _, o := range ops {
		switch o.Do {
		case OpDraw:
			w += worthDraw * float64(o.N)
		case OpForest:
			top := s.Forest[max(0, len(s.Forest)-o.N):]
			w += p.handWorth(top) - p.handWorth(nil)
		case OpPeek:
			w += worthPeek
		case OpDiscard:
			w += worthDiscard * float64(o.N)
		case OpPoints: // only abilities of species played this turn can spend them
			if slices.ContainsFunc(s.Played, func(n int) bool { return n > 0 }) {
				w += worthPoint * float64(o.N)
			}
		case OpGive:
			w += worthGive * float64(o.N)
		case OpBanish, OpSteal, OpReturn:
			w += p.moveWorth(Step{Actor: seat, Op: o}, -1)
		}
	}
	return w
}

// moveWorth is what moving one bird of species sp as st says is worth to
// seat; with sp < 0, the best species to move.
func (p easySeat) moveWorth(st Step, sp int) float64 {
	s, seat := p.s, p.seat
	owner := targetSeat(st)
	best, found := 0.0, false
	for d := 0; d < s.cat.birds; d++ {
		n := s.nestCount(owner, d)
		if n == 0 || (sp >= 0 && d != sp) {
			continue
		}
		loss := float64(s.cat.flockScore(d, n) - s.cat.flockScore(d, n-1))
		var w float64
		switch {
		case owner == seat: // back to my hand: a point less in the nest, one more in hand
			w = -loss - 1
		case st.Op.Do == OpSteal:
			mine := s.nestCount(seat, d)
			w = loss + float64(s.cat.flockScore(d, mine+1)-s.cat.flockScore(d, mine))
		case st.Op.Do == OpReturn: // the opponent may play it again
			w = loss + 0.5
		default:
			w = loss
		}
		if !found || w > best {
			best, found = w, true
		}
	}
	return best
}

// bestTarget picks the bird an effect moves: the worst loss for the
// opponent, or for seat's own nest the least.
func (p easySeat) bestTarget(cs []choice) choice {
	s := p.s
	st := s.Queue[0]
	best, worth := cs[0], p.moveWorth(st, cs[0].d)
	for _, c := range cs[1:] {
		if w := p.moveWorth(st, c.d); w > worth {
			best, worth = c, w
		}
	}
	return best
}

// handWorth is what seat's hand with the cards extra added is worth:
// playable birds count, birds that cannot be played yet cost.
func (p easySeat) handWorth(extra []int) float64 {
	s, seat := p.s, p.seat
	var counts [maxCards]int
	for _, c := range s.Hands[seat] {
		counts[s.cat.defOf(c)]++
	}
	for _, c := range extra {
		counts[s.cat.defOf(c)]++
	}
	w := 0.0
	for d := range s.cat.defs {
		n := counts[d]
		switch {
		case n == 0:
		case s.cat.defs[d].Kind != kindBird:
			w += worthCard * float64(n)
		case n >= 2 || s.nestCount(1-seat, d) > 0:
			w += worthPlayable * float64(n)
		default:
			w += worthStuck * float64(n)
		}
	}
	return w
}

// bestDraw picks the deck draw or the Forest run that adds most to the
// hand.
func (p easySeat) bestDraw(cs []choice) choice {
	s := p.s
	best, worth := cs[0], worthDeckDraw
	base := p.handWorth(nil)
	for _, c := range cs[1:] {
		if w := p.handWorth(s.Forest[len(s.Forest)-c.n:]) - base; w > worth {
			best, worth = c, w
		}
	}
	return best
}

// leastKept picks the hand card to let go of: a bird no play can use
// soon (fewest copies left unseen, so least likely to pair), else the
// least useful resource or effect; ties at random.
func (p easySeat) leastKept(cs []choice, rng *rand.Rand) choice {
	best, worth, ties := cs[0], 0.0, 0
	for i, c := range cs {
		w := p.keepWorth(c.d, c.n)
		switch {
		case i == 0 || w < worth:
			best, worth, ties = c, w, 1
		case w == worth:
			ties++
			if rng.IntN(ties) == 0 {
				best = c
			}
		}
	}
	return best
}

// keepWorth is what keeping one card of design d, of which seat holds n,
// is worth.
func (p easySeat) keepWorth(d, n int) float64 {
	s, seat := p.s, p.seat
	df := &s.cat.defs[d]
	if df.Kind != kindBird {
		return worthCard + p.opsWorth(df.Do)
	}
	if n >= 2 || s.nestCount(1-seat, d) > 0 {
		return worthPlayable * 2
	}
	// A lone bird costs a point at the end unless a copy comes.
	return worthStuck + 0.1*float64(p.unseen(d))
}

// unseen counts the copies of design d seat has not seen: in the deck or
// the opponent's hand.
func (p easySeat) unseen(d int) int {
	s, seat := p.s, p.seat
	n := s.cat.defs[d].Copies - s.cat.countDef(s.Hands[seat], d) - s.cat.countDef(s.Forest, d) - s.cat.countDef(s.Heaven, d) - s.cat.countDef(s.Landing, d)
	for i := range seats {
		n -= s.cat.countDef(s.Nests[i], d) + s.cat.countDef(s.Kept[i], d)
	}
	for _, c := range s.Hands[1-seat] {
		if s.Seen[seat].has(c) && s.cat.defOf(c) == d {
			n--
		}
	}
	return n
}
